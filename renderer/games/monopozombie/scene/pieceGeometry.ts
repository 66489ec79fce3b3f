/**
 * The pieces' shapes, built once from three.js primitives: a pawn for a human, a hunched figure with
 * its arms out for a zombie, a small pawn for a bodyguard, and the classic house and hotel.
 */
import type { BufferGeometry } from 'three'
import { BoxGeometry, ExtrudeGeometry, LatheGeometry, Shape, SphereGeometry, Vector2 } from 'three'
import { mergeGeometries } from 'three/addons/utils/BufferGeometryUtils.js'

function lathe(points: readonly (readonly [number, number])[], segments = 18): BufferGeometry {
  return new LatheGeometry(
    points.map(([r, y]) => new Vector2(r, y)),
    segments,
  )
}

/** Merges indexed parts that all carry position, normal and uv. */
function merge(parts: BufferGeometry[]): BufferGeometry {
  const merged = mergeGeometries(parts)
  parts.forEach((p) => p.dispose())
  if (!merged) throw new Error('piece geometry: parts do not merge')
  merged.clearGroups()
  merged.computeBoundingSphere()
  return merged
}

/** How much bigger the tokens are than the shapes below are drawn. */
export const TOKEN_SCALE = 1.25

/** A human's pawn: base, waist, collar and head; 0.45 tall, base radius 0.125, standing on y = 0. */
export function createPawnGeometry(): BufferGeometry {
  const body = lathe([
    [0, 0],
    [0.1, 0],
    [0.1, 0.028],
    [0.084, 0.044],
    [0.066, 0.056],
    [0.048, 0.13],
    [0.036, 0.2],
    [0.064, 0.214],
    [0.064, 0.234],
    [0.03, 0.246],
    [0, 0.246],
  ])
  const head = new SphereGeometry(0.064, 16, 12).translate(0, 0.3, 0)
  return merge([body, head]).scale(TOKEN_SCALE, TOKEN_SCALE, TOKEN_SCALE)
}

/** A zombie: a shorter, hunched body, its head thrust forward and both arms reaching out (+z). */
export function createZombieGeometry(): BufferGeometry {
  const body = lathe([
    [0, 0],
    [0.1, 0],
    [0.1, 0.026],
    [0.08, 0.04],
    [0.06, 0.07],
    [0.052, 0.16],
    [0.05, 0.2],
    [0.03, 0.225],
    [0, 0.225],
  ])
  const head = new SphereGeometry(0.058, 14, 10).scale(1, 0.92, 1.05).translate(0, 0.262, 0.045)
  const arm = (x: number) => new BoxGeometry(0.03, 0.03, 0.15).rotateX(0.12).translate(x, 0.19, 0.085)
  const g = merge([body, head, arm(-0.045), arm(0.045)])
  const k = TOKEN_SCALE * 1.1
  return g.rotateX(0.1).scale(k, k, k)
}

/** A bodyguard: a small dark pawn. */
export function createBodyguardGeometry(): BufferGeometry {
  return createPawnGeometry().scale(0.52, 0.52, 0.52)
}

function pentagonPrism(width: number, wall: number, roof: number, length: number): BufferGeometry {
  const s = new Shape()
  s.moveTo(-width / 2, 0)
  s.lineTo(width / 2, 0)
  s.lineTo(width / 2, wall)
  s.lineTo(0, wall + roof)
  s.lineTo(-width / 2, wall)
  s.closePath()
  const g = new ExtrudeGeometry(s, { depth: length, bevelEnabled: false })
  g.translate(0, 0, -length / 2)
  g.clearGroups()
  return g
}

/** A house: 0.16 wide along the board edge, its ridge running towards the board's middle. */
export function createHouseGeometry(): BufferGeometry {
  return pentagonPrism(0.16, 0.1, 0.07, 0.17)
}

/** A hotel: long along the board edge (local x), ridge along it. */
export function createHotelGeometry(): BufferGeometry {
  return pentagonPrism(0.2, 0.14, 0.07, 0.46).rotateY(Math.PI / 2)
}
