/**
 * An online table's lobby and absences (issue 43, items 3 and 4), on a real Colyseus server: the
 * host starts the match once everyone is there or their seat is given to a bot; a person away past
 * the table's limit leaves the host the choice (wait, a bot plays for them until they are back, end
 * and save); and a person who comes back with their invite while their dropped connection still
 * holds the seat (a reloaded page) gets it at once.
 *
 * In the isolated lane (not `host`): Colyseus' matchmaker is one per process.
 */
import { matchMaker } from '@colyseus/core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { MatchHost } from '../../electron/host'
import type { OnlineServer } from '../../electron/online/onlineServer'
import type { OnlineTable } from '../../electron/online/onlineTables'
import type { Reply, RequestChannel, TableLobby } from '../../electron/protocol'
import { startTestTables, stopTestTables } from './testTables'
import { joinTable, seededPick, type SeatClient } from './seatClient'

let host: MatchHost
let server: OnlineServer
const joined: SeatClient[] = []

beforeEach(async () => ({ host, server } = await startTestTables()))

afterEach(() => stopTestTables(server, joined))

async function join(table: OnlineTable, seat: number): Promise<SeatClient> {
  const invite = table.invites.find((i) => i.seat === seat)
  const client = await joinTable(server.url, table.tableId, invite!.token, 0)
  joined.push(client)
  return client
}

function refusal(reply: Reply<RequestChannel>): string {
  return reply.ok ? 'accepted' : reply.error.message
}

const lobbyOf = (reply: Reply<RequestChannel>): TableLobby => (reply as { result: TableLobby }).result

const ANN_BOB_CAT_AND_A_BOT = [
  { name: 'Ann', kind: 'human' as const },
  { name: 'Bob', kind: 'human' as const },
  { name: 'Cat', kind: 'human' as const },
  { name: 'Rob', kind: 'bot' as const, bot: 'random' },
]

describe('an online table’s lobby', () => {
  it('waits for its host to start it: everyone here, or their seat given to a bot', async () => {
    const table = await server.openTable({ game: 'selfish', seats: ANN_BOB_CAT_AND_A_BOT }, { lobby: true })
    expect(table.matchId).toBeNull()
    const ann = await join(table, 0)
    const first = await ann.lobby((l) => l.seats[0]!.here)
    expect(first.matchId).toBeNull()
    expect(first.hostSeat).toBe(0)
    expect(first.seats.map((s) => [s.name, s.kind, s.here])).toEqual([
      ['Ann', 'person', true],
      ['Bob', 'person', false],
      ['Cat', 'person', false],
      ['Rob', 'bot', false],
    ])

    // Nothing to play yet, and nobody can start it while a person is missing.
    expect(refusal(await ann.request('match:subscribe', { matchId: 'x', viewer: 0 }))).toBe(
      'The match has not started yet.',
    )
    expect(refusal(await ann.request('table:start', {}))).toBe(
      'Bob has not joined yet: wait for them, or give their seat to a bot.',
    )

    const bob = await join(table, 1)
    await ann.lobby((l) => l.seats[1]!.here)
    // Only the host runs the table.
    expect(refusal(await bob.request('table:start', {}))).toBe('Only the table’s host can do that.')
    expect(refusal(await bob.request('table:seatBot', { seat: 2 }))).toBe(
      'Only the table’s host can do that.',
    )
    expect(refusal(await ann.request('table:seatBot', { seat: 1 }))).toBe(
      'Someone is sitting at that seat: it is theirs.',
    )

    const given = lobbyOf(await ann.request('table:seatBot', { seat: 2 }))
    expect(given.seats[2]!.kind).toBe('bot')
    // Cat's link no longer gives her the seat.
    await expect(join(table, 2)).rejects.toThrow('The host gave that seat to a bot.')

    const started = lobbyOf(await ann.request('table:start', {}))
    expect(started.matchId).not.toBeNull()
    const heard = await bob.lobby((l) => l.matchId !== null)
    expect(heard.matchId).toBe(started.matchId)
    const seats = host.list().find((m) => m.matchId === started.matchId)
    expect(seats).toBeDefined()
    const update = await bob.request('match:subscribe', { matchId: started.matchId, viewer: 1 })
    expect(update.ok).toBe(true)
    const kinds = (update as unknown as { result: { seats: { kind: string }[] } }).result.seats.map(
      (s) => s.kind,
    )
    expect(kinds).toEqual(['human', 'human', 'bot', 'bot'])
  }, 30_000)
})

