/**
 * A four-sided die (a tetrahedron) for the zombies' 2d4: each vertex stands for a value, each face
 * prints the values of its three corners near those corners, so the value read at the top corner is
 * the roll, as on a real d4.
 */
import {
  BufferAttribute,
  Quaternion,
  TetrahedronGeometry,
  Vector3,
  type BufferGeometry,
  type CanvasTexture,
} from 'three'
import { centredGlyph } from '../../../table/canvasText'
import { cellTexture } from '../../../table/canvasTexture'

export const D4_RADIUS = 0.4
/** The value of each corner of the tetrahedron (three.js vertex order). */
const CORNERS: readonly Vector3[] = [
  new Vector3(1, 1, 1),
  new Vector3(-1, -1, 1),
  new Vector3(-1, 1, -1),
  new Vector3(1, -1, -1),
].map((v) => v.normalize())

/** Where each face's three corners lie inside its texture cell (u, v): a triangle, counter-clockwise. */
const CELL_CORNERS: readonly (readonly [number, number])[] = [
  [0.5, 0.93],
  [0.06, 0.17],
  [0.94, 0.17],
]

/** The corner (0..3) nearest a direction. */
function cornerOf(x: number, y: number, z: number): number {
  const v = new Vector3(x, y, z).normalize()
  let best = 0
  let bestDot = -Infinity
  CORNERS.forEach((c, i) => {
    const d = c.dot(v)
    if (d > bestDot) {
      bestDot = d
      best = i
    }
  })
  return best
}

/** The corners (values - 1) of each face, in the order its vertices are stored. */
export interface D4Layout {
  readonly faces: readonly (readonly [number, number, number])[]
}

/** The tetrahedron with each face mapped onto its own cell (2×2) of the d4 texture. */
export function createD4Geometry(): { geometry: BufferGeometry; layout: D4Layout } {
  const g = new TetrahedronGeometry(D4_RADIUS, 0)
  const position = g.getAttribute('position') as BufferAttribute
  const uv = new Float32Array(position.count * 2)
  const faces: [number, number, number][] = []
  for (let f = 0; f < position.count / 3; f++) {
    const col = f % 2
    const row = Math.floor(f / 2)
    const face: number[] = []
    for (let j = 0; j < 3; j++) {
      const i = f * 3 + j
      face.push(cornerOf(position.getX(i), position.getY(i), position.getZ(i)))
      const [cu, cv] = CELL_CORNERS[j] ?? [0, 0]
      uv[i * 2] = (col + cu) / 2
      uv[i * 2 + 1] = 1 - (row + 1 - cv) / 2
    }
    faces.push([face[0] ?? 0, face[1] ?? 0, face[2] ?? 0])
  }
  g.setAttribute('uv', new BufferAttribute(uv, 2))
  g.computeVertexNormals()
  return { geometry: g, layout: { faces } }
}

/** Paints the four faces: sickly green plastic, the corner values in dark ink pointing at their corners. */
export function createD4Texture(layout: D4Layout): CanvasTexture {
  const cell = 256
  return cellTexture(cell, 2, 2, (ctx, ox, oy, f) => {
    ctx.fillStyle = '#8fb660'
    ctx.fillRect(ox, oy, cell, cell)
    const face = layout.faces[f]
    if (face === undefined) return
    const pts = CELL_CORNERS.map(([u, v]) => [ox + u * cell, oy + (1 - v) * cell] as const)
    const cx = pts.reduce((s, p) => s + p[0], 0) / 3
    const cy = pts.reduce((s, p) => s + p[1], 0) / 3
    // A darker rim along the edges.
    ctx.beginPath()
    pts.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)))
    ctx.closePath()
    ctx.lineWidth = 10
    ctx.strokeStyle = '#4d6a30'
    ctx.stroke()
    face.forEach((corner, j) => {
      const [px, py] = pts[j] ?? [cx, cy]
      const x = px + (cx - px) * 0.36
      const y = py + (cy - py) * 0.36
      ctx.save()
      ctx.translate(x, y)
      ctx.rotate(Math.atan2(px - cx, -(py - cy)))
      ctx.fillStyle = '#17200f'
      centredGlyph(ctx, String(corner + 1), 0, 0, cell * 0.34)
      ctx.restore()
    })
  })
}

const UP = new Vector3(0, 1, 0)
const scratchYaw = new Quaternion()

/** The orientation that stands the corner of `value` (1..4) on top, turned by `yaw`. */
export function d4UpQuaternion(value: number, yaw: number, out: Quaternion): Quaternion {
  const corner = CORNERS[Math.min(3, Math.max(0, Math.round(value) - 1))] ?? UP
  out.setFromUnitVectors(corner, UP)
  scratchYaw.setFromAxisAngle(UP, yaw)
  return out.premultiply(scratchYaw)
}

/** Resting on a face, the centre is a third of the radius above the table. */
export const D4_REST_HEIGHT = D4_RADIUS / 3
