/** Choices too many to list: any bid, any number of bodyguards, any trade offer or counter-offer. */
import type { Seat } from '../../core/types'
import { RULES } from './queries'
import { canPropose, checkOffer } from './trades'
import type { MonopoAction, MonopoState } from './types'

const whole = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n)

/** The fields each free-form action may carry: anything else (a stray key, "__proto__") is refused. */
const FIELDS: Readonly<Record<string, readonly string[]>> = {
  bid: ['type', 'amount'],
  hireBodyguards: ['type', 'count'],
  proposeTrade: ['type', 'to', 'give', 'get'],
  counterTrade: ['type', 'give', 'get'],
}

export function validateAction(s: MonopoState, seat: Seat, raw: unknown): MonopoAction | null {
  if (typeof raw !== 'object' || raw === null || s.winners !== null) return null
  const a = raw as Record<string, unknown>
  const fields =
    typeof a.type === 'string' && Object.prototype.hasOwnProperty.call(FIELDS, a.type)
      ? FIELDS[a.type]
      : undefined
  if (fields === undefined || !Object.keys(a).every((k) => fields.includes(k))) return null
  const dec = s.decision
  if (dec === null || dec.seat !== seat) return null
  const cash = s.players[seat]?.cash ?? 0
  switch (a.type) {
    case 'bid': {
      const auction = s.auction
      if (dec.kind !== 'auction' || auction === null || !whole(a.amount)) return null
      const min = auction.highBidder === null ? auction.opening : auction.high + 1
      return a.amount >= min && a.amount <= cash ? { type: 'bid', amount: a.amount } : null
    }
    case 'hireBodyguards':
      if (dec.kind !== 'turn' || s.turn.phase !== 'preRoll' || s.stage !== 2 || !whole(a.count)) return null
      return a.count >= 1 && a.count * RULES.bodyguardCost <= cash
        ? { type: 'hireBodyguards', count: a.count }
        : null
    case 'proposeTrade': {
      if (!canPropose(s, seat)) return null
      const offer = checkOffer(s, seat, a.to, a.give, a.get)
      return offer === null ? null : { type: 'proposeTrade', to: offer.to, give: offer.give, get: offer.get }
    }
    case 'counterTrade': {
      const t = s.trade
      if (dec.kind !== 'trade' || t === null || t.counters >= RULES.tradeCounters) return null
      const offer = checkOffer(s, seat, t.from, a.give, a.get)
      return offer === null ? null : { type: 'counterTrade', give: offer.give, get: offer.get }
    }
    default:
      return null
  }
}
