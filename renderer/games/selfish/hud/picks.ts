/**
 * Selfish's moves built by picking hand cards: Rest, Travel and the Sewer are paid in Supplies, the
 * Bandits and Zombies! take a number of cards. The engine's judge says where a pick stands.
 */
import type { PickJudgement } from '../../../../engine/core/picks'
import {
  PAYMENT_UNITS,
  judgeDiscard,
  judgePayment,
  sortKinds,
} from '../../../../engine/games/selfish/choices'
import type { GameKind } from '../../../../engine/games/selfish/data'
import type { SelfishAction, SelfishView } from '../../../../engine/games/selfish/types'
import type { PickForm } from '../../../hud/usePicking'
import { describeCards } from './cardInfo'

export type SelfishPickForm = PickForm<SelfishAction, GameKind>

/** "1½": Action cards pay half a Supply each. */
export function units(n: number): string {
  const whole = Math.floor(n)
  const half = n - whole >= 0.5 ? '½' : ''
  return whole === 0 && half ? half : `${whole}${half}`
}

const supplies = (n: number) => `${units(n)} ${n > 0 && n <= 1 ? 'Supply' : 'Supplies'}`

const PRICE: Readonly<Record<1 | 2, string>> = {
  1: 'Pay 1 Supply: a Single, a Double, or 2 Action cards. Pick the cards in your hand.',
  2: 'Pay 2 Supplies: 2 Singles, a Double, a Single and 2 Action cards, or 4 Action cards. Pick the cards in your hand.',
}

function paymentStatus(judged: PickJudgement): string {
  if (judged.ok) return `Paid: ${supplies(judged.have)} picked.`
  if (judged.over) return `${supplies(judged.have)} picked: more than needed. Drop a card.`
  return `${supplies(judged.have)} of ${judged.need} picked. Still missing ${units(judged.need - judged.have)}.`
}

const PAYMENT_TITLES = { rest: 'Rest', travel: 'Travel 1 space', paySewer: 'Cut through the Sewer' } as const

function paymentForm(move: 'rest' | 'travel' | 'paySewer'): SelfishPickForm {
  const need = PAYMENT_UNITS[move]
  const title = PAYMENT_TITLES[move]
  return {
    id: move,
    title,
    rule: PRICE[need],
    judge: (kinds) => judgePayment(kinds, need),
    status: paymentStatus,
    build: (kinds) => ({ type: move, pay: sortKinds(kinds) }),
    confirmLabel: (kinds) => `${title}: pay ${describeCards(sortKinds(kinds))}`,
  }
}

function discardForm(count: number, reason: 'bandits' | 'zombies'): SelfishPickForm {
  const cards = (n: number) => `${n} card${n === 1 ? '' : 's'}`
  return {
    id: `discard:${count}`,
    title: reason === 'bandits' ? 'The Bandits take cards' : 'Get past the Zombies',
    rule: `Discard ${cards(count)}: pick them in your hand.`,
    judge: (kinds) => judgeDiscard(kinds, count),
    status: (j) =>
      j.ok
        ? `${cards(j.have)} picked.`
        : j.over
          ? `${cards(j.have)} picked: drop ${j.have - j.need}.`
          : `${j.have} of ${cards(j.need)} picked.`,
    build: (kinds) => ({ type: 'discardCards', cards: sortKinds(kinds) }),
    confirmLabel: (kinds) => `Discard ${describeCards(sortKinds(kinds))}`,
  }
}

/** The picking form of a listed action, when the action stands for a pick (its cards a sample). */
export function pickFormOf(action: SelfishAction, view: SelfishView): SelfishPickForm | null {
  switch (action.type) {
    case 'rest':
    case 'travel':
    case 'paySewer':
      return paymentForm(action.type)
    case 'discardCards': {
      const decision = view.decision
      const reason = decision.kind === 'discard' ? decision.reason : 'bandits'
      return discardForm(action.cards.length, reason)
    }
    default:
      return null
  }
}
