import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdir, readFile, readdir, utimes, writeFile } from 'node:fs/promises'
import { hostname } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  DataFolderInUse,
  DataFolderReadOnly,
  lockDataFolder,
  type LockOwner,
} from '../../../electron/saves/dataFolderLock'
import { mountReadOnly } from '../readOnlyMount'
import { fsError, useTempDir } from './helpers'

const projectRoot = fileURLToPath(new URL('../../../', import.meta.url))
const HOLDER = fileURLToPath(new URL('./holdDataFolder.ts', import.meta.url))

/** Leaves the lock and owner note a process that died would leave, its lock `ageMs` old. */
async function leftBehind(dir: string, ageMs: number): Promise<void> {
  const lock = join(dir, 'zombie-table.lock')
  await mkdir(lock, { recursive: true })
  const then = new Date(Date.now() - ageMs)
  await utimes(lock, then, then)
  const owner = { what: 'npm run serve', pid: 4_194_000, host: hostname(), since: then.toISOString() }
  await writeFile(join(dir, 'zombie-table.lock.json'), JSON.stringify(owner))
}

const dead = (): boolean => false

/** The lock and the note inside it that a process of ours that died would leave, refreshed just now. */
async function diedHolding(dir: string, owner: Partial<LockOwner> = {}): Promise<void> {
  const lock = join(dir, 'zombie-table.lock')
  await mkdir(lock, { recursive: true })
  const note = { what: 'npm run serve', pid: 4_194_001, host: hostname(), since: new Date().toISOString() }
  await writeFile(join(lock, 'owner.json'), JSON.stringify({ ...note, ...owner }))
}

const ownerOf = async (dir: string): Promise<LockOwner> =>
  JSON.parse(await readFile(join(dir, 'zombie-table.lock.json'), 'utf8')) as LockOwner

