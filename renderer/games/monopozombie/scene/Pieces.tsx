import type { Ref } from 'react'
import type { BufferGeometry, InstancedMesh, Material } from 'three'
import { useWhiteTints } from '../../../table/useWhiteTints'

export interface PiecesProps {
  readonly ref: Ref<InstancedMesh>
  readonly name: string
  /** The piece's shape, its material and the most pieces drawn. */
  readonly args: readonly [geometry: BufferGeometry, material: Material, capacity: number]
  /** Each piece casts a shadow (true unless told). */
  readonly castShadow?: boolean
}

/**
 * One kind of board piece (tokens, bases, bodyguards, houses, hotels) as one InstancedMesh, each
 * piece with its own tint (white until the rig's writer colours it). Never frustum culled: the
 * writer puts its pieces anywhere on the board, far from the one shape's bounds.
 */
export function Pieces({ ref, name, args: [geometry, material, capacity], castShadow = true }: PiecesProps) {
  const tints = useWhiteTints(capacity)
  return (
    <instancedMesh
      ref={ref}
      name={name}
      args={[geometry, material, capacity]}
      instanceColor={tints}
      castShadow={castShadow}
      frustumCulled={false}
    />
  )
}
