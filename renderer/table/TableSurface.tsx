import { use, useEffect, useMemo } from 'react'
import { BoxGeometry, BufferGeometry, MeshStandardMaterial, Vector2 } from 'three'
import { mergeGeometries } from 'three/addons/utils/BufferGeometryUtils.js'
import { repeated, surfaceNormalMap } from './surfaceMaps'
import { createFeltTexture, createWoodTexture } from './tableTexture'
import { useOwnedMaterial } from './useOwnedMaterial'

export interface TableSurfaceProps {
  /** Playing area size in table units (x by z). */
  readonly width?: number
  readonly depth?: number
}

const RIM = 0.7
const RIM_HEIGHT = 0.28

function createRimGeometry(width: number, depth: number): BufferGeometry {
  const long = (w: number, z: number) =>
    new BoxGeometry(w, RIM_HEIGHT, RIM).translate(0, RIM_HEIGHT / 2 - 0.08, z)
  const side = (x: number) => new BoxGeometry(RIM, RIM_HEIGHT, depth).translate(x, RIM_HEIGHT / 2 - 0.08, 0)
  const parts = [
    long(width + 2 * RIM, -(depth + RIM) / 2),
    long(width + 2 * RIM, (depth + RIM) / 2),
    side(-(width + RIM) / 2),
    side((width + RIM) / 2),
  ]
  const merged = mergeGeometries(parts)
  parts.forEach((p) => p.dispose())
  return merged ?? new BufferGeometry()
}

/**
 * The tabletop: worn felt (one textured plane, a woven normal map over it) framed by a wood rim
 * (one merged mesh, with its grain). Waits (suspends) for the normal maps, so the table never
 * shows flat and then changes.
 */
export function TableSurface({ width = 30, depth = 22 }: TableSurfaceProps) {
  // Both asked for before waiting on either.
  const maps = [surfaceNormalMap('felt'), surfaceNormalMap('wood')] as const
  const feltNormals = use(maps[0])
  const woodNormals = use(maps[1])
  const felt = useMemo(() => {
    const map = createFeltTexture(Math.round(width * 56), Math.round(depth * 56))
    // A weave of about 1.5 table units a tile: fine as cloth from the players' seats.
    const normalMap = repeated(feltNormals, width / 1.5, depth / 1.5)
    return new MeshStandardMaterial({
      map,
      normalMap,
      normalScale: new Vector2(0.6, 0.6),
      roughness: 0.95,
      metalness: 0,
    })
  }, [width, depth, feltNormals])
  const wood = useMemo(() => {
    const map = createWoodTexture()
    map.repeat.set(6, 1)
    const normalMap = repeated(woodNormals, 6, 1)
    return new MeshStandardMaterial({ map, normalMap, roughness: 0.55, metalness: 0.02 })
  }, [woodNormals])
  const rim = useMemo(() => createRimGeometry(width, depth), [width, depth])
  useOwnedMaterial(felt)
  useOwnedMaterial(wood)
  useEffect(() => () => rim.dispose(), [rim])
  return (
    <group name="table">
      <mesh name="felt" rotation-x={-Math.PI / 2} material={felt} receiveShadow>
        <planeGeometry args={[width, depth]} />
      </mesh>
      <mesh name="rim" geometry={rim} material={wood} receiveShadow />
    </group>
  )
}
