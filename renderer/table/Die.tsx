import type { ThreeEvent } from '@react-three/fiber'
import { forwardRef, useCallback, useMemo, useRef } from 'react'
import { MeshStandardMaterial, Vector3, type Mesh, type Quaternion } from 'three'
import { faceForValue, faceUpQuaternion } from './dieOrientation'
import { createDieTexture } from './dieTexture'
import { DIE_SIZE, sharedObjects } from './shared'
import { useDieRoll, type DieTumble } from './useDieRoll'
import { useTableThings, type TableThing } from './tableThings'
import { useOwnedMaterial } from './useOwnedMaterial'

export interface DieProps {
  /** The six face values (Selfish: 0, 1, 1, 2, 2, 3). */
  readonly faces: readonly number[]
  /** The value shown at rest (null: not rolled yet). */
  readonly value: number | null
  readonly position: readonly [number, number, number]
  readonly name?: string
  readonly onClick?: (event: ThreeEvent<MouseEvent>) => void
  /** What the die is, for the pointer (a tooltip, the hover cue, a click); with it, onClick is not used. */
  readonly thing?: TableThing | null
}

export interface DieHandle {
  /**
   * Tumbles the die onto `value` after `delay` seconds, for `seconds` (ROLL_SECONDS by default: a
   * timeline playing faster passes less); returns when it ends, from now.
   */
  roll(value: number, delay?: number, seconds?: number): number
}

const REST_YAW = 0.35
const TUMBLE: DieTumble = {
  axis: new Vector3(0.6, 0.3, 1).normalize(),
  bounce: 1.1,
  rebound: 0.18,
  slide: 1.2,
}

/** A d6 showing the engine's face values, resting on the last roll and tumbling onto new ones. */
export const Die = forwardRef<DieHandle, DieProps>(function Die(
  { faces, value, position, name, onClick, thing },
  ref,
) {
  const mesh = useRef<Mesh>(null)
  const things = useTableThings(mesh, thing ? () => thing : undefined)
  const facesKey = faces.join(',')
  const material = useMemo(
    () =>
      new MeshStandardMaterial({ map: createDieTexture(facesKey.split(',').map(Number)), roughness: 0.45 }),
    [facesKey],
  )
  useOwnedMaterial(material)
  const orient = useCallback(
    (v: number | null, out: Quaternion) =>
      faceUpQuaternion(faceForValue(faces, v ?? faces[2] ?? 0), REST_YAW, out),
    [faces],
  )
  const [px, py, pz] = position
  useDieRoll(ref, mesh, { value, rest: [px, py + DIE_SIZE / 2, pz], orient, tumble: TUMBLE })

  return (
    <mesh
      ref={mesh}
      name={name}
      geometry={sharedObjects().dieGeometry}
      material={material}
      castShadow
      dispose={null}
      {...(thing ? things : { onClick })}
    />
  )
})
