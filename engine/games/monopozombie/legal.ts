/** Every choice open to a seat now, enumerated (bids and trade offers: a sample; validate.ts takes any). */
import type { Seat } from '../../core/types'
import { canDeclareBankruptcy } from './money'
import {
  LOT_SQUARES,
  RULES,
  buildable,
  canBuild,
  canMortgage,
  canSellBuilding,
  canUnmortgage,
  isHuman,
  lot,
  lotGroup,
  square,
  tradeable,
} from './queries'
import { affords, canPropose } from './trades'
import type { MonopoAction, MonopoState } from './types'

export function toAct(s: MonopoState): readonly Seat[] {
  return s.decision === null || s.winners !== null ? [] : [s.decision.seat]
}

const NONE = { squares: [] as number[], cash: 0, cards: [] as number[] }

/** apply() checks an action against the same list the Match just asked for: computed once per state. */
const cache = new WeakMap<MonopoState, { seat: Seat; actions: readonly MonopoAction[] }>()

export function legalActions(s: MonopoState, seat: Seat): readonly MonopoAction[] {
  const hit = cache.get(s)
  if (hit !== undefined && hit.seat === seat) return hit.actions
  const actions = listActions(s, seat)
  cache.set(s, { seat, actions })
  return actions
}

function listActions(s: MonopoState, seat: Seat): readonly MonopoAction[] {
  const dec = s.decision
  if (dec === null || dec.seat !== seat || s.winners !== null) return []
  const p = s.players[seat]!
  const out: MonopoAction[] = []
  switch (dec.kind) {
    case 'turn':
      if (s.turn.phase === 'preRoll') {
        out.push({ type: 'roll' })
        if (p.inJail) {
          if (p.jailRolls < RULES.maxJailRolls - 1 && p.cash >= RULES.jailFine)
            out.push({ type: 'payJailFine' })
          if (p.cards.length > 0) out.push({ type: 'useJailCard' })
        }
        if (s.stage === 2) {
          for (let k = 1; k <= 3 && p.cash >= k * RULES.bodyguardCost; k++) {
            out.push({ type: 'hireBodyguards', count: k })
          }
        }
      } else out.push({ type: 'endTurn' })
      commerce(s, seat, out, true)
      if (canPropose(s, seat)) tradeSamples(s, seat, out)
      return out
    case 'buy':
      if (p.cash >= (square(dec.square).price ?? 0)) out.push({ type: 'buy' })
      out.push({ type: 'decline' })
      return out
    case 'auction': {
      const a = s.auction
      if (a === null) return out
      const min = a.highBidder === null ? a.opening : a.high + 1
      for (const step of [0, 9, 49, 99]) {
        if (min + step <= p.cash) out.push({ type: 'bid', amount: min + step })
      }
      out.push({ type: 'pass' })
      return out
    }
    case 'debt': {
      const debt = s.debt
      if (debt === null) return out
      if (p.cash >= debt.amount) out.push({ type: 'payDebt' })
      commerce(s, seat, out, false)
      if (canDeclareBankruptcy(s, seat, debt.amount)) out.push({ type: 'declareBankruptcy' })
      return out
    }
    case 'immunity':
      return [{ type: 'useImmunity' }, { type: 'declineImmunity' }]
    case 'incomeTax':
      return [
        { type: 'payIncomeTax', how: 'flat' },
        { type: 'payIncomeTax', how: 'percent' },
      ]
    case 'zombieMove':
      return [
        { type: 'moveZombie', dir: 1 },
        { type: 'moveZombie', dir: -1 },
      ]
    case 'survivorMove':
      for (const pair of [
        [0, 1],
        [0, 2],
        [1, 2],
      ] as const) {
        out.push({ type: 'moveSurvivor', dice: pair, dir: 1 }, { type: 'moveSurvivor', dice: pair, dir: -1 })
      }
      return out
    case 'trade': {
      const t = s.trade
      if (t === null) return out
      if (affords(s, seat, t.get, t.give)) out.push({ type: 'acceptTrade' })
      out.push({ type: 'rejectTrade' })
      return out
    }
    case 'placeBuilding':
      for (const i of LOT_SQUARES) {
        if (buildable(s, seat, i) === dec.building) out.push({ type: 'placeBuilding', square: i })
      }
      return out
  }
}

/** Building, selling, mortgaging and lifting mortgages: `building` false when raising money for a debt. */
function commerce(s: MonopoState, seat: Seat, out: MonopoAction[], building: boolean): void {
  for (const i of LOT_SQUARES) {
    const l = lot(s, i)
    if (l.owner !== seat) continue
    if (building && canBuild(s, seat, i) !== null) out.push({ type: 'build', square: i })
    if (canSellBuilding(s, seat, i)) out.push({ type: 'sellBuilding', square: i })
    if (canMortgage(s, seat, i)) out.push({ type: 'mortgage', square: i })
    if (building && canUnmortgage(s, seat, i)) out.push({ type: 'unmortgage', square: i })
  }
}

/**
 * A sample of offers: buying, at its printed price, an unmortgaged lot of another human in a group
 * where this player already owns a lot. Any other offer is taken through validate.ts.
 */
function tradeSamples(s: MonopoState, seat: Seat, out: MonopoAction[]): void {
  const cash = s.players[seat]!.cash
  for (const i of LOT_SQUARES) {
    const { owner, mortgaged } = lot(s, i)
    if (owner === null || owner === seat || mortgaged) continue
    const price = square(i).price ?? 0
    if (price > cash || !lotGroup(i).some((g) => lot(s, g).owner === seat)) continue
    if (!isHuman(s.players[owner]!) || !tradeable(s, owner, i)) continue
    out.push({
      type: 'proposeTrade',
      to: owner,
      give: { ...NONE, cash: price },
      get: { ...NONE, squares: [i] },
    })
  }
}