describe('a person away from an online table', () => {
  const TWO_PEOPLE = [
    { name: 'Ann', kind: 'human' as const },
    { name: 'Bob', kind: 'human' as const },
  ]

  it('past the limit, the host is asked; a bot plays for them until they are back', async () => {
    const table = await server.openTable(
      { game: 'selfish', seats: TWO_PEOPLE, seed: 'away-bot' },
      {
        awayLimitSeconds: 1,
      },
    )
    const ann = await join(table, 0)
    const bob = await join(table, 1)
    await ann.lobby((l) => l.seats.every((s) => s.here))
    expect(refusal(await ann.request('table:away', { seat: 1, choice: 'bot' }))).toBe('That person is here.')

    await bob.leave()
    const away = await ann.lobby((l) => l.seats[1]!.awaySince !== null && !l.seats[1]!.overdue)
    expect(away.seats[1]!.here).toBe(false)
    const overdue = await ann.lobby((l) => l.seats[1]!.overdue, 4000)
    expect(overdue.seats[1]!.botStandsIn).toBe(false)

    // A bot takes Bob's turns: Ann alone plays the match to its end.
    const standing = lobbyOf(await ann.request('table:away', { seat: 1, choice: 'bot' }))
    expect(standing.seats[1]!.botStandsIn).toBe(true)
    const end = await ann.playToTheEnd(table.matchId!, 0, seededPick(5), 60_000)
    expect(end.outcome).not.toBeNull()
    const log = host.record(table.matchId!).log
    expect(log.some((entry) => entry.seat === 1)).toBe(true)
    // The seat is still Bob's: the save says a person sits there.
    expect(end.seats[1]!.kind).toBe('human')
  }, 90_000)

  it('coming back, the person has the seat again and the bot stands up', async () => {
    const table = await server.openTable(
      { game: 'selfish', seats: TWO_PEOPLE, seed: 'away-back' },
      {
        awayLimitSeconds: 1,
      },
    )
    const ann = await join(table, 0)
    const bob = await join(table, 1)
    await bob.leave()
    await ann.lobby((l) => l.seats[1]!.overdue, 4000)
    await ann.request('table:away', { seat: 1, choice: 'bot' })
    await join(table, 1)
    const back = await ann.lobby((l) => l.seats[1]!.here)
    expect(back.seats[1]!.botStandsIn).toBe(false)
    expect(back.seats[1]!.awaySince).toBeNull()
  }, 30_000)

  it('“wait” asks again after another spell; “end and save” ends the table for everyone', async () => {
    const table = await server.openTable(
      { game: 'selfish', seats: TWO_PEOPLE, seed: 'away-end' },
      {
        awayLimitSeconds: 1,
      },
    )
    const ann = await join(table, 0)
    const bob = await join(table, 1)
    await bob.leave()
    await ann.lobby((l) => l.seats[1]!.overdue, 4000)
    const waited = lobbyOf(await ann.request('table:away', { seat: 1, choice: 'wait' }))
    expect(waited.seats[1]!.overdue).toBe(false)
    await ann.lobby((l) => l.seats[1]!.overdue, 4000)

    const ended = lobbyOf(await ann.request('table:away', { seat: 1, choice: 'end' }))
    expect(ended.ended).toBe(true)
    // The table and its match close (the host writes the match's autosave as it closes it).
    await until(() => server.tableCount() === 0 && !host.isOpen(table.matchId!))
  }, 30_000)

  it('a person whose dropped connection still holds the seat gets it back at once with their invite', async () => {
    const table = await server.openTable({ game: 'selfish', seats: TWO_PEOPLE, seed: 'reload' })
    const ann = await join(table, 0)
    const bob = await join(table, 1)
    // The page is reloaded: the old socket is gone without a goodbye, and a new one comes.
    const [cached] = await matchMaker.query({ name: 'table' })
    const room = matchMaker.getLocalRoomById(cached!.roomId)
    const socket = room.clients.getById(ann.room.sessionId)?.ref as unknown as { terminate(): void }
    ann.room.reconnection.enabled = false
    socket.terminate()
    await bob.lobby((l) => !l.seats[0]!.here && l.seats[0]!.awaySince !== null)
    const again = await join(table, 0)
    const update = await again.request('match:subscribe', { matchId: table.matchId!, viewer: 0 })
    expect(update.ok).toBe(true)
  }, 30_000)
})

async function until(done: () => boolean, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!done()) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}
