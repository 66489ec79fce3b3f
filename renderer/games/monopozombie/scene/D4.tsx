import { useThree } from '@react-three/fiber'
import { forwardRef, useEffect, useImperativeHandle, useLayoutEffect, useMemo, useRef } from 'react'
import { MeshStandardMaterial, Quaternion, Vector3, type Mesh } from 'three'
import { arc, ease } from '../../../table/animation'
import type { DieHandle } from '../../../table/Die'
import { useTweens } from '../../../table/TweenContext'
import { D4_REST_HEIGHT, createD4Geometry, createD4Texture, d4UpQuaternion } from './d4'

export interface D4Props {
  /** The value shown at rest (null: not rolled yet). */
  readonly value: number | null
  readonly position: readonly [number, number, number]
  readonly name?: string
}

const REST_YAW = 0.5
const ROLL_SECONDS = 0.95
const scratchSpin = new Quaternion()

/** A zombie's d4, resting on the last roll and tumbling onto new ones (the kit Die's handle). */
export const D4 = forwardRef<DieHandle, D4Props>(function D4({ value, position, name }, ref) {
  const mesh = useRef<Mesh>(null)
  const rolling = useRef(0)
  const tweens = useTweens()
  const invalidate = useThree((s) => s.invalidate)
  const { geometry, material } = useMemo(() => {
    const { geometry: g, layout } = createD4Geometry()
    return {
      geometry: g,
      material: new MeshStandardMaterial({ map: createD4Texture(layout), roughness: 0.5 }),
    }
  }, [])
  useEffect(
    () => () => {
      geometry.dispose()
      material.map?.dispose()
      material.dispose()
    },
    [geometry, material],
  )
  const [px, py, pz] = position
  const restY = py + D4_REST_HEIGHT

  useLayoutEffect(() => {
    const m = mesh.current
    if (!m || rolling.current > 0) return
    m.position.set(px, restY, pz)
    d4UpQuaternion(value ?? 4, REST_YAW, m.quaternion)
    invalidate()
  }, [value, px, restY, pz, invalidate])

  useImperativeHandle(
    ref,
    () => ({
      roll(target, delay = 0) {
        const final = d4UpQuaternion(target, REST_YAW, new Quaternion())
        const turns = 2 + (target % 2)
        const axis = new Vector3(0.7, 0.4, 0.9).normalize()
        rolling.current++
        tweens.add({
          delay,
          duration: ROLL_SECONDS,
          ease: ease.linear,
          onUpdate: (t) => {
            const m = mesh.current
            if (!m) return
            const e = ease.outCubic(t)
            const bounce = arc(Math.min(1, t * 1.6), 0.9) + (t > 0.62 ? arc((t - 0.62) / 0.38, 0.14) : 0)
            m.position.set(px - (1 - e) * 1.1, restY + bounce, pz + (1 - e) * 0.4)
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
    [tweens, px, restY, pz],
  )

  return <mesh ref={mesh} name={name} geometry={geometry} material={material} castShadow dispose={null} />
})
