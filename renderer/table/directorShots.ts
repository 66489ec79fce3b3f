/**
 * Shots a game's director rules build from its table layout: a camera looking down at a point from
 * the viewer's side of the table, or at two points at once (an attacker and its target). The camera
 * always stands on the near side of what it frames and above it, so it never looks straight down
 * and never rolls (up stays +Y).
 */
import type { CameraPreset, Vec3 } from './cameraPresets'

export interface Framing {
  /** From the camera to the point it looks at (table units). */
  readonly distance: number
  /** The angle above the table the camera looks down from (radians; π/2 would be straight down). */
  readonly elevation: number
  readonly fov: number
}

/** A medium close-up: one player's place at the table. */
export const CLOSE_FRAMING: Framing = { distance: 7.5, elevation: 0.95, fov: 40 }

/** The steepest a director shot looks down: short of straight down, so "up" stays well defined. */
const MAX_ELEVATION = 1.35

/** A shot looking at `point` from the viewer's side (+z), `framing.distance` away. */
export function shotAt(point: Vec3, framing: Framing = CLOSE_FRAMING): CameraPreset {
  const elevation = Math.min(MAX_ELEVATION, Math.max(0.2, framing.elevation))
  const [x, y, z] = point
  return {
    position: [x, y + Math.sin(elevation) * framing.distance, z + Math.cos(elevation) * framing.distance],
    target: [x, y, z],
    fov: framing.fov,
  }
}

/**
 * A shot holding two points (an attacker and its target): it looks at their midpoint and backs
 * off far enough to keep both in view.
 */
export function shotBetween(a: Vec3, b: Vec3, framing: Framing = CLOSE_FRAMING): CameraPreset {
  const mid: Vec3 = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2, (a[2] + b[2]) / 2]
  const span = Math.hypot(b[0] - a[0], b[2] - a[2])
  // Half the span must fit in half the field of view, with a margin around both.
  const fit = (span / 2 + 1.5) / Math.tan(((framing.fov / 2) * Math.PI) / 180)
  return shotAt(mid, { ...framing, distance: Math.max(framing.distance, fit) })
}
