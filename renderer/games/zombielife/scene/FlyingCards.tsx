import { useCallback, useEffect, useMemo, useRef } from 'react'
import type { InstancedMesh } from 'three'
import { arc, lerp } from '../../../table/animation'
import type { CardAtlas } from '../../../table/cardAtlas'
import {
  commitCardInstances,
  createCardInstancesGeometry,
  disposeCardInstancesGeometry,
  writeCardInstance,
} from '../../../table/cardInstancing'
import type { FlightDeck, ZombielifeRig } from './sceneRig'
import { useRigWriter } from './useRigWriter'

export interface FlyingCardsProps {
  readonly deck: FlightDeck
  readonly atlas: CardAtlas
}

const CAPACITY = 8

function writeFlights(mesh: InstancedMesh, rig: ZombielifeRig, deck: FlightDeck, atlas: CardAtlas): void {
  let i = 0
  for (const f of rig.flights) {
    if (!f.active || f.t < 0 || f.deck !== deck || i >= CAPACITY) continue
    const t = f.t
    writeCardInstance(
      mesh,
      i++,
      {
        x: lerp(f.from[0], f.to[0], t),
        y: lerp(f.from[1], f.to[1], t) + arc(t, f.height),
        z: lerp(f.from[2], f.to[2], t),
        yaw: arc(t, 0.25),
        pitch: 0,
        roll: lerp(f.rollFrom, f.rollTo, t) * Math.PI,
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

/** Cards in the air between piles, hands and areas (hidden, and drawing nothing, when none fly). */
export function FlyingCards({ deck, atlas }: FlyingCardsProps) {
  const mesh = useRef<InstancedMesh>(null)
  const geometry = useMemo(() => createCardInstancesGeometry(CAPACITY), [])
  useEffect(() => () => disposeCardInstancesGeometry(geometry), [geometry])
  const write = useCallback(
    (rig: ZombielifeRig) => {
      if (mesh.current) writeFlights(mesh.current, rig, deck, atlas)
    },
    [deck, atlas],
  )
  useRigWriter(write)
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
