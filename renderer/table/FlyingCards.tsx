import { useCallback, useRef } from 'react'
import type { InstancedMesh } from 'three'
import { arc, lerp } from './animation'
import type { CardAtlas } from './cardAtlas'
import { commitCardInstances, writeCardInstance } from './cardInstancing'
import type { FlightRig } from './flights'
import { useRigWriter } from './useRigWriter'
import { AtlasCards } from './AtlasCards'

export interface FlyingCardsProps<D extends string> {
  readonly rig: FlightRig<D>
  readonly deck: D
  readonly atlas: CardAtlas
}

const CAPACITY = 8

function writeFlights<D extends string>(
  mesh: InstancedMesh,
  rig: FlightRig<D>,
  deck: D,
  atlas: CardAtlas,
): void {
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

/** One deck's cards in the air between places on the table (hidden, and drawing nothing, when none fly). */
export function FlyingCards<D extends string>({ rig, deck, atlas }: FlyingCardsProps<D>) {
  const mesh = useRef<InstancedMesh>(null)
  const write = useCallback(
    (r: FlightRig<D>) => {
      if (mesh.current) writeFlights(mesh.current, r, deck, atlas)
    },
    [deck, atlas],
  )
  useRigWriter(rig, write)
  return (
    <AtlasCards
      ref={mesh}
      name={`flying-${deck}`}
      atlas={atlas}
      capacity={CAPACITY}
      visible={false}
      castShadow
      frustumCulled={false}
    />
  )
}
