/** What the HUD says about Selfish cards: names, short names, rules text and colour category. */
import { GAME_PICTURES } from '../scene/selfishDecks'
import raw from '../../../../assets/selfish/cards.json'
import {
  GAME_KIND_ORDER,
  SELFISH,
  gameCardName,
  wasteCardName,
  type GameKind,
  type WasteKind,
} from '../../../../engine/games/selfish/data'
import type { AttackEffect, CardView } from '../../../../engine/games/selfish/types'
import type { HandCardWords } from '../../../hud/HandPanel'

export type CardCategory = 'supplies' | 'attack' | 'reaction' | 'action'

const categories = new Map<string, CardCategory>(
  raw.gameCards.map((c) => [
    c.kind,
    c.category === 'supplies' ? 'supplies' : c.attack ? 'attack' : c.reaction ? 'reaction' : 'action',
  ]),
)

export function cardCategory(kind: GameKind): CardCategory {
  return categories.get(kind) ?? 'action'
}

export function cardName(kind: GameKind): string {
  return gameCardName(kind)
}

/** "Single" and "Double" for the Supplies cards, the full name for the others. */
export function shortCardName(kind: GameKind): string {
  if (kind === 'single') return 'Single'
  if (kind === 'double') return 'Double'
  return gameCardName(kind)
}

export function cardText(kind: GameKind): string {
  return SELFISH.gameCards.find((c) => c.kind === kind)?.text ?? ''
}

export function wasteName(kind: WasteKind): string {
  return wasteCardName(kind)
}

export function wasteText(kind: WasteKind): string {
  return SELFISH.wastelandCards.find((c) => c.kind === kind)?.text ?? ''
}

/** The attack by name: "Horde", "Steal Supplies", "a zombie bite". */
export function attackName(effect: AttackEffect): string {
  return effect === 'bite' ? 'a zombie bite' : gameCardName(effect)
}

/** A list of cards in words: "2 Singles", "Scout + Horde", "Single + 2 × Horde". */
export function describeCards(kinds: readonly GameKind[]): string {
  const counts = new Map<GameKind, number>()
  for (const kind of kinds) counts.set(kind, (counts.get(kind) ?? 0) + 1)
  return [...counts]
    .map(([kind, n]) => {
      const name = shortCardName(kind)
      if (n === 1) return name
      return kind === 'single' || kind === 'double' ? `${n} ${name}s` : `${n} × ${name}`
    })
    .join(' + ')
}

const CATEGORY_LABELS: Readonly<Record<CardCategory, string>> = {
  supplies: 'Supplies',
  attack: 'Attack',
  reaction: 'Reaction',
  action: 'Action',
}

/** A hand card in the HUD: Supplies first, each card in its category's colour. */
export function describeHandCard(card: CardView): HandCardWords {
  const category = cardCategory(card.kind)
  return {
    name: cardName(card.kind),
    category: CATEGORY_LABELS[category],
    text: cardText(card.kind),
    className: `hud-card--${category}`,
    picture: GAME_PICTURES[card.kind],
  }
}

export const handOrder = (card: CardView): number => GAME_KIND_ORDER[card.kind]
