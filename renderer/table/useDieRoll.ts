import { useThree } from '@react-three/fiber'
import { useImperativeHandle, useLayoutEffect, useRef, type ForwardedRef, type RefObject } from 'react'
import { Quaternion, type Mesh, type Vector3 } from 'three'
import { arc, ease } from './animation'
import type { DieHandle } from './Die'
import { useTweens } from './TweenContext'

/** How a die tumbles onto a new roll. */
export interface DieTumble {
  /** The (unit) axis it spins about. */
  readonly axis: Vector3
  /** Height of the first bounce, then of the small second one. */
  readonly bounce: number
  readonly rebound: number
  /** How far along -x it starts before sliding to its place. */
  readonly slide: number
}

/** How long a die's roll takes; the games' timelines wait this long before what follows it. */
export const ROLL_SECONDS = 0.95
const scratchSpin = new Quaternion()

/**
 * A die mesh's motion: at rest on `value` (placed whenever it or the place changes, unless rolling),
 * and the handle's roll, a tumble onto the new value. `orient` writes the rest orientation of a
 * value (null: not rolled yet) into `out`; it must be stable for the same faces (useCallback).
 */
export function useDieRoll(
  ref: ForwardedRef<DieHandle>,
  mesh: RefObject<Mesh | null>,
  {
    value,
    rest,
    orient,
    tumble,
  }: {
    readonly value: number | null
    /** Where the die's centre rests. */
    readonly rest: readonly [number, number, number]
    readonly orient: (value: number | null, out: Quaternion) => Quaternion
    readonly tumble: DieTumble
  },
): void {
  const rolling = useRef(0)
  const tweens = useTweens()
  const invalidate = useThree((s) => s.invalidate)
  const [px, restY, pz] = rest

  useLayoutEffect(() => {
    const m = mesh.current
    if (!m || rolling.current > 0) return
    m.position.set(px, restY, pz)
    orient(value, m.quaternion)
    invalidate()
  }, [mesh, orient, value, px, restY, pz, invalidate])

  useImperativeHandle(
    ref,
    () => ({
      roll(target, delay = 0, seconds = ROLL_SECONDS) {
        const final = orient(target, new Quaternion())
        const turns = 2 + (target % 2)
        rolling.current++
        tweens.add({
          delay,
          duration: seconds,
          ease: ease.linear,
          onUpdate: (t) => {
            const m = mesh.current
            if (!m) return
            const e = ease.outCubic(t)
            const bounce =
              arc(Math.min(1, t * 1.6), tumble.bounce) +
              (t > 0.62 ? arc((t - 0.62) / 0.38, tumble.rebound) : 0)
            m.position.set(px - (1 - e) * tumble.slide, restY + bounce, pz + (1 - e) * 0.4)
            scratchSpin.setFromAxisAngle(tumble.axis, (1 - e) * turns * Math.PI * 2)
            m.quaternion.copy(final).premultiply(scratchSpin)
          },
          onComplete: () => {
            rolling.current--
          },
        })
        return delay + seconds
      },
    }),
    [mesh, orient, tumble, tweens, px, restY, pz],
  )
}
