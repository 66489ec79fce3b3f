import { useEffect, useMemo } from 'react'
import { BoxGeometry, MeshStandardMaterial } from 'three'
import { MONOPOZOMBIE } from '../../../../engine/games/monopozombie/data'
import type { MonopoOptions } from '../../../../engine/games/monopozombie/types'
import { sharedObjects } from '../../../table/shared'
import { useRepaintWhenFontsLoad } from '../../../table/useRepaintWhenFontsLoad'
import { createBoardTexture } from './boardTexture'
import { BOARD_SIZE, BOARD_THICKNESS } from './layout'

export interface BoardProps {
  readonly taxEdition: MonopoOptions['taxEdition']
}

/**
 * The board: a dark slab on the felt and its printed face, the whole face one canvas texture on one
 * plane (two draw calls for the board, however much is printed on it).
 */
export function Board({ taxEdition }: BoardProps) {
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
        name="board-face"
        geometry={sharedObjects().flatPlane}
        material={faceMaterial}
        scale={[BOARD_SIZE, 1, BOARD_SIZE]}
        position-y={BOARD_THICKNESS + 0.0005}
        receiveShadow
        dispose={null}
      />
    </group>
  )
}
