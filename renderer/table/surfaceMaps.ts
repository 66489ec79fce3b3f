/**
 * The surface detail of the table's materials: CC0 normal maps from @pmndrs/assets (each bundled in
 * its own small chunk, never fetched from the network), loaded once a page and shared by every
 * table. Normal maps are data, not colour: they stay linear.
 */
import { NoColorSpace, RepeatWrapping, TextureLoader, type Texture } from 'three'

export type SurfaceName = 'felt' | 'wood'

const FILES: Readonly<Record<SurfaceName, () => Promise<{ default: string }>>> = {
  // A fine woven fabric.
  felt: () => import('@pmndrs/assets/normals/0021.webp'),
  // Long wood grain, across the texture.
  wood: () => import('@pmndrs/assets/normals/0004.webp'),
}

const loaded = new Map<SurfaceName, Promise<Texture | null>>()

/**
 * The normal map of `name`, tiling (each user sets its own repeat on a clone); null where its chunk
 * could not be fetched (the server that served the page is gone for now): the surface is then
 * plain, and a later table tries again.
 */
export function surfaceNormalMap(name: SurfaceName): Promise<Texture | null> {
  let map = loaded.get(name)
  if (map === undefined) {
    map = FILES[name]()
      .then((m) => new TextureLoader().loadAsync(m.default))
      .then(
        (texture) => {
          texture.colorSpace = NoColorSpace
          texture.wrapS = RepeatWrapping
          texture.wrapT = RepeatWrapping
          texture.anisotropy = 4
          return texture
        },
        () => {
          loaded.delete(name)
          return null
        },
      )
    loaded.set(name, map)
  }
  return map
}

/** `map` repeated `x` by `y` times over a surface (a clone: the image is shared, the repeat is not). */
export function repeated(map: Texture | null, x: number, y: number): Texture | null {
  if (map === null) return null
  const copy = map.clone()
  copy.repeat.set(x, y)
  copy.needsUpdate = true
  return copy
}
