/**
 * Every legal choice for a seat, enumerated (bots and the UI pick from this list), except that a
 * payment or a discard is listed once, as a sample: the player picks the cards, and validate.ts
 * admits any pick the rules accept.
 */
import { permutations } from '../../core/permutations'
import type { Seat } from '../../core/types'
import { SELFISH, type GameKind } from './data'
import { holdsAtLeast, kindOf } from './draft'
import { sampleDiscard, samplePayment } from './choices'
import { giveChoices } from './turn'
import type { SelfishAction, SelfishState } from './types'

const RULES = SELFISH.rules

export function actionLimit(s: SelfishState): number | null {
  return s.players.length === 2 ? RULES.twoPlayerActionLimit : null
}

export function toAct(s: SelfishState): Seat[] {
  if (s.winner !== null || s.zombiesWin) return []
  if (s.decision) return [s.decision.seat]
  return [s.turn.seat]
}

export function legalActions(s: SelfishState, seat: Seat): SelfishAction[] {
  if (s.winner !== null || s.zombiesWin) return []
  const me = s.players[seat]
  if (!me) return []
  const decision = s.decision
  if (decision) {
    if (decision.seat !== seat) return []
    switch (decision.kind) {
      case 'respond':
        return [
          ...decision.options.map((card) => ({ type: 'respond', card }) as const),
          { type: 'respond', card: 'none' },
        ]
      case 'give':
        return giveChoices(me.hand).map((cards) => ({ type: 'giveSupplies', cards }))
      case 'discard':
        return [{ type: 'discardCards', cards: sampleDiscard(me.hand, decision.count) }]
      case 'sewer': {
        const pay = samplePayment(me.hand, 1)
        return pay ? [{ type: 'paySewer', pay }] : []
      }
      case 'scout':
        return [
          { type: 'placeScouted', where: 'top' },
          { type: 'placeScouted', where: 'bottom' },
        ]
      case 'arrange':
        return permutations(decision.count).map((order) => ({ type: 'arrangeWasteland', order }))
    }
  }
  if (s.turn.seat !== seat) return []
  switch (s.turn.phase) {
    case 'zombieRoll':
      return [{ type: 'rollDie' }]
    case 'zombie':
      return zombieActions(s, seat)
    case 'actions':
      return survivorActions(s, seat)
  }
}

function zombieActions(s: SelfishState, seat: Seat): SelfishAction[] {
  const me = s.players[seat]
  const out: SelfishAction[] = []
  if (!me || s.turn.ap <= 0) return [{ type: 'endTurn' }]
  s.players.forEach((p, target) => {
    if (p.alive && p.level === me.level && p.hand.length > 0) out.push({ type: 'zombieAttack', target })
  })
  if (me.level < RULES.zombieMaxLevel) out.push({ type: 'zombieMove', direction: 'forward' })
  if (me.level > 0) out.push({ type: 'zombieMove', direction: 'backward' })
  out.push({ type: 'endTurn' })
  return out
}

function survivorActions(s: SelfishState, seat: Seat): SelfishAction[] {
  const me = s.players[seat]
  if (!me) return []
  const out: SelfishAction[] = []
  const limit = actionLimit(s)
  if (limit === null || s.turn.actionsPlayed < limit) {
    const others: Seat[] = []
    for (let i = 0; i < s.players.length; i++) if (i !== seat && s.players[i]?.alive) others.push(i)
    // A hand holds a handful of cards: a list is quicker to search than a Set is to build.
    const seen: GameKind[] = []
    for (const id of me.hand) {
      const kind = kindOf(id)
      if (seen.includes(kind)) continue
      seen.push(kind)
      switch (kind) {
        case 'abandonedVehicle':
          if (me.level < RULES.chopperLevel) out.push({ type: 'playCard', card: kind })
          break
        case 'scout':
        case 'zombieTrap':
          if (s.wasteland.length + s.wastelandDiscard.length > 0) out.push({ type: 'playCard', card: kind })
          break
        case 'alliance':
        case 'stealSupplies':
          for (const target of others) out.push({ type: 'playCard', card: kind, target })
          break
        case 'horde':
          for (const target of others) {
            if ((s.players[target]?.level ?? 0) > 0) out.push({ type: 'playCard', card: kind, target })
          }
          break
        case 'rampage': {
          const victims = others.filter((t) => (s.players[t]?.hand.length ?? 0) > 0)
          if (victims.length === 1) out.push({ type: 'playCard', card: kind, targets: victims })
          for (let i = 0; i < victims.length; i++) {
            for (let j = i + 1; j < victims.length; j++) {
              out.push({ type: 'playCard', card: kind, targets: [victims[i] as Seat, victims[j] as Seat] })
            }
          }
          break
        }
        default:
          // Supplies are paid, not played; Body Armor and Underestimate are only played when attacked.
          break
      }
    }
  }
  if (canSwapDouble(s, seat)) out.push({ type: 'swapDouble' })
  const rest = samplePayment(me.hand, 1)
  if (rest) out.push({ type: 'rest', pay: rest })
  const travel = me.level < RULES.chopperLevel ? samplePayment(me.hand, 2) : null
  if (travel) out.push({ type: 'travel', pay: travel })
  return out
}

export function canSwapDouble(s: SelfishState, seat: Seat): boolean {
  const me = s.players[seat]
  if (!me || !holdsAtLeast(me.hand, 'double', 1)) return false
  return holdsAtLeast(s.discard, 'single', 2) || holdsAtLeast(s.deck, 'single', 2)
}
