/**
 * Selfish's big moments for the stream page: a player turning, reaching the chopper, bitten, robbed
 * or wiped out by the Bandits; and the final standings (the escaper, then how far up the columns).
 */
import type { GameEvent, Outcome } from '../../../engine/core/types'
import type { SelfishEvent, SelfishView } from '../../../engine/games/selfish/types'
import type { SeatConfig } from '../../../electron/protocol/match'
import raw from '../../../assets/selfish/callouts.json'
import { callOutBook, callOutFileFrom, type CallOut } from '../../hud/callOutWords'
import { rankStandings, seatName, type Standing } from '../../hud/standings'

const WORDS = callOutBook(callOutFileFrom('assets/selfish/callouts.json', raw))

export function selfishCallout(
  event: GameEvent,
  view: SelfishView,
  seats: readonly SeatConfig[],
): CallOut | null {
  const e = event as SelfishEvent
  const name = (seat: number) => seatName(seats, view.players, seat)
  switch (e.type) {
    case 'playerDied':
      return WORDS.callout('playerDied', { player: name(e.seat) })
    case 'survivorMoved':
      return e.level === view.chopperLevel
        ? WORDS.callout('survivorMoved:chopper', { player: name(e.seat) })
        : null
    case 'cardBitten':
    case 'cardStolen':
    case 'suppliesStolen':
      return WORDS.callout(e.type, { player: name(e.seat), attacker: name(e.attacker) })
    case 'cardsDiscarded':
      // A wipe-out: the Bandits took the whole hand (the view is the update the discard brought).
      return e.reason === 'bandits' && view.players[e.seat]?.handCount === 0
        ? WORDS.callout('cardsDiscarded:banditsWipeOut', { player: name(e.seat) })
        : null
    default:
      return null
  }
}

export function selfishStandings(
  view: SelfishView,
  outcome: Outcome,
  seats: readonly SeatConfig[],
): Standing[] {
  const top = view.chopperLevel
  return rankStandings(
    view.players.map((p) => {
      const escaped = outcome.winners.includes(p.seat)
      const key = escaped ? 'escaped' : p.alive ? 'survivor' : 'zombie'
      return {
        seat: p.seat,
        name: seatName(seats, view.players, p.seat),
        detail: WORDS.standing(key, { level: p.level, top }),
        winner: escaped,
        // How far up the column; a survivor ahead of a zombie on the same space.
        rank: [p.level, p.alive ? 1 : 0],
      }
    }),
  )
}
