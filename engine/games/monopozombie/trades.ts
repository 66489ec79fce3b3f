/** Checking trade offers (rules/monopoly-base.md §3.5 "Trading"): what each side may give, and afford. */
import type { Seat } from '../../core/types'
import { interestOn } from './commerce'
import { RULES, isHuman, tradeable } from './queries'
import type { MonopoState, TradeOffer, TradeSide } from './types'

function isWhole(n: unknown, min: number): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= min
}

/** A side in canonical form (sorted, no duplicates) if `owner` can give it, else null. */
export function checkSide(s: MonopoState, owner: Seat, raw: unknown): TradeSide | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null
  const side = raw as Record<string, unknown>
  if (!Object.keys(side).every((k) => k === 'squares' || k === 'cash' || k === 'cards')) return null
  const squares = side.squares ?? []
  const cards = side.cards ?? []
  const cash = side.cash ?? 0
  if (!Array.isArray(squares) || !Array.isArray(cards) || !isWhole(cash, 0)) return null
  if (squares.length > 28 || cards.length > 2) return null
  const p = s.players[owner]
  if (p === undefined || cash > p.cash) return null
  if (!squares.every((i) => isWhole(i, 0) && i < 40 && tradeable(s, owner, i))) return null
  if (!cards.every((c) => p.cards.includes(c as number))) return null
  const sq = [...new Set(squares as number[])].sort((a, b) => a - b)
  const cs = [...new Set(cards as number[])].sort((a, b) => a - b)
  if (sq.length !== squares.length || cs.length !== cards.length) return null
  return { squares: sq, cash, cards: cs }
}

function isEmpty(side: TradeSide): boolean {
  return side.squares.length === 0 && side.cash === 0 && side.cards.length === 0
}

/** Whether `seat` can pay what it gives in cash plus the 10% on mortgaged lots it would receive. */
export function affords(s: MonopoState, seat: Seat, gives: TradeSide, receives: TradeSide): boolean {
  return (s.players[seat]?.cash ?? 0) >= gives.cash + interestOn(s, receives.squares)
}

/** The offer from `from` to `to` in canonical form, or null when the rules refuse it. */
export function checkOffer(
  s: MonopoState,
  from: Seat,
  to: unknown,
  give: unknown,
  get: unknown,
): TradeOffer | null {
  if (s.stage === 3 || !isWhole(to, 0) || to === from || to >= s.players.length) return null
  const them = s.players[to]
  const me = s.players[from]
  if (them === undefined || me === undefined || !isHuman(them) || !isHuman(me)) return null
  const g = checkSide(s, from, give)
  const r = checkSide(s, to, get)
  if (g === null || r === null || (isEmpty(g) && isEmpty(r))) return null
  if (!affords(s, from, g, r)) return null
  return { from, to, give: g, get: r }
}

export function canPropose(s: MonopoState, seat: Seat): boolean {
  return (
    s.decision?.kind === 'turn' &&
    s.decision.seat === seat &&
    s.stage < 3 &&
    s.turn.tradeOffers < RULES.tradeOffersPerTurn
  )
}
