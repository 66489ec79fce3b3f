import type { Ref } from 'react'
import type { InstancedMesh, Material } from 'three'
import { sharedObjects } from './shared'
import { useWhiteTints } from './useWhiteTints'

export interface FlatDecalsProps {
  readonly ref: Ref<InstancedMesh>
  readonly name: string
  readonly material: Material
  readonly capacity: number
  /** Drawn before (negative) or after what lies on the table with them. */
  readonly renderOrder: number
}

/** Flat quads lying on the table (slots, pads, highlights), one instance each; shared geometry. */
export function FlatDecals({ ref, name, material, capacity, renderOrder }: FlatDecalsProps) {
  const tints = useWhiteTints(capacity)
  return (
    <instancedMesh
      ref={ref}
      name={name}
      args={[sharedObjects().flatPlane, material, capacity]}
      instanceColor={tints}
      renderOrder={renderOrder}
      dispose={null}
    />
  )
}
