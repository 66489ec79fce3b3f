import { useFrame } from '@react-three/fiber'
import { useEffect, useMemo, useRef } from 'react'
import type { InstancedMesh } from 'three'
import { arc, lerp } from '../../../table/animation'
import type { CardAtlas } from '../../../table/cardAtlas'
import {
  commitCardInstances,
  createCardInstancesGeometry,
  disposeCardInstancesGeometry,
  writeCardInstance,
} from '../../../table/cardInstancing'
import { useSelfishRig, type FlightDeck, type SelfishRig } from './sceneRig'

export interface FlyingCardsProps {
  readonly deck: FlightDeck
  readonly atlas: CardAtlas
}

const CAPACITY = 8

function writeFlights(mesh: InstancedMesh, rig: SelfishRig, deck: FlightDeck, atlas: CardAtlas): void {
  let i = 0
  for (const f of rig.flights) {
    if (!f.active || f.deck !== deck || i >= CAPACITY) continue
    const t = f.t
    const roll = lerp(f.rollFrom, f.rollTo, t) * Math.PI
    writeCardInstance(
      mesh,
      i++,
      {
        x: lerp(f.from[0], f.to[0], t),
        y: lerp(f.from[1], f.to[1], t) + arc(t, f.height),
        z: lerp(f.from[2], f.to[2], t),
        yaw: arc(t, 0.25),
        pitch: 0,
        roll,
        scale: lerp(f.scaleFrom, f.scaleTo, t),
      },
      atlas.rect(f.front),
      atlas.back,
    )
  }
  mesh.count = i
  mesh.visible = i > 0
  if (i > 0) commitCardInstances(mesh)
}

/** Cards in the air between piles, hands and columns (hidden, and drawing nothing, when none fly). */
export function FlyingCards({ deck, atlas }: FlyingCardsProps) {
  const rig = useSelfishRig()
  const mesh = useRef<InstancedMesh>(null)
  const drawn = useRef(-1)
  const geometry = useMemo(() => createCardInstancesGeometry(CAPACITY), [])
  useEffect(() => () => disposeCardInstancesGeometry(geometry), [geometry])
  useFrame(() => {
    const m = mesh.current
    if (!m || drawn.current === rig.version) return
    writeFlights(m, rig, deck, atlas)
    drawn.current = rig.version
  })
  return (
    <instancedMesh
      ref={mesh}
      name={`flying-${deck}`}
      args={[geometry, atlas.material, CAPACITY]}
      visible={false}
      castShadow
      frustumCulled={false}
      dispose={null}
    />
  )
}
