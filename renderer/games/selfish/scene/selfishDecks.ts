/**
 * The Selfish decks described for the atlas painters, straight from the card data: Game cards
 * (green backs), Wasteland cards (orange backs) and the survivors (alive side / zombie side).
 */
import type { GameKind, WasteKind } from '../../../../engine/games/selfish/data'
import { SELFISH } from '../../../../engine/games/selfish/data'
import type { CardDeckSpec } from '../../../table/cardAtlas'
import { paintCardBack, paintCardFace } from '../../../table/cardFace'
import pictures from '../../../../assets/selfish/pictures.json'

export const CELL_WIDTH = 320
export const CELL_HEIGHT = 448

type GameCategory = 'supplies' | 'action' | 'attack' | 'reaction'

const GAME_CATEGORY: Readonly<Record<GameKind, GameCategory>> = {
  single: 'supplies',
  double: 'supplies',
  abandonedVehicle: 'action',
  alliance: 'action',
  scout: 'action',
  zombieTrap: 'action',
  horde: 'attack',
  rampage: 'attack',
  stealSupplies: 'attack',
  bodyArmor: 'reaction',
  underestimate: 'reaction',
}

const CATEGORY_STYLE: Readonly<Record<GameCategory, { band: string; label: string }>> = {
  supplies: { band: '#3d7a3a', label: 'Supplies' },
  action: { band: '#b8702a', label: 'Action' },
  attack: { band: '#a8312a', label: 'Action · Attack' },
  reaction: { band: '#2f5e98', label: 'Action · Hold onto this!' },
}

type WasteMood = 'good' | 'plain' | 'bad' | 'deadly'

const WASTE_MOOD: Readonly<Record<WasteKind, WasteMood>> = {
  blank: 'plain',
  settlement: 'good',
  shoppingMall: 'good',
  secretPassageway: 'good',
  twistedAnkle: 'bad',
  sewer: 'bad',
  bandits: 'bad',
  zombies: 'bad',
  bitten: 'deadly',
}

const MOOD_BAND: Readonly<Record<WasteMood, string>> = {
  good: '#3d7a3a',
  plain: '#6a6456',
  bad: '#b5572a',
  deadly: '#8a1712',
}

/** Each card's picture (assets/selfish/pictures.json). */
export const GAME_PICTURES: Readonly<Record<GameKind, string>> = pictures.gameCards
export const WASTELAND_PICTURES: Readonly<Record<WasteKind, string>> = pictures.wastelandCards

export const GAME_BACK = { base: '#3f7d36', dark: '#173512', light: '#d7f0b8' }
export const WASTELAND_BACK = { base: '#d9731f', dark: '#5a2406', light: '#ffe2b8' }

export function gameDeckSpec(): CardDeckSpec {
  return {
    id: 'selfish-game',
    cellWidth: CELL_WIDTH,
    cellHeight: CELL_HEIGHT,
    edgeColor: '#e8e0cc',
    faces: SELFISH.gameCards.map((card, i) => {
      const category = GAME_CATEGORY[card.kind]
      const style = CATEGORY_STYLE[category]
      return {
        key: card.kind,
        paint: paintCardFace({
          name: card.name,
          category: style.label,
          bandColor: style.band,
          text: card.text,
          picture: GAME_PICTURES[card.kind],
          emblem: card.kind === 'single' ? '+1' : card.kind === 'double' ? '+2' : undefined,
          seed: 100 + i,
        }),
      }
    }),
    back: paintCardBack({
      ...GAME_BACK,
      title: 'Selfish',
      subtitle: 'Game card',
      picture: pictures.backs.game,
      seed: 3,
    }),
  }
}

export function wastelandDeckSpec(): CardDeckSpec {
  return {
    id: 'selfish-wasteland',
    cellWidth: CELL_WIDTH,
    cellHeight: CELL_HEIGHT,
    edgeColor: '#e3d6b8',
    faces: SELFISH.wastelandCards.map((card, i) => ({
      key: card.kind,
      paint: paintCardFace({
        name: card.name,
        category: 'Wasteland',
        bandColor: MOOD_BAND[WASTE_MOOD[card.kind]],
        text: card.text,
        picture: WASTELAND_PICTURES[card.kind],
        paper: '#e6d8b8',
        seed: 200 + i,
      }),
    })),
    back: paintCardBack({
      ...WASTELAND_BACK,
      title: 'Wasteland',
      subtitle: 'Selfish · Zombie Edition',
      picture: pictures.backs.wasteland,
      seed: 5,
    }),
  }
}
