/**
 * The two MonopoZombie decks described for the atlas painters, straight from the card data: Scavenge
 * (Chance, ids 0..15) and Survivor Cache (Community Chest, ids 16..31), one face per card.
 */
import { MONOPOZOMBIE } from '../../../../engine/games/monopozombie/data'
import type { CardData, CardEffect, Deck, SquareKind } from '../../../../engine/games/monopozombie/dataTypes'
import type { CardDeckSpec } from '../../../table/cardAtlas'
import { paintCardBack, paintCardFace } from '../../../table/cardFace'
import pictures from '../../../../assets/monopozombie/pictures.json'

export const CELL_WIDTH = 256
export const CELL_HEIGHT = 358

export const DECK_NAMES: Readonly<Record<Deck, string>> = {
  chance: 'Scavenge',
  chest: 'Survivor Cache',
}

/** The word on a deck's backs (short enough for the back's title plate). */
const BACK_TITLES: Readonly<Record<Deck, string>> = {
  chance: 'Scavenge',
  chest: 'Cache',
}

/** The atlas key of a card's face. */
export function cardKey(id: number): string {
  return `card:${id}`
}

/** Which deck a card id belongs to (0..15 Scavenge, 16..31 Survivor Cache). */
export function deckOf(id: number): Deck {
  return MONOPOZOMBIE.cards[id]?.deck ?? (id < 16 ? 'chance' : 'chest')
}

/** A short, large sign for what a card does. */
export function cardEmblem(effect: CardEffect): string {
  switch (effect.kind) {
    case 'advanceTo':
      return effect.square === 0 ? 'GO!' : 'MOVE'
    case 'advanceToNearest':
      return 'NEAREST'
    case 'collect':
      return `+$${effect.amount}`
    case 'pay':
      return `-$${effect.amount}`
    case 'getOutOfJailFree':
      return 'IMMUNE'
    case 'goBack':
      return `-${effect.spaces}`
    case 'goToJail':
      return 'BITTEN'
    case 'repairs':
      return 'REPAIRS'
    case 'payEachPlayer':
      return `-$${effect.amount} EA`
    case 'collectFromEachPlayer':
      return `+$${effect.amount} EA`
  }
}

const DESIGN: Readonly<
  Record<Deck, { band: string; base: string; dark: string; light: string; category: string; seed: number }>
> = {
  chance: {
    band: '#c8701e',
    base: '#b5651d',
    dark: '#3d1f06',
    light: '#fbe3c4',
    category: 'Chance',
    seed: 510,
  },
  chest: {
    band: '#2f6fa8',
    base: '#2a5f8a',
    dark: '#0f2436',
    light: '#d4e8f7',
    category: 'Community Chest',
    seed: 610,
  },
}

const CARD_PICTURES: Readonly<Record<string, string>> = pictures.cards

/** Each kind of board square's picture, for its deed and the inspect view (pictures.json). */
export const SQUARE_PICTURES: Readonly<Record<SquareKind, string>> = pictures.squares

/** Card `id`'s picture (assets/monopozombie/pictures.json; a test checks every card has one). */
export function cardPicture(id: number): string | undefined {
  return CARD_PICTURES[String(id)]
}

export function deckSpec(deck: Deck): CardDeckSpec {
  const d = DESIGN[deck]
  const cards: readonly CardData[] = MONOPOZOMBIE.cards.filter((c) => c.deck === deck)
  return {
    id: `monopozombie-${deck}`,
    cellWidth: CELL_WIDTH,
    cellHeight: CELL_HEIGHT,
    edgeColor: '#e8e0cc',
    faces: cards.map((card) => ({
      key: cardKey(card.id),
      paint: paintCardFace({
        name: DECK_NAMES[deck],
        category: d.category,
        bandColor: d.band,
        text: card.text,
        picture: cardPicture(card.id),
        emblem: cardEmblem(card.effect),
        seed: d.seed + card.id,
      }),
    })),
    back: paintCardBack({
      base: d.base,
      dark: d.dark,
      light: d.light,
      title: BACK_TITLES[deck],
      subtitle: deck === 'chest' ? 'Survivor Cache · MonopoZombie' : 'MonopoZombie',
      picture: pictures.backs[deck],
      seed: d.seed,
    }),
  }
}
