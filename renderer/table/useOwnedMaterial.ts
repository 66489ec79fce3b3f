import { useEffect } from 'react'
import type { Material, Texture } from 'three'

/**
 * A material a component made for itself (from useMemo or useState): disposed with its texture
 * when it is replaced by another or the component goes.
 */
export function useOwnedMaterial(
  material: Material & { readonly map: Texture | null; readonly normalMap?: Texture | null },
): void {
  useEffect(
    () => () => {
      material.map?.dispose()
      material.normalMap?.dispose()
      material.dispose()
    },
    [material],
  )
}
