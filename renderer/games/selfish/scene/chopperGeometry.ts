/** A simple helicopter built from primitives and merged into one vertex-coloured geometry. */
import {
  BoxGeometry,
  BufferGeometry,
  Color,
  CylinderGeometry,
  Float32BufferAttribute,
  SphereGeometry,
} from 'three'
import { mergeGeometries } from 'three/addons/utils/BufferGeometryUtils.js'

const BODY = '#6f7f4c'
const GLASS = '#23303a'
const DARK = '#1b1b19'

function painted(g: BufferGeometry, color: string): BufferGeometry {
  const c = new Color(color)
  const count = g.getAttribute('position').count
  const data = new Float32Array(count * 3)
  for (let i = 0; i < count; i++) data.set([c.r, c.g, c.b], i * 3)
  g.setAttribute('color', new Float32BufferAttribute(data, 3))
  return g
}

export function createChopperGeometry(): BufferGeometry {
  const parts = [
    painted(new SphereGeometry(0.55, 20, 14).scale(1.55, 0.85, 0.85), BODY),
    painted(new SphereGeometry(0.36, 16, 12).scale(1.1, 0.85, 0.95).translate(0.55, 0.08, 0), GLASS),
    painted(new CylinderGeometry(0.07, 0.14, 1.7, 10).rotateZ(Math.PI / 2).translate(-1.45, 0.12, 0), BODY),
    painted(new BoxGeometry(0.32, 0.5, 0.05).translate(-2.22, 0.32, 0), BODY),
    painted(new BoxGeometry(0.04, 0.7, 0.06).translate(-2.25, 0.35, 0.07), DARK),
    painted(new CylinderGeometry(0.05, 0.07, 0.22, 8).translate(0, 0.55, 0), DARK),
    painted(new BoxGeometry(4.2, 0.03, 0.16).translate(0, 0.67, 0).rotateY(0.5), DARK),
    painted(new BoxGeometry(4.2, 0.03, 0.16).translate(0, 0.67, 0).rotateY(0.5 + Math.PI / 2), DARK),
    painted(new CylinderGeometry(0.035, 0.035, 1.8, 6).rotateZ(Math.PI / 2).translate(0, -0.62, 0.42), DARK),
    painted(new CylinderGeometry(0.035, 0.035, 1.8, 6).rotateZ(Math.PI / 2).translate(0, -0.62, -0.42), DARK),
    painted(new BoxGeometry(0.04, 0.3, 0.04).translate(0.35, -0.47, 0.38), DARK),
    painted(new BoxGeometry(0.04, 0.3, 0.04).translate(-0.35, -0.47, 0.38), DARK),
    painted(new BoxGeometry(0.04, 0.3, 0.04).translate(0.35, -0.47, -0.38), DARK),
    painted(new BoxGeometry(0.04, 0.3, 0.04).translate(-0.35, -0.47, -0.38), DARK),
  ]
  const merged = mergeGeometries(parts)
  parts.forEach((p) => p.dispose())
  return merged ?? new BufferGeometry()
}
