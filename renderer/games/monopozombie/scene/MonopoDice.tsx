import { useThree } from '@react-three/fiber'
import { useLayoutEffect, useMemo, useRef } from 'react'
import { AdditiveBlending, Matrix4, type InstancedMesh } from 'three'
import type { TurnState } from '../../../../engine/games/monopozombie/types'
import { Die, type DieHandle } from '../../../table/Die'
import { useDecalMaterial } from '../../../table/useDecalMaterial'
import { commitInstances } from '../../../table/instances'
import { D4 } from './D4'
import { diePlace } from './layout'
import { createGlowRingTexture } from './markerTextures'
import type { MonopoRig } from './sceneRig'
import { TURN_COLOR } from './seatColors'
import { FlatDecals } from '../../../table/FlatDecals'

export interface MonopoDiceProps {
  readonly turn: Pick<TurnState, 'dice' | 'diceKind' | 'chosen'>
  readonly rig: MonopoRig
}

const D6_FACES = [1, 2, 3, 4, 5, 6] as const
const m4 = new Matrix4()

/** Which dice lie on the table: two d6 (three in Stage 3) for a human, two d4 for a zombie. */
export function diceShown(turn: Pick<TurnState, 'dice' | 'diceKind' | 'chosen'>): {
  d6: number
  d4: number
  /** Indices of the dice used, when a choice was made among three. */
  chosen: number[]
} {
  if (turn.diceKind === 'd4') return { d6: 0, d4: 2, chosen: [] }
  const d6 = turn.dice.length === 3 ? 3 : 2
  const chosen = d6 === 3 ? turn.chosen.filter((i) => Number.isInteger(i) && i >= 0 && i < 3) : []
  return { d6, d4: 0, chosen }
}

/**
 * The dice tray: three d6 (the third only shows in Stage 3, where the two used glow) and two
 * four-sided zombie dice, each resting on the engine's last roll and tumbling onto new ones.
 */
export function MonopoDice({ turn, rig }: MonopoDiceProps) {
  const glow = useRef<InstancedMesh>(null)
  const invalidate = useThree((s) => s.invalidate)
  const shown = diceShown(turn)
  const material = useDecalMaterial(createGlowRingTexture, { color: TURN_COLOR, blending: AdditiveBlending })
  const chosenKey = shown.chosen.join(',')
  useLayoutEffect(() => {
    const m = glow.current
    if (!m) return
    const chosen = chosenKey === '' ? [] : chosenKey.split(',').map(Number)
    chosen.forEach((i, k) => {
      const [x, y, z] = diePlace(i, 3)
      m.setMatrixAt(k, m4.makeScale(0.95, 1, 0.95).setPosition(x, y + 0.004, z))
    })
    m.visible = chosen.length > 0
    commitInstances(m, chosen.length)
    invalidate()
  }, [chosenKey, invalidate])

  const refs = useMemo(
    () => ({
      d6: [0, 1, 2].map((i) => (h: DieHandle | null) => {
        rig.d6[i] = h
      }),
      d4: [0, 1].map((i) => (h: DieHandle | null) => {
        rig.d4[i] = h
      }),
    }),
    [rig],
  )
  const value = (i: number): number | null => turn.dice[i] ?? null

  return (
    <group name="dice">
      {[0, 1, 2].map((i) => (
        <group key={`d6-${i}`} visible={i < shown.d6}>
          <Die
            ref={refs.d6[i]}
            name={`d6-${i}`}
            faces={D6_FACES}
            value={turn.diceKind === 'd6' ? value(i) : null}
            position={diePlace(i, shown.d6 || 2)}
          />
        </group>
      ))}
      {[0, 1].map((i) => (
        <group key={`d4-${i}`} visible={i < shown.d4}>
          <D4
            ref={refs.d4[i]}
            name={`d4-${i}`}
            value={turn.diceKind === 'd4' ? value(i) : null}
            position={diePlace(i, 2)}
          />
        </group>
      ))}
      <FlatDecals ref={glow} name="chosen-dice" material={material} capacity={3} renderOrder={1} />
    </group>
  )
}
