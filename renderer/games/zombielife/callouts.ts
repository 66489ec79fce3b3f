/**
 * Zombielife's big moments for the stream page: a player turning, a bite, an insurance pay-out, a
 * Market Crash; and the final standings by the game's own score (the Wonga it counts at the end,
 * ties to the player who took a turn last).
 */
import type { GameEvent, Outcome } from '../../../engine/core/types'
import { assetName } from '../../../engine/games/zombielife/data'
import type { ZombielifeEvent, ZombielifeView } from '../../../engine/games/zombielife/types'
import type { SeatConfig } from '../../../electron/protocol/match'
import raw from '../../../assets/zombielife/callouts.json'
import { callOutBook, callOutFileFrom, type CallOut } from '../../hud/callOutWords'
import { rankStandings, seatName, type Standing } from '../../hud/standings'

const WORDS = callOutBook(callOutFileFrom('assets/zombielife/callouts.json', raw))

export function zombielifeCallout(
  event: GameEvent,
  view: ZombielifeView,
  seats: readonly SeatConfig[],
): CallOut | null {
  const e = event as ZombielifeEvent
  const name = (seat: number) => seatName(seats, view.players, seat)
  switch (e.type) {
    case 'playerZombified':
      return WORDS.callout('playerZombified', { player: name(e.seat) })
    case 'bitten':
      return WORDS.callout('bitten', { player: name(e.seat), zombie: name(e.zombie) })
    case 'insuranceClaimed':
      return WORDS.callout('insuranceClaimed', {
        player: name(e.seat),
        amount: e.amount,
        asset: assetName(e.kind),
      })
    case 'cardPlayed':
      return e.kind === 'marketCrash'
        ? WORDS.callout('cardPlayed:marketCrash', { player: name(e.seat) })
        : null
    default:
      return null
  }
}

export function zombielifeStandings(
  view: ZombielifeView,
  outcome: Outcome,
  seats: readonly SeatConfig[],
): Standing[] {
  return rankStandings(
    view.players.map((p) => {
      const score = outcome.scores[p.seat] ?? p.score
      return {
        seat: p.seat,
        name: seatName(seats, view.players, p.seat),
        detail: WORDS.standing(p.zombie ? 'zombie' : 'human', { score }),
        winner: outcome.winners.includes(p.seat),
        rank: [score, p.lastTurn],
      }
    }),
  )
}
