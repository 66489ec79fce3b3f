/**
 * The renderer's third transport (renderer/bridge/colyseusBridge.ts) against a real online table
 * server: a seat's requests and pushes, what it says while its connection is down and when it is
 * back, a wrong invite, and a server restarted under it (the seat is joined again by itself).
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { matchMaker } from '@colyseus/core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { bots, games } from '../../engine'
import { MatchHost } from '../../electron/host'
import { startOnlineServer, type OnlineServer } from '../../electron/online/onlineServer'
import type { OnlineTable, StartedTable } from '../../electron/online/onlineTables'
import { TableStore } from '../../electron/online/tableStore'
import type { HostUpdate, RequestPayload } from '../../electron/protocol'
import type { ConnectionStatus, TableBridge } from '../../renderer/bridge/bridge'
import { createColyseusBridge } from '../../renderer/bridge/colyseusBridge'
import { freePort } from './serverProcess'

let host: MatchHost
let server: OnlineServer
let dataDir: string
let port: number

async function startServer(): Promise<OnlineServer> {
  return startOnlineServer({
    host,
    port,
    store: new TableStore(dataDir),
    // The host outlives the server here, so a kept table's match is still open on it.
    resumeMatch: (matchId) => Promise.resolve(host.list().some((m) => m.matchId === matchId)),
  })
}

beforeEach(async () => {
  host = new MatchHost({ registry: games, bots, botDelayMs: 0 })
  dataDir = await mkdtemp(join(tmpdir(), 'zt-bridge-'))
  port = await freePort()
  server = await startServer()
})

afterEach(async () => {
  await server.close()
  await rm(dataDir, { recursive: true, force: true })
})

function openTable(): Promise<StartedTable> {
  return server.openTable({
    game: 'selfish',
    seed: 'bridge',
    seats: [
      { name: 'Ann', kind: 'human' },
      { name: 'Bob', kind: 'human' },
    ],
  })
}

function seatBridge(table: OnlineTable, seat: number, timeoutMs = 5000): TableBridge {
  return createColyseusBridge(
    { server: server.url, tableId: table.tableId, token: table.invites[seat]!.token, watch: false },
    { timeoutMs, rejoinDelaysMs: [50, 100, 200] },
  )
}

function statusBecomes(bridge: TableBridge, state: ConnectionStatus['state']): Promise<void> {
  return new Promise((resolve) => {
    if (bridge.status().state === state) return resolve()
    const stop = bridge.onStatus((status) => {
      if (status.state !== state) return
      stop()
      resolve()
    })
  })
}

describe('the online table transport', () => {
  it('follows its own seat: the picture in the reply, every later move as a push', async () => {
    const table = await openTable()
    const ann = seatBridge(table, 0)
    const first = await ann.request('match:subscribe', { matchId: table.matchId, viewer: 0 })
    expect(first.ok).toBe(true)
    const picture = (first as { result: HostUpdate }).result
    expect(picture.viewer).toBe(0)
    expect(ann.status().state).toBe('open')
    expect(ann.transport).toBe('colyseus')

    const bob = seatBridge(table, 1)
    const bobFirst = await bob.request('match:subscribe', { matchId: table.matchId, viewer: 1 })
    const pictures = [picture, (bobFirst as { result: HostUpdate }).result]
    const mover = picture.toAct[0]!
    const pushed = new Promise<HostUpdate>((resolve) => ann.on('match:update', resolve))
    const moved = await [ann, bob][mover]!.request('match:intent', {
      matchId: table.matchId,
      seat: mover,
      action: pictures[mover]!.legal[0] as RequestPayload<'match:intent'>['action'],
      version: picture.version,
    })
    expect(moved).toEqual({ ok: true, result: { ok: true, version: picture.version + 1 } })
    expect((await pushed).version).toBe(picture.version + 1)
  })

  it('says the connection is lost while it is down, and is open again once Colyseus brings it back', async () => {
    const table = await openTable()
    const ann = seatBridge(table, 0)
    expect((await ann.request('match:subscribe', { matchId: table.matchId, viewer: 0 })).ok).toBe(true)
    const [cached] = await matchMaker.query({ name: 'table' })
    const room = matchMaker.getLocalRoomById(cached!.roomId)
    const reconnecting = statusBecomes(ann, 'reconnecting')
    ;(room.clients[0]!.ref as unknown as { terminate(): void }).terminate()
    await reconnecting
    expect(await ann.request('match:subscribe', { matchId: table.matchId, viewer: 0 })).toEqual({
      ok: false,
      error: { code: 'UNREACHABLE', message: 'The connection to the table was lost. Reconnecting…' },
    })
    await statusBecomes(ann, 'open')
    expect((await ann.request('match:subscribe', { matchId: table.matchId, viewer: 0 })).ok).toBe(true)
  })

  it('a wrong invite gets the server’s words, not a hang', async () => {
    const table = await openTable()
    const stranger = createColyseusBridge(
      { server: server.url, tableId: table.tableId, token: 'guessed', watch: false },
      { timeoutMs: 1500, rejoinDelaysMs: [5000] },
    )
    expect(await stranger.request('match:subscribe', { matchId: table.matchId, viewer: 0 })).toEqual({
      ok: false,
      error: { code: 'UNREACHABLE', message: 'That invite is not for this table.' },
    })
  })

  it('joins the seat again by itself when the server is restarted under it', async () => {
    const table = await openTable()
    const ann = seatBridge(table, 0)
    expect((await ann.request('match:subscribe', { matchId: table.matchId, viewer: 0 })).ok).toBe(true)
    const reconnecting = statusBecomes(ann, 'reconnecting')
    await server.close()
    await reconnecting
    server = await startServer()
    await statusBecomes(ann, 'open')
    const again = await ann.request('match:subscribe', { matchId: table.matchId, viewer: 0 })
    expect(again.ok).toBe(true)
  }, 30_000)
})
