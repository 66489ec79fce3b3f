/**
 * `npm run server` as people meet it (issue 43): its health and metrics endpoints, a table opened
 * over HTTP, two people playing it, the server killed with SIGKILL mid-game and started again on
 * the same data folder: no acknowledged move is lost, and both get back in with their invites and
 * play to the end. Stopped with SIGTERM while a dropped person's seat waits, it stops at once.
 */
import type { ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { parseInviteLink } from '../../electron/protocol'
import { acknowledged, dropConnection, joinTable, seededPick, watchTable } from './seatClient'
import { ANN_BOB_AND_A_BOT, freePort, postTable, startServer } from './serverProcess'

const running: ChildProcess[] = []
const folders: string[] = []

afterEach(async () => {
  for (const child of running.splice(0)) child.kill('SIGKILL')
  for (const dir of folders.splice(0)) await rm(dir, { recursive: true, force: true })
})

describe('npm run server', () => {
  it('keeps its tables through a SIGKILL: nothing acknowledged is lost, and both people play on to the end', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'zt-server-'))
    folders.push(dataDir)
    const port = await freePort()
    const first = await startServer(dataDir, port)
    running.push(first.child)
    expect(first.line).toContain('0 tables resumed')
    expect(await (await fetch(`${first.url}/health`)).json()).toEqual({ ok: true })

    const opened = await postTable(first.url, {
      game: 'selfish',
      seed: 'server-restart',
      seats: ANN_BOB_AND_A_BOT,
    })
    expect(opened.status).toBe(200)
    const { table } = opened
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
    running.push(second.child)
    expect(second.line).toContain('1 table resumed')
    const annAgain = await joinTable(second.url, table.tableId, table.invites[0]!.token)
    const bobAgain = await joinTable(second.url, table.tableId, table.invites[1]!.token)
    const picture = await annAgain.request('match:subscribe', { matchId: table.matchId, viewer: 0 })
    expect(picture.ok).toBe(true)
    expect((picture as { result: { version: number } }).result.version).toBeGreaterThanOrEqual(kept)
    await annAgain.request('match:unsubscribe', { matchId: table.matchId, viewer: 0 })
    // The table's stream link still watches it (no caster delay asked for: as it stands now).
    const watch = parseInviteLink(table.streamLink)!
    expect(watch.watch).toBe(true)
    const stream = await watchTable(second.url, table.tableId, watch.token)
    const streamed = await stream.request('match:subscribe', { matchId: table.matchId, viewer: 'spectator' })
    expect((streamed as { result: { version: number } }).result.version).toBeGreaterThanOrEqual(kept)
    await stream.leave()

    const [annEnd, bobEnd] = await Promise.all([
      annAgain.playToTheEnd(table.matchId, 0, seededPick(3)),
      bobAgain.playToTheEnd(table.matchId, 1, seededPick(4)),
    ])
    expect(annEnd.outcome).not.toBeNull()
    expect(bobEnd.version).toBe(annEnd.version)
    await Promise.all([annAgain.leave(), bobAgain.leave()])
  }, 90_000)

  it('stops at once on SIGTERM, even while a dropped person’s seat waits for them, and keeps the table', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'zt-server-'))
    folders.push(dataDir)
    const port = await freePort()
    const server = await startServer(dataDir, port)
    running.push(server.child)
    const { table } = await postTable(server.url, { game: 'selfish', seed: 'term', seats: ANN_BOB_AND_A_BOT })
    const ann = await joinTable(server.url, table.tableId, table.invites[0]!.token)
    // Ann's network goes: the server holds her seat for her (two minutes).
    dropConnection(ann)
    await new Promise((resolve) => setTimeout(resolve, 500))

    // A hang would wait out her two minutes, past this test's time.
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)))
    server.child.kill('SIGTERM')
    expect(await exited).toBe(0)

    // Started again, the table is there for both people.
    const again = await startServer(dataDir, port)
    running.push(again.child)
    expect(again.line).toContain('1 table resumed')
    const back = await joinTable(again.url, table.tableId, table.invites[0]!.token)
    expect((await back.request('match:subscribe', { matchId: table.matchId, viewer: 0 })).ok).toBe(true)
    await back.leave()
  }, 60_000)
})
