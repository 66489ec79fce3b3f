import { describe, expect, it, vi } from 'vitest'
import type { HostUpdate } from '../../../electron/host'
import { MAX_CONNECTIONS, MAX_MESSAGE_BYTES, MAX_PLAYER_MESSAGE_BYTES } from '../../../electron/stream/server'
import { SELFISH_SEATS } from '../service/helpers'
import { connect, startTestTable, upgradeStatus } from './helpers'

interface SelfishView {
  readonly hand: unknown
}

describe('table server: who may open the socket', () => {
  it('refuses a missing or wrong token with 401, a foreign page with 403, another path with 404', async () => {
    const table = await startTestTable()
    const base = `ws://127.0.0.1:${table.server.port}`
    const own = { Origin: `http://127.0.0.1:${table.server.port}` }
    expect(await upgradeStatus(`${base}/ws`, own)).toBe(401)
    expect(await upgradeStatus(`${base}/ws?token=`, own)).toBe(401)
    expect(await upgradeStatus(`${base}/ws?token=${'0'.repeat(32)}`, own)).toBe(401)
    expect(await upgradeStatus(`${base}/ws?token=${table.token}x`, own)).toBe(401)
    expect(await upgradeStatus(`${base}/ws?token=${table.token}`, { Origin: 'https://evil.example' })).toBe(
      403,
    )
    expect(await upgradeStatus(`${base}/ws?token=${table.token}`, { Origin: 'null' })).toBe(403)
    expect(
      await upgradeStatus(`${base}/ws?token=${table.token}`, {
        Origin: `http://127.0.0.1:${table.server.port + 1}`,
      }),
    ).toBe(403)
    expect(await upgradeStatus(`${base}/other?token=${table.token}`, own)).toBe(404)

    expect(await upgradeStatus(`${base}/ws?token=${table.token}`, own)).toBe(101)
    expect(
      await upgradeStatus(`${base}/ws?token=${table.spectatorToken}`, {
        Origin: `http://localhost:${table.server.port}`,
      }),
    ).toBe(101)
    expect(await upgradeStatus(`${base}/ws?token=${table.token}`)).toBe(101) // no Origin: not a web page
  })
})

