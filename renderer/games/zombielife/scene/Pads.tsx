import { useThree } from '@react-three/fiber'
import { useLayoutEffect, useRef } from 'react'
import { Color, Matrix4, type InstancedMesh } from 'three'
import type { Seat } from '../../../../engine/core/types'
import type { PlayerView } from '../../../../engine/games/zombielife/types'
import { CARD_LENGTH, CARD_WIDTH } from '../../../table/shared'
import { useDecalMaterial } from '../../../table/useDecalMaterial'
import {
  ACTION_DECK,
  ACTION_DISCARD,
  AREA_DEPTH,
  AREA_WIDTH,
  ROUND_SCALE,
  areaCenter,
  roundPlace,
} from './layout'
import { commitInstances } from '../../../table/instances'
import { createPadTexture } from './padTexture'
import { ZOMBIE_COLOR, seatColor } from './seatColors'
import { FlatDecals } from '../../../table/FlatDecals'

export interface PadsProps {
  readonly players: readonly PlayerView[]
  /** Seats with a decision pending: their area lights up. */
  readonly toAct: readonly Seat[]
  readonly round: number
  readonly rounds: number
}

const MAX = 5 + 12 + 2
const scratch = new Matrix4()
const scratchColor = new Color()

/** The colour of a seat's area: its seat colour, toxic green for a zombie, brighter when acting. */
export function padColor(p: PlayerView, acting: boolean): string {
  const base = p.zombie ? ZOMBIE_COLOR : seatColor(p.seat)
  return scratchColor
    .set(base)
    .multiplyScalar(acting ? 1 : 0.42)
    .getStyle()
}

/**
 * Flat panels under each player's area, the Round Indicator Area's slots (the current round's slot
 * in gold) and the Action deck and discard places, all one InstancedMesh.
 */
export function Pads({ players, toAct, round, rounds }: PadsProps) {
  const mesh = useRef<InstancedMesh>(null)
  const invalidate = useThree((s) => s.invalidate)
  const material = useDecalMaterial(createPadTexture)
  useLayoutEffect(() => {
    const m = mesh.current
    if (!m) return
    let i = 0
    const n = players.length
    for (const p of players.slice(0, 5)) {
      const [x, , z] = areaCenter(p.seat, n)
      const acting = toAct.includes(p.seat)
      scratch.makeScale(AREA_WIDTH, 1, AREA_DEPTH).setPosition(x, 0.003, z)
      m.setMatrixAt(i, scratch)
      m.setColorAt(i, scratchColor.set(padColor(p, acting)))
      i++
    }
    for (let r = 0; r < Math.min(rounds, 12); r++) {
      const [x, , z] = roundPlace(r)
      scratch
        .makeScale(CARD_WIDTH * ROUND_SCALE + 0.1, 1, CARD_LENGTH * ROUND_SCALE + 0.1)
        .setPosition(x, 0.002, z)
      m.setMatrixAt(i, scratch)
      m.setColorAt(i, scratchColor.set(r + 1 === round ? '#f0c419' : '#5a5446'))
      i++
    }
    for (const [x, , z] of [ACTION_DECK, ACTION_DISCARD]) {
      scratch.makeScale(CARD_WIDTH + 0.12, 1, CARD_LENGTH + 0.12).setPosition(x, 0.002, z)
      m.setMatrixAt(i, scratch)
      m.setColorAt(i, scratchColor.set('#5a5446'))
      i++
    }
    commitInstances(m, i)
    invalidate()
  }, [players, toAct, round, rounds, invalidate])
  return <FlatDecals ref={mesh} name="pads" material={material} capacity={MAX} renderOrder={-1} />
}
