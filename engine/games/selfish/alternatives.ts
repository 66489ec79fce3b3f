/**
 * The other forms of a listed move that the rules also take (GameDefinition.alternatives): the
 * legal list samples one payment for Rest, Travel or a Sewer, and one discard; a search weighs
 * every one, so it can keep its Body Armor and pay with Supplies instead.
 */
import type { Seat } from '../../core/types'
import { discardChoices, payChoices, PAYMENT_UNITS } from './choices'
import type { SelfishAction, SelfishState } from './types'

export function selfishAlternatives(
  s: SelfishState,
  seat: Seat,
  move: SelfishAction,
): readonly SelfishAction[] {
  const hand = s.players[seat]?.hand
  if (hand === undefined) return [move]
  switch (move.type) {
    case 'rest':
    case 'travel':
    case 'paySewer': {
      const type = move.type
      return payChoices(hand, PAYMENT_UNITS[type]).map((pay) => ({ type, pay }))
    }
    case 'discardCards':
      return discardChoices(hand, move.cards.length).map((cards) => ({ type: 'discardCards', cards }))
    default:
      return [move]
  }
}
