import { useState } from 'react'
import { MeshBasicMaterial, type MeshBasicMaterialParameters, type Texture } from 'three'
import { useOwnedMaterial } from './useOwnedMaterial'

/**
 * A flat unlit material painted from a canvas texture and drawn over the table without writing
 * depth (pads, slots, glows): created once per mount, disposed with its texture on unmount.
 * `options` add to or override the defaults.
 */
export function useDecalMaterial(
  createMap: () => Texture,
  options: MeshBasicMaterialParameters = {},
): MeshBasicMaterial {
  const [material] = useState(
    () =>
      new MeshBasicMaterial({
        map: createMap(),
        transparent: true,
        depthWrite: false,
        toneMapped: false,
        ...options,
      }),
  )
  useOwnedMaterial(material)
  return material
}
