/**
 * Quick moves for a search's playouts: roll, buy what it can pay for, let auctions go, end the
 * turn; now and then (and for every other decision) a random legal move of a random kind, so
 * building, trading and mortgaging still happen. Listing every move of a turn costs more than the
 * rest of a move, and plain random play spends whole turns shuffling mortgages.
 */
import { pick, randomInt, type RngState } from '../../core/rng'
import type { Seat } from '../../core/types'
import { legalActions } from './legal'
import { square } from './queries'
import type { MonopoAction, MonopoState } from './types'

/** One move in this many is drawn from all legal moves. */
const WANDER = 4

export function monopoPlayoutMove(s: MonopoState, seat: Seat, rng: RngState): MonopoAction {
  const quick = randomInt(rng, WANDER) === 0 ? null : quickMove(s, seat)
  if (quick !== null) return quick
  const legal = legalActions(s, seat)
  const types = [...new Set(legal.map((a) => a.type))]
  const type = pick(rng, types)
  return pick(
    rng,
    legal.filter((a) => a.type === type),
  )
}

function quickMove(s: MonopoState, seat: Seat): MonopoAction | null {
  const dec = s.decision
  const p = s.players[seat]
  if (dec === null || p === undefined) return null
  switch (dec.kind) {
    case 'turn':
      return s.turn.phase === 'preRoll' ? { type: 'roll' } : { type: 'endTurn' }
    case 'buy':
      return p.cash >= (square(dec.square).price ?? 0) ? { type: 'buy' } : { type: 'decline' }
    case 'auction':
      return { type: 'pass' }
    case 'debt':
      return s.debt !== null && p.cash >= s.debt.amount ? { type: 'payDebt' } : null
    default:
      return null
  }
}
