/**
 * Quick moves for a search's playouts (GameDefinition.playoutMove), read from the state like the
 * Medium bot reads its view, but cheaper: move on when the Supplies allow, rest otherwise, block
 * or turn back attacks, and as a zombie bite whoever is in reach. Random play throws Supplies away
 * and lets the zombies win most playouts, which tells a search little about its moves.
 */
import { pick, randomInt, type RngState } from '../../core/rng'
import type { Seat } from '../../core/types'
import { SELFISH } from './data'
import { supplyUnits } from './draft'
import { legalActions } from './legal'
import type { SelfishAction, SelfishState } from './types'

const CHOPPER = SELFISH.rules.chopperLevel
/** One survivor move in this many is a random legal one (cards get played, alliances made). */
const WANDER = 4

export function selfishPlayoutMove(s: SelfishState, seat: Seat, rng: RngState): SelfishAction {
  const legal = legalActions(s, seat)
  const first = legal[0] as SelfishAction
  if (legal.length === 1) return first
  if (s.decision) {
    if (s.decision.kind !== 'respond') return pick(rng, legal)
    return (
      legal.find((a) => a.type === 'respond' && a.card === 'underestimate') ??
      legal.find((a) => a.type === 'respond' && a.card === 'bodyArmor') ??
      first
    )
  }
  if (s.turn.phase === 'zombie') {
    const bites = legal.filter((a) => a.type === 'zombieAttack')
    return bites.length > 0 ? pick(rng, bites) : pick(rng, legal)
  }
  if (s.turn.phase !== 'actions' || randomInt(rng, WANDER) === 0) return pick(rng, legal)
  const me = s.players[seat]
  if (!me) return pick(rng, legal)
  const vehicle = legal.find((a) => a.type === 'playCard' && a.card === 'abandonedVehicle')
  if (vehicle) return vehicle
  const supply = supplyUnits(me.hand)
  const travel = legal.find((a) => a.type === 'travel')
  if (travel && (supply >= 4 || (me.level === CHOPPER - 1 && supply >= 3))) return travel
  return legal.find((a) => a.type === 'rest') ?? pick(rng, legal)
}
