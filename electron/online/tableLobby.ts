/** An online table's lobby as everyone at it sees it, made from the held table and who is here. */
import type { Seat } from '../../engine/core/types'
import type { TableLobby } from '../protocol'
import type { HeldTable } from './onlineTables'

/** Who is at the table: the room keeps it, from its connections. */
export interface Presence {
  /** Seats whose person is connected now. */
  readonly here: Set<Seat>
  /** Seats whose person joined and is gone, since when (ms since the epoch). */
  readonly awaySince: Map<Seat, number>
  /** People's seats a bot plays until their person is back. */
  readonly standIns: Set<Seat>
}

export function lobbyOf(table: HeldTable, presence: Presence, ended: boolean, now: number): TableLobby {
  const limitMs = table.awayLimitSeconds * 1000
  return {
    tableId: table.tableId,
    matchId: table.matchId,
    game: table.request.game,
    hostSeat: table.hostSeat,
    awayLimitSeconds: table.awayLimitSeconds,
    streamDelaySeconds: table.streamDelaySeconds,
    ended,
    seats: table.request.seats.map((config, seat) => {
      const awaySince = presence.awaySince.get(seat) ?? null
      return {
        seat,
        name: config.name,
        kind: config.kind === 'bot' || table.botSeats.has(seat) ? 'bot' : 'person',
        here: presence.here.has(seat),
        awaySince,
        overdue: awaySince !== null && now - awaySince >= limitMs,
        botStandsIn: presence.standIns.has(seat),
      }
    }),
  }
}
