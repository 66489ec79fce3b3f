import { useThree } from '@react-three/fiber'
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react'
import { MeshBasicMaterial, type Mesh } from 'three'
import type { MonopoView } from '../../../../engine/games/monopozombie/types'
import { sharedObjects } from '../../../table/shared'
import { useTablePrefs } from '../../../table/tablePrefs'
import { useRepaintWhenFontsLoad } from '../../../table/useRepaintWhenFontsLoad'
import { useRigWriter } from '../../../table/useRigWriter'
import { BOARD_Y, STAGE_PLAQUE } from './layout'
import { plaqueLook } from './plaquePulse'
import { useMonopoRig, type MonopoRig } from './sceneRig'
import { createPlaqueTexture, plaqueText } from './stagePlaque'

export interface StagePlaqueProps {
  readonly view: Pick<MonopoView, 'stage' | 'players' | 'turn' | 'winners'>
}

/**
 * The current stage (Capitalism, Outbreak, Apocalypse), the round and the head count, on one plane;
 * it flares when the stage changes.
 */
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
  const { reducedMotion } = useTablePrefs()
  const meshRef = useRef<Mesh>(null)
  const writePulse = useCallback(
    (rig: MonopoRig) => {
      const look = plaqueLook(rig.plaquePulse, reducedMotion)
      material.color.setScalar(look.brightness)
      meshRef.current?.scale.set(STAGE_PLAQUE.width * look.scale, 1, STAGE_PLAQUE.depth * look.scale)
    },
    [material, reducedMotion],
  )
  useRigWriter(useMonopoRig(), writePulse)
  return (
    <mesh
      ref={meshRef}
      name="stage-plaque"
      userData={{ text: `${title} ${detail}` }}
      geometry={sharedObjects().flatPlane}
      material={material}
      position={[STAGE_PLAQUE.x, BOARD_Y + 0.004, STAGE_PLAQUE.z]}
      dispose={null}
    />
  )
}
