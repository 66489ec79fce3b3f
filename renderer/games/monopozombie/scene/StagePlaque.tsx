import { useThree } from '@react-three/fiber'
import { useEffect, useLayoutEffect, useMemo } from 'react'
import { MeshBasicMaterial } from 'three'
import type { MonopoView } from '../../../../engine/games/monopozombie/types'
import { sharedObjects } from '../../../table/shared'
import { useRepaintWhenFontsLoad } from '../../../table/useRepaintWhenFontsLoad'
import { BOARD_Y, STAGE_PLAQUE } from './layout'
import { createPlaqueTexture, plaqueText } from './stagePlaque'

export interface StagePlaqueProps {
  readonly view: Pick<MonopoView, 'stage' | 'players' | 'turn' | 'winners'>
}

/** The current stage (Capitalism, Outbreak, Apocalypse), the round and the head count, on one plane. */
export function StagePlaque({ view }: StagePlaqueProps) {
  const invalidate = useThree((s) => s.invalidate)
  const plaque = useMemo(() => createPlaqueTexture(), [])
  const material = useMemo(
    () => new MeshBasicMaterial({ map: plaque.texture, transparent: true, toneMapped: false }),
    [plaque],
  )
  useEffect(
    () => () => {
      plaque.texture.dispose()
      material.dispose()
    },
    [plaque, material],
  )
  const words = plaqueText(view)
  const { stage, title, detail } = words
  const painter = useMemo(
    () => ({ repaint: () => plaque.paint({ stage, title, detail }) }),
    [plaque, stage, title, detail],
  )
  useLayoutEffect(() => {
    painter.repaint()
    invalidate()
  }, [painter, invalidate])
  useRepaintWhenFontsLoad(painter)
  return (
    <mesh
      name="stage-plaque"
      userData={{ text: `${title} ${detail}` }}
      geometry={sharedObjects().flatPlane}
      material={material}
      position={[STAGE_PLAQUE.x, BOARD_Y + 0.004, STAGE_PLAQUE.z]}
      scale={[STAGE_PLAQUE.width, 1, STAGE_PLAQUE.depth]}
      dispose={null}
    />
  )
}