describe('table server: playing and watching over the socket', () => {
  it('lets a player create, subscribe and play; pushes arrive as {push, payload}', async () => {
    const table = await startTestTable()
    const player = await connect(table, table.token)
    expect(await player.result('app:info', {})).toMatchObject({ transport: 'websocket', role: 'player' })

    const { matchId } = await player.result('match:create', {
      game: 'selfish',
      seats: SELFISH_SEATS,
      seed: 7,
    })
    expect((await player.waitForPushes('match:opened', 1))[0]?.payload).toEqual({
      matchId,
      game: 'selfish',
      source: 'created',
    })
    await table.runtime.host.idle(matchId)
    const snapshot = await player.result('match:subscribe', { matchId, viewer: 0 })
    expect(snapshot.legal.length).toBeGreaterThan(0)
    expect((snapshot.view as SelfishView).hand).not.toBeNull()

    const intent = await player.result('match:intent', {
      matchId,
      seat: 0,
      action: snapshot.legal[0],
      version: snapshot.version,
    })
    expect(intent).toEqual({ ok: true, version: snapshot.version + 1 })
    const [first] = await player.waitForPushes('match:update', 1)
    expect((first?.payload as HostUpdate).version).toBe(snapshot.version + 1)
  })

  it('lets a spectator watch as the spectator only, with no hand', async () => {
    const table = await startTestTable()
    const player = await connect(table, table.token)
    const tv = await connect(table, table.spectatorToken)
    expect(await tv.result('app:info', {})).toMatchObject({ role: 'spectator' })

    const create = await tv.request('match:create', { game: 'selfish', seats: SELFISH_SEATS })
    expect(create).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } })
    const { matchId } = await player.result('match:create', {
      game: 'selfish',
      seats: SELFISH_SEATS,
      seed: 7,
    })
    await table.runtime.host.idle(matchId)
    expect((await tv.waitForPushes('match:focused', 1))[0]?.payload).toMatchObject({ matchId })
    expect((await tv.result('match:active', {}))?.matchId).toBe(matchId)

    expect(await tv.request('match:subscribe', { matchId, viewer: 0 })).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    })
    const watching = await tv.result('match:subscribe', { matchId, viewer: 'spectator' })
    expect((watching.view as SelfishView).hand).toBeNull()
    expect(
      await tv.request('match:intent', {
        matchId,
        seat: 0,
        action: { type: 'x' },
        version: watching.version,
      }),
    ).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } })
    expect(await tv.request('saves:list', {})).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } })

    const seat = await player.result('match:subscribe', { matchId, viewer: 0 })
    await player.result('match:intent', { matchId, seat: 0, action: seat.legal[0], version: seat.version })
    const [update] = await tv.waitForPushes('match:update', 1)
    expect(update?.payload).toMatchObject({ viewer: 'spectator', version: seat.version + 1 })
    expect(((update?.payload as HostUpdate).view as SelfishView).hand).toBeNull()
  })

  it('answers unreadable messages with a BAD_REQUEST reply and keeps the connection', async () => {
    const table = await startTestTable()
    const player = await connect(table, table.token)
    const bad = { ok: false, error: { code: 'BAD_REQUEST' } }
    expect(await player.sendRaw('{not json')).toMatchObject({ id: null, reply: bad })
    expect(await player.sendRaw('[1,2,3]')).toMatchObject({ id: null, reply: bad })
    expect(await player.sendRaw('"hello"')).toMatchObject({ id: null, reply: bad })
    expect(await player.sendRaw(JSON.stringify({ channel: 'app:info', payload: {} }))).toMatchObject({
      id: null,
      reply: bad,
    })
    expect(await player.sendRaw(JSON.stringify({ id: 'a', payload: {} }))).toMatchObject({
      id: 'a',
      reply: bad,
    })
    expect(await player.sendRaw(JSON.stringify({ id: 'b', channel: 'rm -rf', payload: {} }))).toMatchObject({
      id: 'b',
      reply: bad,
    })
    expect(
      await player.sendRaw(
        JSON.stringify({ id: 'c', channel: 'match:subscribe', payload: { viewer: 'god' } }),
      ),
    ).toMatchObject({
      id: 'c',
      reply: bad,
    })
    expect(await player.sendRaw(Buffer.from([1, 2, 3]))).toMatchObject({ id: null, reply: bad })
    expect(await player.result('app:info', {})).toMatchObject({ role: 'player' })
  })

  it('closes a connection that sends a message over the size limit, and serves the next one', async () => {
    const table = await startTestTable()
    const player = await connect(table, table.token)
    player.socket.send(
      JSON.stringify({
        id: 1,
        channel: 'app:info',
        payload: { junk: 'x'.repeat(MAX_PLAYER_MESSAGE_BYTES) },
      }),
    )
    expect(await player.closed()).toBe(1009)
    const next = await connect(table, table.token)
    expect(await next.result('app:info', {})).toMatchObject({ role: 'player' })
  })

  it('takes a save file far larger than a watcher may send from a player only', async () => {
    const table = await startTestTable()
    const player = await connect(table, table.token)
    const import_ = { fileName: 'big.ztsave.json', text: ' '.repeat(2 * MAX_MESSAGE_BYTES) }
    // Read and refused as no save (it is blank), not cut off for its size.
    expect(await player.request('saves:import', import_)).toMatchObject({
      ok: false,
      error: { code: 'SAVE_ERROR', message: expect.stringMatching(/empty/) as unknown },
    })
    const tv = await connect(table, table.spectatorToken)
    tv.socket.send(JSON.stringify({ id: 1, channel: 'saves:import', payload: import_ }))
    expect(await tv.closed()).toBe(1009)
    expect(await player.result('app:info', {})).toMatchObject({ role: 'player' })
  })

  it('forgets a closed connection’s subscriptions, and drops every socket on close()', async () => {
    const table = await startTestTable()
    const player = await connect(table, table.token)
    const { matchId } = await player.result('match:create', {
      game: 'selfish',
      seats: SELFISH_SEATS,
      seed: 7,
    })
    await player.result('match:subscribe', { matchId, viewer: 'spectator' })
    expect(table.runtime.service.subscriptionCount()).toBe(1)
    player.socket.close()
    await player.closed()
    await vi.waitFor(() => expect(table.runtime.service.subscriptionCount()).toBe(0))

    const other = await connect(table, table.token)
    await table.server.close()
    expect(await other.closed()).toBe(1006)
  })
})

describe('table server: room for the players', () => {
  it('keeps room for the player however many spectators connect', async () => {
    const table = await startTestTable()
    const url = `ws://127.0.0.1:${table.server.port}/ws?token=`
    const origin = { Origin: `http://127.0.0.1:${table.server.port}` }
    const spectators = await Promise.all(
      Array.from({ length: 70 }, () => upgradeStatus(url + table.spectatorToken, origin)),
    )
    expect(spectators.filter((status) => status === 101)).toHaveLength(MAX_CONNECTIONS.spectator)
    expect(spectators.filter((status) => status === 503)).toHaveLength(70 - MAX_CONNECTIONS.spectator)

    // With every spectator seat taken, the player still connects and plays.
    const player = await connect(table, table.token)
    const { matchId } = await player.result('match:create', {
      game: 'selfish',
      seats: SELFISH_SEATS,
      seed: 7,
    })
    const snapshot = await player.result('match:subscribe', { matchId, viewer: 0 })
    expect(snapshot.matchId).toBe(matchId)
  })
})
