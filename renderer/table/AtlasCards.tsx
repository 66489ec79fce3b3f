import type { ThreeElements } from '@react-three/fiber'
import { useEffect, useMemo, type Ref } from 'react'
import type { InstancedMesh } from 'three'
import type { CardAtlas } from './cardAtlas'
import { createCardInstancesGeometry, disposeCardInstancesGeometry } from './cardInstancing'
import { useWhiteTints } from './useWhiteTints'

export type AtlasCardsProps = Omit<ThreeElements['instancedMesh'], 'args' | 'ref'> & {
  readonly ref: Ref<InstancedMesh>
  readonly atlas: CardAtlas
  /** The most cards it draws at once. */
  readonly capacity: number
}

/**
 * Cards of one atlas as instances of one mesh (one draw call). The card geometry, with its per-card
 * face attribute, is made for the capacity and disposed with the mesh; the material is the atlas's.
 */
export function AtlasCards({ ref, atlas, capacity, ...mesh }: AtlasCardsProps) {
  const geometry = useMemo(() => createCardInstancesGeometry(capacity), [capacity])
  useEffect(() => () => disposeCardInstancesGeometry(geometry), [geometry])
  const tints = useWhiteTints(capacity)
  return (
    <instancedMesh
      ref={ref}
      args={[geometry, atlas.material, capacity]}
      instanceColor={tints}
      dispose={null}
      {...mesh}
    />
  )
}
