/**
 * An online table on a real Colyseus server (issue 43): two people, each with their own invite,
 * play a whole match against a bot through the room, and no message to either ever holds a card
 * only the other could see. A stranger's tricks (a wrong token, a taken seat, another seat's view
 * or moves, other channels, malformed and oversized messages) are refused and lose nothing.
 *
 * These files run in the isolated lane (not `host`): Colyseus' matchmaker is one per process.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { matchMaker } from '@colyseus/core'
import type { MatchHost } from '../../electron/host'
import { startOnlineServer, type OnlineServer } from '../../electron/online/onlineServer'
import { MAX_REQUESTS_PER_SECOND } from '../../electron/online/tableRoom'
import { cardsOnlySeenBy, leaked } from './hiddenCards'
import type { HostUpdate } from '../../electron/protocol'
import { startTestTables, stopTestTables } from './testTables'
import { joinTable, seededPick, type SeatClient } from './seatClient'

let host: MatchHost
let server: OnlineServer
const joined: SeatClient[] = []

beforeEach(async () => ({ host, server } = await startTestTables()))

afterEach(() => stopTestTables(server, joined))

/** The test server takes machine-speed clients: no pause between requests unless asked. */
async function join(tableId: string, token: string, spacingMs = 0): Promise<SeatClient> {
  const client = await joinTable(server.url, tableId, token, spacingMs)
  joined.push(client)
  return client
}

const TWO_PEOPLE_AND_A_BOT = [
  { name: 'Ann', kind: 'human' as const },
  { name: 'Bob', kind: 'human' as const },
  { name: 'Rob', kind: 'bot' as const, bot: 'random' },
]

