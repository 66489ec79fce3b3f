/**
 * MonopoZombie's big moments for the stream page: a player turning, the Outbreak and the Apocalypse,
 * a hotel, a bankruptcy, a player out, an auction won; and the final standings (the winners, then
 * by worth, survivors before zombies, players out last).
 */
import type { GameEvent, Outcome } from '../../../engine/core/types'
import type { MonopoEvent, MonopoView } from '../../../engine/games/monopozombie/types'
import type { SeatConfig } from '../../../electron/protocol/match'
import raw from '../../../assets/monopozombie/callouts.json'
import { callOutBook, callOutFileFrom, type CallOut } from '../../hud/callOutWords'
import { rankStandings, seatName, type Standing } from '../../hud/standings'
import { money, squareName } from './hud/boardInfo'

const WORDS = callOutBook(callOutFileFrom('assets/monopozombie/callouts.json', raw))

/** The level of a lot with a hotel (0..4 are houses). */
const HOTEL_LEVEL = 5

export function monopozombieCallout(
  event: GameEvent,
  view: MonopoView,
  seats: readonly SeatConfig[],
): CallOut | null {
  const e = event as MonopoEvent
  const name = (seat: number) => seatName(seats, view.players, seat)
  switch (e.type) {
    case 'converted':
    case 'bankrupt':
    case 'eliminated':
      return WORDS.callout(e.type, { player: name(e.seat) })
    case 'stageChanged':
      return WORDS.callout(`stageChanged:${e.stage}`, {})
    case 'built':
      return e.level === HOTEL_LEVEL
        ? WORDS.callout('built:hotel', { player: name(e.seat), street: squareName(e.square) })
        : null
    case 'auctionWon': {
      const values = { player: name(e.seat), amount: money(e.amount) }
      return e.lot.kind === 'deed'
        ? WORDS.callout('auctionWon:deed', { ...values, street: squareName(e.lot.square) })
        : WORDS.callout(`auctionWon:${e.lot.building}`, values)
    }
    default:
      return null
  }
}

export function monopozombieStandings(
  view: MonopoView,
  outcome: Outcome,
  seats: readonly SeatConfig[],
): Standing[] {
  return rankStandings(
    view.players.map((p) => {
      const worth = outcome.scores[p.seat] ?? p.worth
      const key = p.eliminated ? 'eliminated' : p.zombie ? 'zombie' : 'survivor'
      return {
        seat: p.seat,
        name: seatName(seats, view.players, p.seat),
        detail: WORDS.standing(key, { worth: money(worth) }),
        winner: outcome.winners.includes(p.seat),
        rank: [p.eliminated ? 0 : 1, worth, p.zombie ? 0 : 1],
      }
    }),
  )
}
