import { useThree } from '@react-three/fiber'
import { useEffect, useMemo } from 'react'
import { createCardAtlas, type CardAtlas } from '../../../table/cardAtlas'
import { canvasFontsReady, loadCanvasFonts } from '../../../table/fonts'
import { actionDeckSpec, assetDeckSpec } from './zombielifeDecks'

export interface ZombielifeAtlases {
  readonly assets: CardAtlas
  readonly actions: CardAtlas
}

/** Repaints an atlas once the bundled fonts have loaded (it was first painted with a fallback). */
function useRepaintWhenFontsLoad(atlas: CardAtlas): void {
  const invalidate = useThree((s) => s.invalidate)
  useEffect(() => {
    if (canvasFontsReady()) return
    let live = true
    void loadCanvasFonts().then(() => {
      if (!live) return
      atlas.repaint()
      invalidate()
    })
    return () => {
      live = false
    }
  }, [atlas, invalidate])
  useEffect(() => () => atlas.dispose(), [atlas])
}

/** The two Zombielife atlases (asset cards, Action cards), painted once from the card data. */
export function useZombielifeAtlases(): ZombielifeAtlases {
  const assets = useMemo(() => createCardAtlas(assetDeckSpec()), [])
  const actions = useMemo(() => createCardAtlas(actionDeckSpec()), [])
  useRepaintWhenFontsLoad(assets)
  useRepaintWhenFontsLoad(actions)
  return { assets, actions }
}
