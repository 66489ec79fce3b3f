/**
 * `npm run server` as people meet it (issue 43): its health and metrics endpoints, a table opened
 * over HTTP, two people playing it, the server killed with SIGKILL mid-game and started again on
 * the same data folder: no acknowledged move is lost, and both get back in with their invites and
 * play to the end.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { joinTable, seededPick, type SeatClient } from './seatClient'

const ROOT = join(import.meta.dirname, '../..')
const running: ChildProcess[] = []
const folders: string[] = []

afterEach(async () => {
  for (const child of running.splice(0)) child.kill('SIGKILL')
  for (const dir of folders.splice(0)) await rm(dir, { recursive: true, force: true })
})

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

/** Starts `npm run server` (node with tsx, so that a signal reaches the server itself). */
async function startServer(
  dataDir: string,
  port: number,
): Promise<{ url: string; child: ChildProcess; line: string }> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'electron/online/serverCli.ts',
      '--port',
      String(port),
      '--data',
      dataDir,
      '--bot-delay',
      '0',
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  running.push(child)
  let output = ''
  const line = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 30_000)
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const found = /Zombie Table server at \S+.*/.exec(output)
      if (found) {
        clearTimeout(timer)
        resolve(found[0])
      }
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', read)
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}:\n${output}`)))
  })
  return { url: /at (\S+)/.exec(line)![1]!, child, line }
}

/** The newest move this person was told the server took (an acknowledged intent). */
function acknowledged(client: SeatClient): number {
  let version = 0
  for (const frame of client.frames) {
    const reply = (frame as { reply?: { ok: boolean; result?: { ok?: boolean; version?: number } } }).reply
    if (reply?.ok && reply.result?.ok === true && typeof reply.result.version === 'number') {
      version = Math.max(version, reply.result.version)
    }
  }
  return version
}

describe('npm run server', () => {
  it('keeps its tables through a SIGKILL: nothing acknowledged is lost, and both people play on to the end', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'zt-server-'))
    folders.push(dataDir)
    const port = await freePort()
    const first = await startServer(dataDir, port)
    expect(first.line).toContain('0 tables resumed')
    expect(await (await fetch(`${first.url}/health`)).json()).toEqual({ ok: true })

    const opened = await fetch(`${first.url}/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        game: 'selfish',
        seed: 'server-restart',
        seats: [
          { name: 'Ann', kind: 'human' },
          { name: 'Bob', kind: 'human' },
          { name: 'Rob', kind: 'bot', bot: 'random' },
        ],
      }),
    })
    expect(opened.status).toBe(200)
    const table = (await opened.json()) as { tableId: string; matchId: string; invites: { token: string }[] }
    expect((await (await fetch(`${first.url}/metrics`)).json()) as object).toMatchObject({ tables: 1 })
    const bad = await fetch(`${first.url}/tables`, {
      method: 'POST',
      body: JSON.stringify({ game: 'chess', seats: [] }),
    })
    expect(bad.status).toBe(400)

    const ann = await joinTable(first.url, table.tableId, table.invites[0]!.token)
    const bob = await joinTable(first.url, table.tableId, table.invites[1]!.token)
    for (const person of [ann, bob]) person.room.reconnection.enabled = false
    void ann.playToTheEnd(table.matchId, 0, seededPick(1), 20_000).catch(() => undefined)
    void bob.playToTheEnd(table.matchId, 1, seededPick(2), 20_000).catch(() => undefined)
    const deadline = Date.now() + 20_000
    while ((ann.latest()?.version ?? 0) < 8 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 5))
    first.child.kill('SIGKILL')
    await new Promise((resolve) => first.child.once('exit', resolve))
    const kept = Math.max(acknowledged(ann), acknowledged(bob))
    expect(kept).toBeGreaterThan(0)

    const second = await startServer(dataDir, port)
    expect(second.line).toContain('1 table resumed')
    const annAgain = await joinTable(second.url, table.tableId, table.invites[0]!.token)
    const bobAgain = await joinTable(second.url, table.tableId, table.invites[1]!.token)
    const picture = await annAgain.request('match:subscribe', { matchId: table.matchId, viewer: 0 })
    expect(picture.ok).toBe(true)
    expect((picture as { result: { version: number } }).result.version).toBeGreaterThanOrEqual(kept)
    await annAgain.request('match:unsubscribe', { matchId: table.matchId, viewer: 0 })

    const [annEnd, bobEnd] = await Promise.all([
      annAgain.playToTheEnd(table.matchId, 0, seededPick(3)),
      bobAgain.playToTheEnd(table.matchId, 1, seededPick(4)),
    ])
    expect(annEnd.outcome).not.toBeNull()
    expect(bobEnd.version).toBe(annEnd.version)
    await Promise.all([annAgain.leave(), bobAgain.leave()])
  }, 90_000)
})
