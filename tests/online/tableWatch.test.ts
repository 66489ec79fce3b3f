/**
 * Spectators at an online table (issue 43): a page opened from the table's stream link watches the
 * match behind the table's caster delay, enforced by the server, and is never sent a hand. A stream
 * link only watches: it cannot play, sit, or run the table, and a wrong one counts as a guess.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { MatchHost } from '../../electron/host'
import type { OnlineServer } from '../../electron/online/onlineServer'
import { MAX_WATCHERS } from '../../electron/online/tableRoom'
import type { ActiveMatch, HostUpdate, Reply, RequestChannel } from '../../electron/protocol'
import { manualClock, type ManualClock } from '../electron/service/streamClock'
import { cardsOnlySeenBy, leaked } from './hiddenCards'
import { joinTable, seededPick, watchTable, type SeatClient } from './seatClient'
import { startTestTables, stopTestTables } from './testTables'

/** Shorter than the match, on the test clock (Ann takes a second a move; she makes over 20). */
const DELAY_SECONDS = 10

let host: MatchHost
let server: OnlineServer
let clock: ManualClock
const joined: SeatClient[] = []

beforeEach(async () => {
  clock = manualClock()
  // Fixed win chances (the estimate itself is tested in tests/engine/bots/winChance.test.ts).
  const chances = { estimate: async () => [0.5, 0.3, 0.2] }
  ;({ host, server } = await startTestTables({ streamClock: clock, chances }))
})

afterEach(() => stopTestTables(server, joined))

const ANN_BOB_AND_A_BOT = [
  { name: 'Ann', kind: 'human' as const },
  { name: 'Bob', kind: 'human' as const },
  { name: 'Rob', kind: 'bot' as const, bot: 'random' },
]

async function enter(tableId: string, token: string, watch = false): Promise<SeatClient> {
  const client = watch
    ? await watchTable(server.url, tableId, token)
    : await joinTable(server.url, tableId, token, 0)
  joined.push(client)
  return client
}

function pushes<T>(client: SeatClient, channel: string): T[] {
  return client.frames
    .filter((f): f is { push: string; payload: T } => (f as { push?: string }).push === channel)
    .map((f) => f.payload)
}

async function until(done: () => boolean, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!done()) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

