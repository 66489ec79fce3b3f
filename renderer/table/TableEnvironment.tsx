/**
 * Image-based light at medium and high quality: the table stands in a dim room under a warm lamp,
 * and every physically based material (felt, wood, card stock, plastic and metal tokens) takes its
 * soft light and reflections from that room. The room is built here from a few boxes and
 * prefiltered once per WebGL context, at once, before the shader warmup: no file, no chunk to fetch
 * and nothing arriving after the table is shown (the lesson of the photo environment it replaces,
 * which came late under load and compiled shaders in play). Low quality keeps the plain lights.
 */
import { useThree } from '@react-three/fiber'
import { useLayoutEffect } from 'react'
import {
  BackSide,
  BoxGeometry,
  FrontSide,
  Mesh,
  MeshBasicMaterial,
  PMREMGenerator,
  Scene,
  type Texture,
  type WebGLRenderer,
} from 'three'
import { useTablePrefs } from './tablePrefs'

/** How strongly the room lights the table (the key light still does most of it). */
export const ENVIRONMENT_INTENSITY = 1

interface Panel {
  readonly color: string
  /** Its brightness: above 1 it is a light, below a surface. */
  readonly strength: number
  readonly size: readonly [number, number, number]
  readonly at: readonly [number, number, number]
  /** Seen from inside (the walls). */
  readonly inside?: true
}

/** The room around the table (the table's middle at the origin, a unit a card's width or so). */
const ROOM: readonly Panel[] = [
  { color: '#5a4634', strength: 0.35, size: [28, 12, 22], at: [0, 4, 0], inside: true },
  // The lamp over the table.
  { color: '#ffe2b8', strength: 6, size: [7, 0.2, 4], at: [0, 9.8, 0] },
  // A cool window to one side, a warm doorway behind.
  { color: '#c9d8ff', strength: 1.2, size: [0.2, 4, 8], at: [13.8, 5, -2] },
  { color: '#ffd9a8', strength: 0.9, size: [8, 4, 0.2], at: [-3, 5, 10.8] },
]

function tableRoom(box: BoxGeometry): Scene {
  const room = new Scene()
  for (const panel of ROOM) {
    const material = new MeshBasicMaterial({ color: panel.color, side: panel.inside ? BackSide : FrontSide })
    material.color.multiplyScalar(panel.strength)
    const mesh = new Mesh(box, material)
    mesh.scale.set(...panel.size)
    mesh.position.set(...panel.at)
    room.add(mesh)
  }
  return room
}

const prefiltered = new WeakMap<WebGLRenderer, Texture | null>()

/**
 * The room, prefiltered for `gl` (once per WebGL context: the page keeps one canvas); null where
 * this renderer cannot prefilter it, and the table is then lit by its lamps alone.
 */
function roomLight(gl: WebGLRenderer): Texture | null {
  if (prefiltered.has(gl)) return prefiltered.get(gl) ?? null
  const box = new BoxGeometry(1, 1, 1)
  const room = tableRoom(box)
  const generator = new PMREMGenerator(gl)
  let texture: Texture | null
  try {
    texture = generator.fromScene(room, 0.04).texture
  } catch {
    texture = null
  } finally {
    generator.dispose()
    for (const mesh of room.children as Mesh[]) (mesh.material as MeshBasicMaterial).dispose()
    box.dispose()
  }
  prefiltered.set(gl, texture)
  return texture
}

/** Lights the scene with the room while mounted (at medium and high quality). */
export function TableEnvironment() {
  const { quality } = useTablePrefs()
  const gl = useThree((s) => s.gl)
  const scene = useThree((s) => s.scene)
  // A layout effect: set before any passive effect, so the shader warmup compiles with it.
  useLayoutEffect(() => {
    const light = quality === 'low' ? null : roomLight(gl)
    if (light === null) return undefined
    scene.environment = light
    scene.environmentIntensity = ENVIRONMENT_INTENSITY
    return () => {
      scene.environment = null
    }
  }, [quality, gl, scene])
  return null
}
