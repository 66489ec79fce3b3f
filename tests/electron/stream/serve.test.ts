/** `npm run serve`'s entry, run as a child process the way a person runs it. */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { mountReadOnly } from '../readOnlyMount'
import { tempDir } from '../service/helpers'
import { INDEX_HTML, fakeRenderer } from './helpers'

const projectRoot = fileURLToPath(new URL('../../../', import.meta.url))
const children: ChildProcessWithoutNullStreams[] = []

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
})

function serve(args: readonly string[]): {
  child: ChildProcessWithoutNullStreams
  lines: () => Promise<string[]>
  exit: Promise<{ code: number | null; stdout: string; stderr: string }>
} {
  // Node with tsx as a loader, not tsx's own command: that one relays a signal to its child only if
  // the child says within 30 ms that it got it, and otherwise kills it (exit 143), which a loaded
  // machine hit once.
  const child = spawn(process.execPath, ['--import', 'tsx', 'electron/stream/serve.ts', ...args], {
    cwd: projectRoot,
    env: { ...process.env, PORT: '', ZOMBIE_TABLE_DATA: '' },
  })
  children.push(child)
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exit = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stdout, stderr })),
  )
  const lines = (): Promise<string[]> =>
    new Promise((resolve, reject) => {
      const check = (): void => {
        const complete = stdout.split('\n').slice(0, -1)
        if (complete.length >= 2) resolve(complete)
      }
      child.stdout.on('data', check)
      void exit.then(({ stderr: err }) => reject(new Error(`serve exited early: ${err}`)))
      check()
    })
  return { child, lines, exit }
}

describe('npm run serve', () => {
  it('prints the table URL and the spectator URL, serves the page, and exits cleanly on SIGTERM', async () => {
    const { rendererDir } = await fakeRenderer()
    const dataDir = await tempDir('zt-serve-')
    const run = serve(['--port', '0', '--data', dataDir, '--renderer', rendererDir, '--bot-delay', '0'])
    const [first, second] = await run.lines()
    const url = /^Zombie Table is served at (http:\/\/127\.0\.0\.1:\d+\/\?token=[0-9a-f]{32})$/.exec(
      first ?? '',
    )?.[1]
    expect(url, first).toBeDefined()
    const spectatorUrl = /(http:\/\/127\.0\.0\.1:\d+\/\?token=[0-9a-f]{32}&viewer=spectator)$/.exec(
      second ?? '',
    )?.[1]
    expect(spectatorUrl, second).toBeDefined()

    const page = await fetch(url ?? '')
    expect(page.status).toBe(200)
    expect(await page.text()).toBe(INDEX_HTML)
    expect((await fetch(spectatorUrl ?? '')).status).toBe(200)
    expect(existsSync(join(dataDir, 'saves', 'session.json'))).toBe(true)

    run.child.kill('SIGTERM')
    const { code, stdout } = await run.exit
    expect(code).toBe(0)
    expect(stdout.match(/Zombie Table is served at/g)).toHaveLength(1)
    expect(existsSync(join(dataDir, 'saves', 'session.json'))).toBe(false) // a clean exit
  })

  it('keeps its links across restarts; --new-token replaces them', async () => {
    const { rendererDir } = await fakeRenderer()
    const dataDir = await tempDir('zt-serve-')
    const args = ['--port', '0', '--data', dataDir, '--renderer', rendererDir]
    const tokensOf = async (extra: readonly string[] = []): Promise<string[]> => {
      const run = serve([...args, ...extra])
      const lines = await run.lines()
      run.child.kill('SIGTERM')
      expect((await run.exit).code).toBe(0)
      return lines.slice(0, 2).map((line) => /token=([0-9a-f]{32})/.exec(line)?.[1] ?? 'none')
    }
    const first = await tokensOf()
    expect(first).not.toContain('none')
    expect(await tokensOf()).toEqual(first)
    const renewed = await tokensOf(['--new-token'])
    expect(renewed[0]).not.toBe(first[0])
    expect(renewed[1]).not.toBe(first[1])
    expect(await tokensOf()).toEqual(renewed)
  })

  it('refuses a data folder another one is using, and says which', async () => {
    const { rendererDir } = await fakeRenderer()
    const dataDir = await tempDir('zt-serve-')
    const args = ['--port', '0', '--data', dataDir, '--renderer', rendererDir]
    const first = serve(args)
    await first.lines()
    const second = await serve(args).exit
    expect(second.code).toBe(1)
    expect(second.stderr).toMatch(/is in use by another Zombie Table \(npm run serve, process \d+/)
    first.child.kill('SIGTERM')
    expect((await first.exit).code).toBe(0)
  })

  it('starts on a read-only data folder, says in words that nothing can be saved there and how to choose another', async (ctx) => {
    const mounted = await mountReadOnly()
    if (typeof mounted === 'string') return ctx.skip(mounted)
    try {
      const { rendererDir } = await fakeRenderer()
      const run = serve(['--port', '0', '--data', mounted.dir, '--renderer', rendererDir])
      let printed = ''
      run.child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()))
      await run.lines()
      await expect.poll(() => printed.split('\n').length, { timeout: 10_000 }).toBeGreaterThan(3)
      const [first, , third] = printed.split('\n')
      expect(first).toMatch(/^Zombie Table is served at http:\/\/127\.0\.0\.1:\d+\/\?token=[0-9a-f]{32}$/)
      expect(third).toBe(`These links work until the table stops: they cannot be kept in ${mounted.dir}.`)
      expect((await fetch(/(http\S+)/.exec(first ?? '')?.[1] ?? '')).status).toBe(200)
      run.child.kill('SIGTERM')
      const { code, stderr } = await run.exit
      expect(code).toBe(0)
      expect(stderr.trim()).toBe(
        `Nothing can be saved in the data folder ${mounted.dir}: the disk is read-only. Zombie Table starts anyway, but no game, save or setting is kept. To keep them, choose another data folder: npm run serve -- --data <folder>, or set ZOMBIE_TABLE_DATA=<folder> before starting.`,
      )
    } finally {
      await mounted.unmount()
    }
  })

  it('says to build first when there is no built renderer', async () => {
    const empty = await tempDir('zt-serve-')
    const { code, stderr } = await serve(['--port', '0', '--data', empty, '--renderer', join(empty, 'none')])
      .exit
    expect(code).toBe(1)
    expect(stderr).toContain('run npm run build first')
  })

  it('explains a bad option', async () => {
    const { code, stderr } = await serve(['--port', 'eighty']).exit
    expect(code).toBe(2)
    expect(stderr).toContain('Usage: npm run serve')
  })
})