describe('a table’s stream link', () => {
  it('shows the match only once the caster delay has passed, and never a hand', async () => {
    const table = await server.openTable(
      { game: 'selfish', seats: ANN_BOB_AND_A_BOT, seed: 'watch-1' },
      { lobby: true, streamDelaySeconds: DELAY_SECONDS },
    )
    const stream = await enter(table.tableId, table.watchToken, true)
    const info = await stream.request('app:info', {})
    expect(info).toMatchObject({ ok: true, result: { role: 'spectator', transport: 'colyseus' } })
    expect((info as { result: { seat?: unknown } }).result.seat).toBeUndefined()
    expect(await stream.request('match:active', {})).toEqual({ ok: true, result: null })

    const [ann, bob] = [
      await enter(table.tableId, table.invites[0]!.token),
      await enter(table.tableId, table.invites[1]!.token),
    ]
    expect((await ann.request('table:start', {})).ok).toBe(true)
    const { matchId } = await ann.lobby((l) => l.matchId !== null)
    // When each version happened, on the table's clock (the server is in this process).
    const happened = new Map<number, number>()
    host.subscribe(matchId!, 'spectator', (u) => happened.set(u.version, clock.now()))
    // The stream page follows the match once it hears of it, as the page does.
    const following: Promise<Reply<RequestChannel>>[] = []
    const follow = () => {
      if (following.length === 0 && pushes(stream, 'match:focused').length > 0) {
        following.push(stream.request('match:subscribe', { matchId, viewer: 'spectator' }))
      }
    }
    // A second passes on the table's clock before each of Ann's moves.
    const annPaced = (): null => {
      clock.advance(1000)
      follow()
      return null
    }
    const [annEnd] = await Promise.all([
      ann.playToTheEnd(matchId!, 0, seededPick(5), 60_000, annPaced),
      bob.playToTheEnd(matchId!, 1, seededPick(6)),
    ])
    expect(annEnd.outcome).not.toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 200))
    follow()
    expect(following).toHaveLength(1)
    const first = (await following[0]) as { ok: boolean; result: HostUpdate }
    expect(first.ok).toBe(true)
    expect(pushes<ActiveMatch>(stream, 'match:focused').map((m) => m.matchId)).toEqual([matchId])

    // What the stream page has is exactly the match as it stood the delay ago: nothing newer.
    const seen = [first.result, ...pushes<HostUpdate>(stream, 'match:update')].map((u) => u.version)
    const due = [...happened].filter(([, at]) => at <= clock.now() - DELAY_SECONDS * 1000)
    expect(due.length).toBeGreaterThan(0)
    expect(due.length).toBeLessThan(happened.size)
    expect(Math.max(...seen)).toBe(Math.max(...due.map(([version]) => version)))
    // The win chances came with the moves (behind the delay like them).
    expect(
      pushes<HostUpdate>(stream, 'match:update').filter((u) => u.chances !== undefined).length,
    ).toBeGreaterThan(0)

    // Once the delay has passed the end too, the stream page sees it.
    clock.advance(DELAY_SECONDS * 1000)
    await until(() => pushes<HostUpdate>(stream, 'match:update').some((u) => u.outcome !== null))
    expect(pushes<HostUpdate>(stream, 'match:update').at(-1)!.version).toBe(annEnd.version)

    const record = host.record(matchId!)
    const annOnly = cardsOnlySeenBy(record, 0, 1)
    const bobOnly = cardsOnlySeenBy(record, 1, 0)
    expect(annOnly.size).toBeGreaterThan(0)
    expect(leaked(annOnly, ann.frames).length).toBeGreaterThan(0)
    expect(leaked(annOnly, stream.frames)).toEqual([])
    expect(leaked(bobOnly, stream.frames)).toEqual([])
  }, 120_000)

  it('only watches: no seat’s view, no move, no say in the table', async () => {
    const table = await server.openTable({ game: 'selfish', seats: ANN_BOB_AND_A_BOT, seed: 'watch-2' })
    const stream = await enter(table.tableId, table.watchToken, true)
    const refusals = await Promise.all([
      stream.request('match:subscribe', { matchId: table.matchId, viewer: 0 }),
      stream.request('match:intent', {
        matchId: table.matchId,
        seat: 0,
        action: { type: 'endTurn' },
        version: 0,
      }),
      stream.request('table:start', {}),
      stream.request('table:lobby', {}),
      stream.request('settings:get', {}),
    ])
    for (const reply of refusals) expect(reply).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } })
    expect(host.record(table.matchId).log).toEqual([])
  })

  it('a wrong stream link is refused in words, and a seat’s invite is not a stream link', async () => {
    const table = await server.openTable({ game: 'selfish', seats: ANN_BOB_AND_A_BOT, seed: 'watch-3' })
    await expect(watchTable(server.url, table.tableId, 'guessed')).rejects.toThrow(
      'That stream link is not for this table.',
    )
    await expect(watchTable(server.url, table.tableId, table.invites[0]!.token)).rejects.toThrow(
      'That stream link is not for this table.',
    )
    // Nor is the stream link a seat.
    await expect(joinTable(server.url, table.tableId, table.watchToken)).rejects.toThrow(
      'That invite is not for this table.',
    )
  })

  it(`takes ${MAX_WATCHERS} spectator pages at once, and says so to one more`, async () => {
    const table = await server.openTable({ game: 'selfish', seats: ANN_BOB_AND_A_BOT, seed: 'watch-4' })
    for (let i = 0; i < MAX_WATCHERS; i++) await enter(table.tableId, table.watchToken, true)
    await expect(watchTable(server.url, table.tableId, table.watchToken)).rejects.toThrow(
      'as many spectators as it can take',
    )
    // The people's seats are still theirs to take.
    const ann = await enter(table.tableId, table.invites[0]!.token)
    expect((await ann.request('match:subscribe', { matchId: table.matchId, viewer: 0 })).ok).toBe(true)
  })
})
