import { forwardRef, useEffect, useMemo, useRef } from 'react'
import { MeshStandardMaterial, Vector3, type Mesh, type Quaternion } from 'three'
import type { DieHandle } from '../../../table/Die'
import { useOwnedMaterial } from '../../../table/useOwnedMaterial'
import { useDieRoll, type DieTumble } from '../../../table/useDieRoll'
import { D4_REST_HEIGHT, createD4Geometry, createD4Texture, d4UpQuaternion } from './d4'

export interface D4Props {
  /** The value shown at rest (null: not rolled yet). */
  readonly value: number | null
  readonly position: readonly [number, number, number]
  readonly name?: string
}

const REST_YAW = 0.5
const TUMBLE: DieTumble = {
  axis: new Vector3(0.7, 0.4, 0.9).normalize(),
  bounce: 0.9,
  rebound: 0.14,
  slide: 1.1,
}

function orient(value: number | null, out: Quaternion): Quaternion {
  return d4UpQuaternion(value ?? 4, REST_YAW, out)
}

/** A zombie's d4, resting on the last roll and tumbling onto new ones (the kit Die's handle). */
export const D4 = forwardRef<DieHandle, D4Props>(function D4({ value, position, name }, ref) {
  const mesh = useRef<Mesh>(null)
  const { geometry, material } = useMemo(() => {
    const { geometry: g, layout } = createD4Geometry()
    return {
      geometry: g,
      material: new MeshStandardMaterial({ map: createD4Texture(layout), roughness: 0.5 }),
    }
  }, [])
  useOwnedMaterial(material)
  useEffect(() => () => geometry.dispose(), [geometry])
  const [px, py, pz] = position
  useDieRoll(ref, mesh, { value, rest: [px, py + D4_REST_HEIGHT, pz], orient, tumble: TUMBLE })

  return <mesh ref={mesh} name={name} geometry={geometry} material={material} castShadow dispose={null} />
})