describe('an online table', () => {
  it.each([
    ['selfish', 7],
    ['zombielife', 11],
  ])(
    '%s: two people with their own invites play to the end, and neither is ever sent the other’s hidden cards',
    async (game, seed) => {
      const table = await server.openTable({ game, seats: TWO_PEOPLE_AND_A_BOT, seed: `online-${seed}` })
      expect(table.invites.map((i) => i.seat)).toEqual([0, 1])
      const [ann, bob] = [
        await join(table.tableId, table.invites[0]!.token),
        await join(table.tableId, table.invites[1]!.token),
      ]

      const [annEnd, bobEnd] = await Promise.all([
        ann.playToTheEnd(table.matchId, 0, seededPick(seed)),
        bob.playToTheEnd(table.matchId, 1, seededPick(seed + 1)),
      ])
      expect(annEnd.outcome).not.toBeNull()
      expect(bobEnd.version).toBe(annEnd.version)

      const annOnly = cardsOnlySeenBy(host.record(table.matchId), 0, 1)
      const bobOnly = cardsOnlySeenBy(host.record(table.matchId), 1, 0)
      // The audit has something to find: each hand held cards the other never saw.
      expect(annOnly.size).toBeGreaterThan(0)
      expect(bobOnly.size).toBeGreaterThan(0)
      // And it can see them in messages: each person was sent their own.
      expect(leaked(annOnly, ann.frames).length).toBeGreaterThan(0)
      expect(leaked(bobOnly, bob.frames).length).toBeGreaterThan(0)
      expect(leaked(bobOnly, ann.frames)).toEqual([])
      expect(leaked(annOnly, bob.frames)).toEqual([])

      // Once everyone has left the finished table, it is done with: its match closes, its room goes.
      expect(server.tableCount()).toBe(1)
      await Promise.all([ann.leave(), bob.leave()])
      await until(() => server.tableCount() === 0 && !host.list().some((m) => m.matchId === table.matchId))
    },
    120_000,
  )

  it('monopozombie: two people trade with each other through the table and play to the end', async () => {
    const table = await server.openTable({
      game: 'monopozombie',
      seats: TWO_PEOPLE_AND_A_BOT,
      seed: 'online-trade',
    })
    const [ann, bob] = [
      await join(table.tableId, table.invites[0]!.token),
      await join(table.tableId, table.invites[1]!.token),
    ]
    const none = { squares: [], cash: 0, cards: [] }
    let offered = false
    // Ann, on her first turn after a roll, offers Bob $25 for nothing; Bob takes any offer made him.
    const annPlan = (update: HostUpdate): unknown => {
      if (offered || !update.legal.some((a) => (a as { type: string }).type === 'endTurn')) return null
      offered = true
      return { type: 'proposeTrade', to: 1, give: { ...none, cash: 25 }, get: none }
    }
    const bobPlan = (update: HostUpdate): unknown =>
      update.legal.find((a) => (a as { type: string }).type === 'acceptTrade') ?? null
    const [annEnd, bobEnd] = await Promise.all([
      ann.playToTheEnd(table.matchId, 0, seededPick(21), 90_000, annPlan),
      bob.playToTheEnd(table.matchId, 1, seededPick(22), 90_000, bobPlan),
    ])
    expect(annEnd.outcome).not.toBeNull()
    expect(bobEnd.version).toBe(annEnd.version)
    const log = host.record(table.matchId).log
    const proposed = log.findIndex(
      (e) => e.seat === 0 && (e.action as { type: string }).type === 'proposeTrade',
    )
    expect(proposed).toBeGreaterThanOrEqual(0)
    expect(log[proposed + 1]).toMatchObject({ seat: 1, action: { type: 'acceptTrade' } })
    // MonopoZombie hides no card from anyone but the decks' order: the audit still holds, trivially.
    expect(leaked(cardsOnlySeenBy(host.record(table.matchId), 1, 0), ann.frames)).toEqual([])
  }, 120_000)

  it('a person whose connection drops mid-game gets back in by themselves and plays on to the end', async () => {
    const table = await server.openTable({
      game: 'selfish',
      seats: TWO_PEOPLE_AND_A_BOT,
      seed: 'online-drop',
    })
    // At a person's pace, so that the drop comes mid-game.
    const ann = await join(table.tableId, table.invites[0]!.token, 60)
    const bob = await join(table.tableId, table.invites[1]!.token, 60)
    const dropped = new Promise<number>((resolve) => ann.room.onDrop((code) => resolve(code)))
    const back = new Promise<void>((resolve) => ann.room.onReconnect(() => resolve()))
    const games = Promise.all([
      ann.playToTheEnd(table.matchId, 0, seededPick(3)),
      bob.playToTheEnd(table.matchId, 1, seededPick(4)),
    ])
    await until(() => (ann.latest()?.version ?? 0) >= 6)
    const cutAt = ann.latest()!.version
    expect(ann.latest()!.outcome).toBeNull()
    // The network goes: the server loses Ann's socket without a goodbye.
    const [cached] = await matchMaker.query({ name: 'table' })
    const room = matchMaker.getLocalRoomById(cached!.roomId)
    const socket = room.clients.getById(ann.room.sessionId)?.ref as unknown as { terminate(): void }
    socket.terminate()
    expect(await dropped).toBeGreaterThan(1000)
    const t0 = Date.now()
    await back
    expect(Date.now() - t0).toBeLessThan(10_000)
    const [annEnd, bobEnd] = await games
    expect(annEnd.version).toBeGreaterThan(cutAt)
    expect(annEnd.outcome).not.toBeNull()
    expect(bobEnd.version).toBe(annEnd.version)
    expect(host.record(table.matchId).log.length).toBe(annEnd.version)
  }, 60_000)

  it('refuses a stranger’s tricks with a clear error, and the match is unchanged', async () => {
    const table = await server.openTable({ game: 'selfish', seats: TWO_PEOPLE_AND_A_BOT, seed: 'tricks' })
    const [annInvite, bobInvite] = table.invites
    await expect(join(table.tableId, 'not-a-token')).rejects.toThrow('That invite is not for this table.')
    const ann = await join(table.tableId, annInvite!.token)
    await expect(join(table.tableId, annInvite!.token)).rejects.toThrow(
      'Someone is already sitting at that seat.',
    )

    const first = await ann.request('match:subscribe', { matchId: table.matchId, viewer: 0 })
    expect(first.ok).toBe(true)
    const version = host.record(table.matchId).log.length

    const refusals = await Promise.all([
      ann.request('match:subscribe', { matchId: table.matchId, viewer: 1 }),
      ann.request('match:subscribe', { matchId: table.matchId, viewer: 'spectator' }),
      ann.request('match:intent', { matchId: table.matchId, seat: 1, action: { type: 'rest' }, version }),
      ann.request('saves:list', {}),
      ann.request('match:create', { game: 'selfish', seats: TWO_PEOPLE_AND_A_BOT }),
      ann.request('match:takeBack', { matchId: table.matchId, seat: 0, version }),
      ann.request('match:subscribe', { matchId: 'another-match', viewer: 0 }),
      ann.request('no:such', {}),
    ])
    expect(refusals.map((r) => (r.ok ? 'ok' : `${r.error.code}: ${r.error.message}`))).toEqual([
      'FORBIDDEN: You can only watch from your own seat.',
      'FORBIDDEN: You can only watch from your own seat.',
      'FORBIDDEN: You can only move for your own seat.',
      'FORBIDDEN: At an online table you can only follow and play your own seat.',
      'FORBIDDEN: At an online table you can only follow and play your own seat.',
      'FORBIDDEN: At an online table you can only follow and play your own seat.',
      'NOT_FOUND: That match is not at this table.',
      'BAD_REQUEST: There is no channel "no:such".',
    ])

    // A message that is not a request gets a reply saying so (its id unknown: null).
    const before = ann.frames.length
    ann.sendRaw(42)
    await until(() => ann.frames.length > before)
    expect(ann.frames.at(-1)).toEqual({
      id: null,
      reply: {
        ok: false,
        error: { code: 'BAD_REQUEST', message: 'A message must be a JSON object {id, channel, payload}.' },
      },
    })

    // An oversized message closes only its own connection; Bob still takes his seat and plays on.
    const left = new Promise<number>((resolve) => ann.room.onLeave((code) => resolve(code)))
    ann.sendRaw({ id: 99, channel: 'match:intent', payload: 'x'.repeat(200_000) })
    expect(await left).toBeGreaterThan(1000)
    const bob = await join(table.tableId, bobInvite!.token)
    const bobFirst = await bob.request('match:subscribe', { matchId: table.matchId, viewer: 1 })
    expect(bobFirst.ok).toBe(true)
    expect(host.record(table.matchId).log.length).toBe(version)
  }, 60_000)
})

