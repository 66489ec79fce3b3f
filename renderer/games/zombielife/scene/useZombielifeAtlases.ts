import { useMemo } from 'react'
import { createCardAtlas, type CardAtlas } from '../../../table/cardAtlas'
import { useOwnedAtlas } from '../../../table/useRepaintWhenFontsLoad'
import { actionDeckSpec, assetDeckSpec } from './zombielifeDecks'

export interface ZombielifeAtlases {
  readonly assets: CardAtlas
  readonly actions: CardAtlas
}

/** The two Zombielife atlases (asset cards, Action cards), painted once from the card data. */
export function useZombielifeAtlases(): ZombielifeAtlases {
  const assets = useMemo(() => createCardAtlas(assetDeckSpec()), [])
  const actions = useMemo(() => createCardAtlas(actionDeckSpec()), [])
  useOwnedAtlas(assets)
  useOwnedAtlas(actions)
  return { assets, actions }
}
