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
    loaded.set(name, readableAtOnce(map))
  }
  return map
}

/**
 * Marks `promise` with its value once it has one, the way React marks a promise it has read, so
 * that `use` gives a map loaded earlier at once instead of suspending the table for a render.
 */
function readableAtOnce<T>(promise: Promise<T>): Promise<T> {
  const marked = promise as Promise<T> & { status?: string; value?: T }
  marked.status = 'pending'
  void promise.then((value) => {
    marked.status = 'fulfilled'
    marked.value = value
  })
  return promise
}

/** `map` repeated `x` by `y` times over a surface (a clone: the image is shared, the repeat is not). */
export function repeated(map: Texture | null, x: number, y: number): Texture | null {
  if (map === null) return null
  const copy = map.clone()
  copy.repeat.set(x, y)
  copy.needsUpdate = true
  return copy
}

/**
 * Starts loading every surface's normal map now (the page's entry calls it, before any table):
 * asked for only when a table first shows, they came seconds late behind its shader warmup, and
 * the first moments of a match showed the board with no tabletop around it.
 */
export function prefetchSurfaceMaps(): void {
  for (const name of Object.keys(FILES) as SurfaceName[]) void surfaceNormalMap(name)
}
