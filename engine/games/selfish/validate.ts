/**
 * Picked payments and discards, judged. The legal list holds one sample of each (legal.ts); any
 * other pick of cards reaches here, and is admitted in its written order when the move is open now,
 * the hand holds the cards, and the judge accepts them. Anything else is refused at the door.
 */
import type { Seat } from '../../core/types'
import { GAME_KINDS, type GameKind } from './data'
import { PAYMENT_UNITS, holds, judgeDiscard, judgePayment, sortKinds, type PaidMove } from './choices'
import { legalActions } from './legal'
import type { SelfishAction, SelfishState } from './types'

const KINDS: ReadonlySet<unknown> = new Set(GAME_KINDS)
const PICKED_FIELD = { rest: 'pay', travel: 'pay', paySewer: 'pay', discardCards: 'cards' } as const
type PickedMove = keyof typeof PICKED_FIELD

const isPickedMove = (type: unknown): type is PickedMove =>
  typeof type === 'string' && Object.prototype.hasOwnProperty.call(PICKED_FIELD, type)

/** A list of card kinds, or null when it is anything else. */
function kindList(x: unknown): GameKind[] | null {
  if (!Array.isArray(x) || x.length > GAME_KINDS.length * 4) return null
  return x.every((k) => KINDS.has(k)) ? (x as GameKind[]) : null
}

export function validatePick(s: SelfishState, seat: Seat, raw: unknown): SelfishAction | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null
  const asked = raw as Readonly<Record<string, unknown>>
  const type = asked.type
  if (!isPickedMove(type)) return null
  const field = PICKED_FIELD[type]
  if (Object.keys(asked).some((key) => key !== 'type' && key !== field)) return null
  const kinds = kindList(asked[field])
  const me = s.players[seat]
  if (kinds === null || me === undefined || !holds(me.hand, kinds)) return null
  if (!legalActions(s, seat).some((a) => a.type === type)) return null
  const judged =
    type === 'discardCards'
      ? judgeDiscard(kinds, s.decision?.kind === 'discard' ? s.decision.count : 0)
      : judgePayment(kinds, PAYMENT_UNITS[type as PaidMove])
  if (!judged.ok) return null
  const written = sortKinds(kinds)
  return type === 'discardCards' ? { type, cards: written } : { type, pay: written }
}
