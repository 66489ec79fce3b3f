import { useThree, type ThreeEvent } from '@react-three/fiber'
import { forwardRef, useEffect, useImperativeHandle, useLayoutEffect, useMemo, useRef } from 'react'
import { MeshStandardMaterial, Quaternion, Vector3, type Mesh } from 'three'
import { arc, ease } from './animation'
import { faceForValue, faceUpQuaternion } from './dieOrientation'
import { createDieTexture } from './dieTexture'
import { DIE_SIZE, sharedObjects } from './shared'
import { useTweens } from './TweenContext'

export interface DieProps {
  /** The six face values (Selfish: 0, 1, 1, 2, 2, 3). */
  readonly faces: readonly number[]
  /** The value shown at rest (null: not rolled yet). */
  readonly value: number | null
  readonly position: readonly [number, number, number]
  readonly name?: string
  readonly onClick?: (event: ThreeEvent<MouseEvent>) => void
}

export interface DieHandle {
  /** Tumbles the die onto `value` after `delay` seconds; returns the animation's length. */
  roll(value: number, delay?: number): number
}

const REST_YAW = 0.35
const ROLL_SECONDS = 0.95
const scratchSpin = new Quaternion()

/** A d6 showing the engine's face values, resting on the last roll and tumbling onto new ones. */
export const Die = forwardRef<DieHandle, DieProps>(function Die(
  { faces, value, position, name, onClick },
  ref,
) {
  const mesh = useRef<Mesh>(null)
  const rolling = useRef(0)
  const tweens = useTweens()
  const invalidate = useThree((s) => s.invalidate)
  const facesKey = faces.join(',')
  const material = useMemo(
    () =>
      new MeshStandardMaterial({ map: createDieTexture(facesKey.split(',').map(Number)), roughness: 0.45 }),
    [facesKey],
  )
  useEffect(
    () => () => {
      material.map?.dispose()
      material.dispose()
    },
    [material],
  )
  const [px, py, pz] = position
  const restY = py + DIE_SIZE / 2

  useLayoutEffect(() => {
    const m = mesh.current
    if (!m || rolling.current > 0) return
    m.position.set(px, restY, pz)
    faceUpQuaternion(faceForValue(faces, value ?? faces[2] ?? 0), REST_YAW, m.quaternion)
    invalidate()
  }, [faces, value, px, restY, pz, invalidate])

  useImperativeHandle(
    ref,
    () => ({
      roll(target, delay = 0) {
        const final = faceUpQuaternion(faceForValue(faces, target), REST_YAW, new Quaternion())
        const turns = 2 + (target % 2)
        const axis = new Vector3(0.6, 0.3, 1).normalize()
        rolling.current++
        tweens.add({
          delay,
          duration: ROLL_SECONDS,
          ease: ease.linear,
          onUpdate: (t) => {
            const m = mesh.current
            if (!m) return
            const e = ease.outCubic(t)
            const bounce = arc(Math.min(1, t * 1.6), 1.1) + (t > 0.62 ? arc((t - 0.62) / 0.38, 0.18) : 0)
            m.position.set(px - (1 - e) * 1.2, restY + bounce, pz + (1 - e) * 0.4)
            scratchSpin.setFromAxisAngle(axis, (1 - e) * turns * Math.PI * 2)
            m.quaternion.copy(final).premultiply(scratchSpin)
          },
          onComplete: () => {
            rolling.current--
          },
        })
        return delay + ROLL_SECONDS
      },
    }),
    [faces, tweens, px, restY, pz],
  )

  return (
    <mesh
      ref={mesh}
      name={name}
      geometry={sharedObjects().dieGeometry}
      material={material}
      castShadow
      dispose={null}
      onClick={onClick}
    />
  )
})
