/**
 * What clicking a thing on the table means: the one legal action that clearly matches it, or
 * nothing (the HUD offers every choice as buttons anyway).
 */
import type { Seat } from '../../../../engine/core/types'
import { paymentsFrom } from '../../../../engine/games/selfish/choices'
import type { GameKind } from '../../../../engine/games/selfish/data'
import type { SelfishAction } from '../../../../engine/games/selfish/types'

export type SceneTarget =
  | { readonly kind: 'survivor'; readonly seat: Seat }
  | { readonly kind: 'gameDeck' }
  | { readonly kind: 'wastelandDeck' }
  | { readonly kind: 'die' }

function targets(action: SelfishAction, seat: Seat): boolean {
  if (action.type === 'zombieAttack') return action.target === seat
  if (action.type === 'playCard' && 'target' in action) return action.target === seat
  return false
}

function only(actions: readonly SelfishAction[]): SelfishAction | null {
  return actions.length === 1 ? (actions[0] ?? null) : null
}

/** `hand`: the kinds of the viewer's hand cards (a payment is picked from them). */
export function actionForTarget(
  target: SceneTarget,
  legal: readonly SelfishAction[],
  hand: readonly GameKind[] = [],
): SelfishAction | null {
  switch (target.kind) {
    case 'survivor':
      // A zombie's bite on that survivor, or the one action card aimed at them.
      return only(legal.filter((a) => targets(a, target.seat)))
    case 'gameDeck':
      // Swapping a Double for 2 Singles from the piles.
      return only(legal.filter((a) => a.type === 'swapDouble'))
    case 'wastelandDeck':
      // Travelling reveals the next Wasteland card; only when there is one way to pay for it (the
      // legal list holds a sample payment: the others are picked in the HUD).
      if (!legal.some((a) => a.type === 'travel')) return null
      return only(paymentsFrom(hand, 2).map((pay) => ({ type: 'travel', pay }) as const))
    case 'die':
      return only(legal.filter((a) => a.type === 'rollDie'))
  }
}
