import { useThree } from '@react-three/fiber'
import { useLayoutEffect, useRef } from 'react'
import { Matrix4, type InstancedMesh } from 'three'
import { CARD_LENGTH, CARD_WIDTH } from '../../../table/shared'
import { useDecalMaterial } from '../../../table/useDecalMaterial'
import { commitInstances } from '../../../table/instances'
import { columnX, spaceZ, tablePlaces } from './layout'
import { createSlotTexture } from './markerTextures'
import { FlatDecals } from '../../../table/FlatDecals'

export interface ColumnSlotsProps {
  readonly players: number
  readonly chopperLevel: number
}

const MAX_SLOTS = 5 * 12 + 4
const scratch = new Matrix4()

/** Every space of every column and every pile place, outlined: one InstancedMesh. */
export function ColumnSlots({ players, chopperLevel }: ColumnSlotsProps) {
  const mesh = useRef<InstancedMesh>(null)
  const invalidate = useThree((s) => s.invalidate)
  const material = useDecalMaterial(createSlotTexture)
  useLayoutEffect(() => {
    const m = mesh.current
    if (!m) return
    const places: (readonly [number, number])[] = []
    for (let seat = 0; seat < players; seat++) {
      for (let space = 0; space < chopperLevel; space++) places.push([columnX(seat, players), spaceZ(space)])
    }
    const t = tablePlaces(players, chopperLevel)
    for (const p of [t.gameDeck, t.gameDiscard, t.wastelandDeck, t.wastelandDiscard])
      places.push([p[0], p[2]])
    const count = Math.min(places.length, MAX_SLOTS)
    for (let i = 0; i < count; i++) {
      const [x, z] = places[i] as readonly [number, number]
      scratch.makeScale(CARD_WIDTH + 0.08, 1, CARD_LENGTH + 0.08).setPosition(x, 0.002, z)
      m.setMatrixAt(i, scratch)
    }
    commitInstances(m, count)
    invalidate()
  }, [players, chopperLevel, invalidate])
  return <FlatDecals ref={mesh} name="slots" material={material} capacity={MAX_SLOTS} renderOrder={-1} />
}
