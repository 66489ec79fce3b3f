import { useThree } from '@react-three/fiber'
import { useLayoutEffect, useRef } from 'react'
import { AdditiveBlending, Color, Matrix4, type InstancedMesh } from 'three'
import type { Seat } from '../../../../engine/core/types'
import { useDecalMaterial } from '../../../table/useDecalMaterial'
import { commitInstances } from '../../../table/instances'
import { COLUMN_PITCH, HAND_Z, columnX, spaceZ } from './layout'
import { createGlowTexture } from './markerTextures'
import { seatColor } from './seatColors'
import { FlatDecals } from '../../../table/FlatDecals'

export interface TurnHighlightProps {
  readonly players: number
  readonly chopperLevel: number
  /** The seats with a decision pending. */
  readonly seats: readonly Seat[]
}

const MAX = 5
const scratch = new Matrix4()
const scratchColor = new Color()

/** A glow along the column of each seat to act (one InstancedMesh; nothing drawn when no one acts). */
export function TurnHighlight({ players, chopperLevel, seats }: TurnHighlightProps) {
  const mesh = useRef<InstancedMesh>(null)
  const invalidate = useThree((s) => s.invalidate)
  const material = useDecalMaterial(createGlowTexture, { opacity: 0.34, blending: AdditiveBlending })
  useLayoutEffect(() => {
    const m = mesh.current
    if (!m) return
    const near = HAND_Z + 0.55
    const far = spaceZ(chopperLevel - 1) - 0.95
    const shown = seats.filter((s) => s >= 0 && s < players).slice(0, MAX)
    shown.forEach((seat, i) => {
      scratch
        .makeScale(COLUMN_PITCH * 0.96, 1, near - far)
        .setPosition(columnX(seat, players), 0.004, (near + far) / 2)
      m.setMatrixAt(i, scratch)
      m.setColorAt(i, scratchColor.set(seatColor(seat)))
    })
    m.visible = shown.length > 0
    commitInstances(m, shown.length)
    invalidate()
  }, [players, chopperLevel, seats, invalidate])
  return <FlatDecals ref={mesh} name="turn-highlight" material={material} capacity={MAX} renderOrder={-1} />
}
