import { useThree } from '@react-three/fiber'
import { useEffect } from 'react'
import { canvasFontsReady, loadCanvasFonts } from '../../../table/fonts'

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
