/**
 * The two Zombielife decks described for the atlas painters, straight from the card data: asset
 * cards (one face per distinct printed card) and Action cards (one face per kind and dividend).
 */
import { ZOMBIELIFE, actionType, assetType } from '../../../../engine/games/zombielife/data'
import type { ActionKind } from '../../../../engine/games/zombielife/data'
import type { ActionCardView, AssetCardView } from '../../../../engine/games/zombielife/types'
import type { CardDeckSpec } from '../../../table/cardAtlas'
import { paintCardBack, paintCardFace } from '../../../table/cardFace'
import pictures from '../../../../assets/zombielife/pictures.json'
import { paintAssetFace } from './assetFace'

export const CELL_WIDTH = 256
export const CELL_HEIGHT = 358

type Printed = Pick<AssetCardView, 'kind' | 'cost' | 'maintenance' | 'payout'>

/** The atlas key of an asset card's face. */
export function assetKey(card: Printed): string {
  return `${card.kind}:${card.cost}:${card.maintenance}:${card.payout}`
}

/** The atlas key of an Action card's face. */
export function actionKey(card: Pick<ActionCardView, 'kind' | 'dividend'>): string {
  return `${card.kind}:${card.dividend}`
}

function distinct<T>(items: readonly T[], key: (t: T) => string): T[] {
  const seen = new Map<string, T>()
  for (const item of items) if (!seen.has(key(item))) seen.set(key(item), item)
  return [...seen.values()]
}

export function assetDeckSpec(): CardDeckSpec {
  return {
    id: 'zombielife-assets',
    cellWidth: CELL_WIDTH,
    cellHeight: CELL_HEIGHT,
    edgeColor: '#e8e0cc',
    faces: distinct(ZOMBIELIFE.assets, assetKey).map((copy) => ({
      key: assetKey(copy),
      paint: paintAssetFace({ ...copy, name: assetType(copy.kind).name }),
    })),
    back: paintCardBack({
      base: '#2a5f8a',
      dark: '#0f2436',
      light: '#cfe6f7',
      title: 'Assets',
      subtitle: 'Zombielife Insurance',
      picture: pictures.backs.assets,
      seed: 21,
    }),
  }
}

/** Each action card's picture (assets/zombielife/pictures.json). */
export const ACTION_PICTURES: Readonly<Record<ActionKind, string>> = pictures.actionCards

const ACTION_BAND: Partial<Record<ActionKind, string>> = {
  infection: '#3f9a1c',
  ppe: '#2f5e98',
}

export function actionDeckSpec(): CardDeckSpec {
  return {
    id: 'zombielife-actions',
    cellWidth: CELL_WIDTH,
    cellHeight: CELL_HEIGHT,
    edgeColor: '#e3d6b8',
    faces: distinct(ZOMBIELIFE.actions, actionKey).map((copy, i) => {
      const type = actionType(copy.kind)
      return {
        key: actionKey(copy),
        paint: paintCardFace({
          name: type.name,
          category: `Cost ${type.cost} · Dividend ${copy.dividend}`,
          bandColor: ACTION_BAND[copy.kind] ?? '#b8702a',
          text: type.text,
          picture: ACTION_PICTURES[copy.kind],
          emblem: copy.kind === 'infection' ? undefined : `${copy.dividend}W`,
          seed: 300 + i,
        }),
      }
    }),
    back: paintCardBack({
      base: '#8a2a2a',
      dark: '#2e0b0b',
      light: '#f4d2c2',
      title: 'Action',
      subtitle: 'Zombielife Insurance',
      picture: pictures.backs.actions,
      seed: 23,
    }),
  }
}