describe('an online table’s short codes', () => {
  it('a code takes its seat, typed any way; guessing is refused after ten wrong tries from one address', async () => {
    const table = await server.openTable({ game: 'selfish', seats: TWO_PEOPLE_AND_A_BOT, seed: 'codes' })
    const [ann, bob] = table.invites
    expect(ann!.code).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/)
    const ask = (code: string) =>
      fetch(`${server.url}/codes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code }),
      }).then(async (r) => ({
        status: r.status,
        body: (await r.json()) as { tableId?: string; error?: string },
      }))

    const found = await ask(` ${ann!.code.replace('-', '').toLowerCase()} `)
    expect(found).toEqual({ status: 200, body: { tableId: table.tableId } })
    const annByCode = await join(table.tableId, ann!.code.toLowerCase())
    const update = await annByCode.request('match:subscribe', { matchId: table.matchId, viewer: 0 })
    expect(update.ok).toBe(true)

    for (let i = 0; i < 10; i++) {
      const wrong = await ask(i % 2 === 0 ? 'ZZZZZ-ZZZZZ' : `0000${i}-00000`)
      expect(wrong.status).toBe(404)
      expect(wrong.body.error).toBe('There is no table for that code here. Check it with the host.')
    }
    // Past the limit, even a right code or a right link is refused from this address for a while.
    expect(await ask(bob!.code)).toEqual({
      status: 429,
      body: { error: 'Too many wrong invites from your address: try again in 10 minutes.' },
    })
    await expect(join(table.tableId, bob!.token)).rejects.toThrow(
      'Too many wrong invites from your address: try again in 10 minutes.',
    )
  })
})

describe('an online table’s flood limit', () => {
  it('drops a connection that floods the table, and the match and the other seat are unaffected', async () => {
    await server.close()
    server = await startOnlineServer({ host, port: 0 })
    const table = await server.openTable({ game: 'selfish', seats: TWO_PEOPLE_AND_A_BOT, seed: 'flood' })
    const ann = await join(table.tableId, table.invites[0]!.token)
    const bob = await join(table.tableId, table.invites[1]!.token)
    const version = host.record(table.matchId).log.length
    const left = new Promise<number>((resolve) => ann.room.onLeave((code) => resolve(code)))
    for (let i = 0; i < MAX_REQUESTS_PER_SECOND * 3; i++) {
      ann.sendRaw({
        id: i,
        channel: 'match:intent',
        payload: { matchId: table.matchId, seat: 0, action: {}, version },
      })
    }
    expect(await left).toBeGreaterThan(1000)
    const bobFirst = await bob.request('match:subscribe', { matchId: table.matchId, viewer: 1 })
    expect(bobFirst.ok).toBe(true)
    expect(host.record(table.matchId).log.length).toBe(version)
  }, 30_000)
})

async function until(done: () => boolean, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!done()) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}
