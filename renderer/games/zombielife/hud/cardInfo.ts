/** What the HUD says about Zombielife cards: names, rules text, ordinals and Wonga amounts in words. */
import { ACTION_PICTURES } from '../scene/zombielifeDecks'
import {
  ACTION_KINDS,
  ZOMBIELIFE,
  actionName,
  actionType,
  assetName,
  assetType,
  type ActionKind,
  type AssetKind,
} from '../../../../engine/games/zombielife/data'
import type { Seat } from '../../../../engine/core/types'
import type { ActionCardView, ZombielifeView } from '../../../../engine/games/zombielife/types'
import type { HandCardWords } from '../../../hud/HandPanel'

export function cardName(kind: ActionKind): string {
  return actionName(kind)
}

/** "PPE" for Personal Protective Equipment, the full name for the others. */
export function shortCardName(kind: ActionKind): string {
  return kind === 'ppe' ? 'PPE' : actionName(kind)
}

export function cardText(kind: ActionKind): string {
  return actionType(kind).text
}

export function cardCost(kind: ActionKind): number {
  return actionType(kind).cost
}

export function cardAmount(kind: ActionKind): number {
  return actionType(kind).amount
}

export function assetKindName(kind: AssetKind): string {
  return assetName(kind)
}

export function assetText(kind: AssetKind): string {
  return assetType(kind).text
}

export function isInsuranceKind(kind: AssetKind): boolean {
  return assetType(kind).insurance
}

export function wonga(n: number): string {
  return `${n} Wonga`
}

export function ordinal(n: number): string {
  const tens = n % 100
  if (tens >= 11 && tens <= 13) return `${n}th`
  switch (n % 10) {
    case 1:
      return `${n}st`
    case 2:
      return `${n}nd`
    case 3:
      return `${n}rd`
    default:
      return `${n}th`
  }
}

export function playerName(view: ZombielifeView, seat: Seat): string {
  return view.players[seat]?.name ?? `Seat ${seat + 1}`
}

export const RULES = ZOMBIELIFE.rules

export function guideOptionInfo(option: string) {
  return RULES.humanGuide.find((o) => o.option === option)
}

/** A hand card in the HUD: its cost (PPE: a reaction) and its text with any dividend. */
export function describeHandCard(card: ActionCardView): HandCardWords {
  const ppe = card.kind === 'ppe'
  return {
    name: cardName(card.kind),
    category: ppe ? 'PPE · Reaction' : `Cost ${wonga(cardCost(card.kind))}`,
    text: `${cardText(card.kind)}${card.dividend > 0 ? ` (Dividend ${card.dividend})` : ''}`,
    className: ppe ? 'zh-card zh-card--ppe' : 'zh-card',
    picture: ACTION_PICTURES[card.kind],
  }
}

/** PPE first, then the deck's order of kinds. */
export const handOrder = (card: ActionCardView): number => ACTION_KINDS.indexOf(card.kind)