describe('the data folder lock', () => {
  const tempDir = useTempDir()

  it('takes over at once a lock whose holder died on this computer', async () => {
    await leftBehind(tempDir(), 6_000)
    const lock = await lockDataFolder(tempDir(), { what: 'the desktop app', alive: dead })
    const note = JSON.parse(await readFile(join(tempDir(), 'zombie-table.lock.json'), 'utf8')) as {
      pid: number
    }
    expect(note.pid).toBe(process.pid)
    await lock.release()
  })

  it('leaves alone a lock refreshed a moment ago, even if its note names a dead process', async () => {
    // Another instance has just taken it and not yet written its own note.
    await leftBehind(tempDir(), 0)
    await expect(lockDataFolder(tempDir(), { what: 'the desktop app', alive: dead })).rejects.toBeInstanceOf(
      DataFolderInUse,
    )
  })

  it('takes over at once, on the first try, the lock of a process killed with kill -9', async () => {
    const holder = spawn(process.execPath, ['--import', 'tsx', HOLDER, tempDir()], {
      cwd: projectRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    holder.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const exited = once(holder, 'exit')
    const locked = await new Promise<string>((resolve, reject) => {
      holder.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString()
        const pid = /locked (\d+)/.exec(output)?.[1]
        if (pid !== undefined) resolve(pid)
      })
      void exited.then(() => reject(new Error(`the holder exited early: ${output}`)))
    })
    expect(Number(locked)).toBe(holder.pid)
    // While it lives, the folder is refused, naming it.
    const refusal = await lockDataFolder(tempDir(), { what: 'the desktop app' }).catch((err: unknown) => err)
    expect((refusal as DataFolderInUse).owner).toMatchObject({ pid: holder.pid, what: 'a test holder' })

    holder.kill('SIGKILL')
    await exited
    // At once: no retry, no wait for the lock to go stale.
    const lock = await lockDataFolder(tempDir(), { what: 'the desktop app' })
    expect(await ownerOf(tempDir())).toMatchObject({ pid: process.pid, what: 'the desktop app' })
    await lock.release()
    expect(await readdir(tempDir())).toEqual([])
  })

  it('takes over a dead holder’s lock refreshed a moment ago, when the note inside it names it', async () => {
    await diedHolding(tempDir())
    const lock = await lockDataFolder(tempDir(), { what: 'the desktop app', alive: dead })
    expect(await ownerOf(tempDir())).toMatchObject({ pid: process.pid })
    await lock.release()
  })

  it('takes over a lock whose note names this process’s pid from before it started (a pid used again)', async () => {
    await diedHolding(tempDir(), { pid: process.pid, since: new Date(Date.now() - 86_400_000).toISOString() })
    const lock = await lockDataFolder(tempDir(), { what: 'the desktop app' })
    expect(await ownerOf(tempDir())).toMatchObject({ pid: process.pid, what: 'the desktop app' })
    await lock.release()
  })

  it('lets only one of two instances starting together take over a dead holder’s lock', async () => {
    await diedHolding(tempDir())
    const tries = await Promise.allSettled([
      lockDataFolder(tempDir(), { what: 'npm run serve', alive: dead }),
      lockDataFolder(tempDir(), { what: 'the desktop app', alive: dead }),
    ])
    const taken = tries.filter((t) => t.status === 'fulfilled')
    const refused = tries.filter((t) => t.status === 'rejected')
    expect(taken).toHaveLength(1)
    expect(refused).toHaveLength(1)
    expect(refused[0]?.reason).toBeInstanceOf(DataFolderInUse)
    await taken[0]?.value.release()
  })

  it('keeps the lock of a holder on another computer, even one that looks dead', async () => {
    await diedHolding(tempDir(), { host: `${hostname()}-elsewhere` })
    await expect(lockDataFolder(tempDir(), { what: 'the desktop app', alive: dead })).rejects.toBeInstanceOf(
      DataFolderInUse,
    )
  })

  it('says in words that nothing can be saved in a folder that cannot be written to, and how to choose another', async () => {
    for (const [code, reason] of [
      ['EROFS', 'the disk is read-only'],
      ['EACCES', 'permission was denied'],
    ] as const) {
      const refusal = await lockDataFolder(join(tempDir(), 'data'), {
        what: 'npm run serve',
        mkdir: () => Promise.reject(fsError(code, `${code}: mkdir`)),
      }).catch((err: unknown) => err)
      expect(refusal).toBeInstanceOf(DataFolderReadOnly)
      const message = (refusal as Error).message
      expect(message).toContain(join(tempDir(), 'data'))
      expect(message).toContain(reason)
      expect(message).toContain('--data <folder>')
      expect(message).toContain('ZOMBIE_TABLE_DATA')
      expect(message).not.toContain(code)
      expect((refusal as DataFolderReadOnly).notSaved).toContain(reason)
    }
  })

  it('says so for a real read-only folder too (a tmpfs mounted read-only)', async (ctx) => {
    const mounted = await mountReadOnly()
    if (typeof mounted === 'string') return ctx.skip(mounted)
    try {
      const refusal = await lockDataFolder(mounted.dir, { what: 'npm run serve' }).catch(
        (err: unknown) => err,
      )
      expect(refusal).toBeInstanceOf(DataFolderReadOnly)
      expect((refusal as Error).message).toContain('the disk is read-only')
      // And a folder still to be made on it.
      const inside = await lockDataFolder(join(mounted.dir, 'Zombie Table'), { what: 'npm run serve' }).catch(
        (err: unknown) => err,
      )
      expect(inside).toBeInstanceOf(DataFolderReadOnly)
    } finally {
      await mounted.unmount()
    }
  })

  it('keeps the lock past its refreshes, with the holder’s note inside it', async () => {
    let lost: Error | null = null
    const held = await lockDataFolder(tempDir(), {
      what: 'npm run serve',
      onCompromised: (err) => (lost = err),
    })
    const note = JSON.parse(
      await readFile(join(tempDir(), 'zombie-table.lock', 'owner.json'), 'utf8'),
    ) as LockOwner
    expect(note).toMatchObject({ what: 'npm run serve', pid: process.pid })
    // proper-lockfile refreshes every 2 s and gives the lock up at a refresh that finds its time changed.
    await new Promise((resolve) => setTimeout(resolve, 4_500))
    expect(lost).toBeNull()
    expect(held.compromised).toBe(false)
    await held.release()
  })

  it('says which program holds the folder while it lives', async () => {
    const first = await lockDataFolder(tempDir(), { what: 'npm run serve' })
    const refusal = await lockDataFolder(tempDir(), { what: 'the desktop app' }).catch((err: unknown) => err)
    expect(refusal).toBeInstanceOf(DataFolderInUse)
    expect((refusal as DataFolderInUse).owner).toMatchObject({ what: 'npm run serve', pid: process.pid })
    await first.release()
    const second = await lockDataFolder(tempDir(), { what: 'the desktop app' })
    await second.release()
  })
})
