/**
 * Geometries and materials every table shares, created once on first use. Meshes that look alike
 * reuse these objects so that three.js keeps one GPU buffer and one shader program for them.
 */
import {
  BoxGeometry,
  CylinderGeometry,
  MeshStandardMaterial,
  PlaneGeometry,
  type BufferAttribute,
  type BufferGeometry,
} from 'three'

/** Card size in table units (the poker-card ratio 1 : 1.4). */
export const CARD_WIDTH = 1
export const CARD_LENGTH = 1.4
export const CARD_THICKNESS = 0.008

export const DIE_SIZE = 0.55
export const TOKEN_RADIUS = 0.2
export const TOKEN_HEIGHT = 0.12
export const COIN_RADIUS = 0.25
export const COIN_HEIGHT = 0.04

/**
 * A card lying face up: front on +y, the card's top edge towards -z. Both faces get 0..1 UVs that
 * read upright when seen from above; the back reads upright after a flip about the card's long
 * (z) axis. The edges keep BoxGeometry's UVs (card materials paint them with one colour).
 */
function createCardGeometry(): BufferGeometry {
  const g = new BoxGeometry(CARD_WIDTH, CARD_THICKNESS, CARD_LENGTH)
  const pos = g.getAttribute('position') as BufferAttribute
  const nor = g.getAttribute('normal') as BufferAttribute
  const uv = g.getAttribute('uv') as BufferAttribute
  for (let i = 0; i < pos.count; i++) {
    const ny = nor.getY(i)
    if (Math.abs(ny) < 0.5) continue
    const u = ny > 0 ? 0.5 + pos.getX(i) / CARD_WIDTH : 0.5 - pos.getX(i) / CARD_WIDTH
    const v = 0.5 - pos.getZ(i) / CARD_LENGTH
    uv.setXY(i, u, v)
  }
  uv.needsUpdate = true
  return g
}

/**
 * A die: BoxGeometry's six faces (+x, -x, +y, -y, +z, -z) mapped onto the cells of a 3×2 texture,
 * face i in column i % 3, row ⌊i / 3⌋ (row 0 at the top of the canvas).
 */
function createDieGeometry(): BufferGeometry {
  const g = new BoxGeometry(DIE_SIZE, DIE_SIZE, DIE_SIZE)
  const uv = g.getAttribute('uv') as BufferAttribute
  for (let i = 0; i < uv.count; i++) {
    const face = Math.floor(i / 4)
    const col = face % 3
    const row = Math.floor(face / 3)
    uv.setXY(i, (col + uv.getX(i)) / 3, 1 - (row + 1 - uv.getY(i)) / 2)
  }
  uv.needsUpdate = true
  return g
}

/** A cylinder whose caps use the left/right halves of a texture and whose side uses its middle. */
function createCoinGeometry(radius: number, height: number, segments: number): BufferGeometry {
  const g = new CylinderGeometry(radius, radius, height, segments, 1, false)
  const uv = g.getAttribute('uv') as BufferAttribute
  const nor = g.getAttribute('normal') as BufferAttribute
  for (let i = 0; i < uv.count; i++) {
    const ny = nor.getY(i)
    if (ny > 0.5) uv.setXY(i, uv.getX(i) * 0.5, uv.getY(i))
    else if (ny < -0.5) uv.setXY(i, 0.5 + uv.getX(i) * 0.5, uv.getY(i))
    else uv.setXY(i, 0.5, 0.02)
  }
  uv.needsUpdate = true
  return g
}

interface SharedObjects {
  readonly cardGeometry: BufferGeometry
  readonly dieGeometry: BufferGeometry
  readonly tokenGeometry: BufferGeometry
  readonly coinGeometry: BufferGeometry
  /** A unit plane lying on the table (+y up). */
  readonly flatPlane: PlaneGeometry
  readonly tokenMaterials: Map<string, MeshStandardMaterial>
}

let shared: SharedObjects | null = null

/** The shared objects, created on first call and kept for the life of the page. */
export function sharedObjects(): SharedObjects {
  if (shared) return shared
  const flatPlane = new PlaneGeometry(1, 1)
  flatPlane.rotateX(-Math.PI / 2)
  shared = {
    cardGeometry: createCardGeometry(),
    dieGeometry: createDieGeometry(),
    tokenGeometry: createCoinGeometry(TOKEN_RADIUS, TOKEN_HEIGHT, 24),
    coinGeometry: createCoinGeometry(COIN_RADIUS, COIN_HEIGHT, 32),
    flatPlane,
    tokenMaterials: new Map(),
  }
  return shared
}

/** One plastic material per token colour, shared by every token of that colour. */
export function tokenMaterial(color: string): MeshStandardMaterial {
  const { tokenMaterials } = sharedObjects()
  let m = tokenMaterials.get(color)
  if (!m) {
    m = new MeshStandardMaterial({ color, roughness: 0.35, metalness: 0.1 })
    tokenMaterials.set(color, m)
  }
  return m
}
