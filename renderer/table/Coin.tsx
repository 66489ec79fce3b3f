import { useThree, type ThreeEvent } from '@react-three/fiber'
import { useLayoutEffect, useMemo, useRef } from 'react'
import { MeshStandardMaterial, type Mesh } from 'three'
import { arc, ease, lerp } from './animation'
import { createCoinTexture } from './coinTexture'
import { COIN_HEIGHT, sharedObjects } from './shared'
import { useTweens } from './TweenContext'
import { useOwnedMaterial } from './useOwnedMaterial'

export interface CoinProps {
  readonly side: 'heads' | 'tails'
  readonly position: readonly [number, number, number]
  readonly headsLabel?: string
  readonly tailsLabel?: string
  readonly metal?: string
  /** Flip with a toss when `side` changes (otherwise it just lies on the new side). */
  readonly animate?: boolean
  readonly name?: string
  readonly onClick?: (event: ThreeEvent<MouseEvent>) => void
}

const TOSS_SECONDS = 0.7

/** A two-sided coin (for games that toss one); tosses over when its side changes. */
export function Coin({
  side,
  position,
  headsLabel = 'H',
  tailsLabel = 'T',
  metal = '#b8923a',
  animate = true,
  name,
  onClick,
}: CoinProps) {
  const mesh = useRef<Mesh>(null)
  const shown = useRef<'heads' | 'tails' | null>(null)
  const tweens = useTweens()
  const invalidate = useThree((s) => s.invalidate)
  const material = useMemo(
    () =>
      new MeshStandardMaterial({
        map: createCoinTexture(headsLabel, tailsLabel, metal),
        roughness: 0.35,
        metalness: 0.6,
      }),
    [headsLabel, tailsLabel, metal],
  )
  useOwnedMaterial(material)
  const [px, py, pz] = position
  const restY = py + COIN_HEIGHT / 2

  useLayoutEffect(() => {
    const m = mesh.current
    if (!m) return
    const target = side === 'heads' ? 0 : Math.PI
    m.position.set(px, restY, pz)
    if (!animate || shown.current === null || shown.current === side) {
      m.rotation.set(target, 0, 0)
      invalidate()
    } else {
      const from = m.rotation.x
      const to = target + Math.PI * 4
      tweens.add({
        duration: TOSS_SECONDS,
        ease: ease.linear,
        onUpdate: (t) => {
          m.rotation.x = lerp(from, to, ease.outCubic(t))
          m.position.y = restY + arc(t, 0.8)
          if (t === 1) m.rotation.x = target
        },
      })
    }
    shown.current = side
  }, [side, px, restY, pz, animate, tweens, invalidate])

  return (
    <mesh
      ref={mesh}
      name={name}
      geometry={sharedObjects().coinGeometry}
      material={material}
      castShadow
      dispose={null}
      onClick={onClick}
    />
  )
}
