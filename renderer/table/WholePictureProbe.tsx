import { addAfterEffect, addEffect, useThree } from '@react-three/fiber'
import { useEffect } from 'react'
import type { Object3D } from 'three'
import { canvasFontsReady } from './fonts'
import { wordsWaiting } from './WordsSuspense'

/** How long a table may take to be whole before it is shown anyway (a font that never loads). */
const GIVE_UP_MS = 20_000

function shown(object: Object3D): boolean {
  for (let o: Object3D | null = object; o !== null; o = o.parent) if (!o.visible) return false
  return true
}

/** A visible word on the table not laid out yet (drei Text draws nothing until its layout is done). */
function blankWord(object: Object3D): boolean {
  const text = object as Object3D & { textRenderInfo?: unknown; text?: unknown }
  return 'textRenderInfo' in text && text.textRenderInfo == null && Boolean(text.text) && shown(object)
}

/** What was true as the frame began: the painted words' fonts loaded, and words still waiting for theirs. */
export interface FrameStart {
  readonly fontsLoaded: boolean
  readonly wordsWaiting: number
}

/** Whether the frame just drawn showed the table whole: every word there and laid out, the tabletop too. */
export function tableIsWhole(scene: Object3D, tabletop: boolean, start: FrameStart): boolean {
  if (!start.fontsLoaded || start.wordsWaiting > 0) return false
  if (tabletop && scene.getObjectByName('felt') === undefined) return false
  let whole = true
  scene.traverse((o) => {
    if (whole && blankWord(o)) whole = false
  })
  return whole
}

/**
 * Calls `onWhole` once, after the first frame that drew the table whole: no word still waiting for
 * its font (WordsSuspense), every visible word laid out, painted words drawn with the bundled fonts
 * (loaded when the frame began), and the tabletop under the pieces where there is one. A page that must not show a half-drawn table (the stream's)
 * keeps its canvas hidden until then. Mounted beside the game's scene, so the scene is there.
 */
export function WholePictureProbe({
  onWhole,
  tabletop,
}: {
  readonly onWhole: () => void
  readonly tabletop: boolean
}) {
  const scene = useThree((s) => s.scene)
  const invalidate = useThree((s) => s.invalidate)
  useEffect(() => {
    let done = false
    const frameStart = () => ({ fontsLoaded: canvasFontsReady(), wordsWaiting: wordsWaiting() })
    let start = frameStart()
    const finish = () => {
      if (done) return
      done = true
      stopBefore()
      stopAfter()
      clearTimeout(giveUp)
      onWhole()
    }
    const stopBefore = addEffect(() => {
      start = frameStart()
    })
    const stopAfter = addAfterEffect(() => {
      if (!done && tableIsWhole(scene, tabletop, start)) finish()
    })
    const giveUp = setTimeout(finish, GIVE_UP_MS)
    invalidate()
    return () => {
      done = true
      stopBefore()
      stopAfter()
      clearTimeout(giveUp)
    }
  }, [scene, tabletop, onWhole, invalidate])
  return null
}
