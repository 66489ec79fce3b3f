import { useThree } from '@react-three/fiber'
import { useEffect } from 'react'
import { canvasFontsReady, loadCanvasFonts } from './fonts'
import type { CardAtlas } from './cardAtlas'

/** Paints a canvas texture again once the bundled fonts have loaded (it was first painted with a fallback). */
export function useRepaintWhenFontsLoad(target: { repaint(): void }): void {
  const invalidate = useThree((s) => s.invalidate)
  useEffect(() => {
    if (canvasFontsReady()) return
    let live = true
    void loadCanvasFonts().then(() => {
      if (!live) return
      target.repaint()
      invalidate()
    })
    return () => {
      live = false
    }
  }, [target, invalidate])
}

/** A card atlas a table owns: repainted once the bundled fonts have loaded, disposed with the table. */
export function useOwnedAtlas(atlas: CardAtlas): void {
  useRepaintWhenFontsLoad(atlas)
  useEffect(() => () => atlas.dispose(), [atlas])
}
