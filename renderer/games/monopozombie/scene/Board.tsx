import { useEffect, useMemo, useRef } from 'react'
import { BoxGeometry, MeshStandardMaterial, type Mesh } from 'three'
import { MONOPOZOMBIE } from '../../../../engine/games/monopozombie/data'
import type { MonopoOptions } from '../../../../engine/games/monopozombie/types'
import { sharedObjects } from '../../../table/shared'
import { useRepaintWhenFontsLoad } from '../../../table/useRepaintWhenFontsLoad'
import { createBoardTexture } from './boardTexture'
import { useTableThings, type TableThing } from '../../../table/tableThings'
import { BOARD_SIZE, BOARD_THICKNESS, BOARD_Y, squareAt, squareRect } from './layout'

export interface BoardProps {
  readonly taxEdition: MonopoOptions['taxEdition']
  /** What a square is, for the pointer (its tooltip, a click opening it up close); left out: nothing. */
  readonly squareThing?: (square: number) => Omit<TableThing, 'box'> | null
}

/**
 * The board: a dark slab on the felt and its printed face, the whole face one canvas texture on one
 * plane (two draw calls for the board, however much is printed on it). Under the pointer, the face
 * tells which square is there: its outline and tooltip, and a click opens it up close.
 */
export function Board({ taxEdition, squareThing }: BoardProps) {
  const faceMesh = useRef<Mesh>(null)
  const things = useTableThings(
    faceMesh,
    squareThing &&
      ((_i, point) => {
        const square = point ? squareAt(point.x, point.z) : null
        const thing = square === null ? null : squareThing(square)
        if (square === null || thing === null) return null
        const r = squareRect(square)
        return { ...thing, box: { center: [r.x, BOARD_Y, r.z], size: [r.width, 0.02, r.depth] } }
      }),
  )
  const face = useMemo(() => createBoardTexture(MONOPOZOMBIE, { taxEdition }), [taxEdition])
  useRepaintWhenFontsLoad(face)
  const faceMaterial = useMemo(
    () => new MeshStandardMaterial({ map: face.texture, roughness: 0.82, metalness: 0 }),
    [face],
  )
  const slab = useMemo(() => new BoxGeometry(BOARD_SIZE + 0.08, BOARD_THICKNESS, BOARD_SIZE + 0.08), [])
  const slabMaterial = useMemo(() => new MeshStandardMaterial({ color: '#1d1c16', roughness: 0.7 }), [])
  useEffect(
    () => () => {
      face.dispose()
      faceMaterial.dispose()
    },
    [face, faceMaterial],
  )
  useEffect(
    () => () => {
      slab.dispose()
      slabMaterial.dispose()
    },
    [slab, slabMaterial],
  )
  return (
    <group name="board">
      <mesh
        name="board-slab"
        geometry={slab}
        material={slabMaterial}
        position-y={BOARD_THICKNESS / 2 - 0.001}
      />
      <mesh
        ref={faceMesh}
        name="board-face"
        geometry={sharedObjects().flatPlane}
        material={faceMaterial}
        scale={[BOARD_SIZE, 1, BOARD_SIZE]}
        position-y={BOARD_THICKNESS + 0.0005}
        receiveShadow
        dispose={null}
        {...things}
      />
    </group>
  )
}
