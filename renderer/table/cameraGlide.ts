/**
 * How the director's camera glides from one shot to the next without making anyone sick: position,
 * target and field of view move together along straight lines on a smooth ease, and a glide lasts
 * long enough that neither the camera nor its view turns faster than set limits. Plain numbers, no
 * three.js: the same function places the camera in the rig and in the tests.
 */
import type { CameraPreset, Vec3 } from './cameraPresets'

/** Table units per second neither the camera nor the point it looks at ever exceeds. */
export const MAX_LINEAR_SPEED = 7
/** Radians per second the view direction (or the field of view) never turns faster than. */
export const MAX_ANGULAR_SPEED = 0.7
/** The shortest glide: anything quicker reads as a jolt, not a move. */
export const MIN_GLIDE_MS = 700
/** A move that would glide longer than this is a cut instead (a long crawl loses the action). */
export const MAX_GLIDE_MS = 3200

/** Smootherstep: no jerk at either end (zero speed and acceleration). */
export function glideEase(t: number): number {
  const u = Math.min(1, Math.max(0, t))
  return u * u * u * (u * (u * 6 - 15) + 10)
}
/** The ease's steepest slope (at t = 0.5): the peak speed over the average speed. */
const EASE_PEAK = 15 / 8

/** Samples along a glide when measuring how fast its view turns. */
const SWEEP_SAMPLES = 32
const DEG = Math.PI / 180

export interface CameraMove {
  /** Counts the moves, so a rig can tell a new one from the one it is playing. */
  readonly id: number
  /** Where the camera was when the move began; null for the first shot (a cut). */
  readonly from: CameraPreset | null
  readonly to: CameraPreset
  readonly startMs: number
  /** 0: a cut. */
  readonly durationMs: number
}

function mix(a: Vec3, b: Vec3, t: number): Vec3 {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]
}

function distance(a: Vec3, b: Vec3): number {
  return Math.hypot(b[0] - a[0], b[1] - a[1], b[2] - a[2])
}

/** The shot between two shots at linear progress u (before easing). */
export function mixShots(a: CameraPreset, b: CameraPreset, u: number): CameraPreset {
  return {
    position: mix(a.position, b.position, u),
    target: mix(a.target, b.target, u),
    fov: a.fov + (b.fov - a.fov) * u,
  }
}

/** The unit view direction of a shot (from the camera to what it looks at). */
export function viewDirection(s: CameraPreset): Vec3 {
  const d: Vec3 = [s.target[0] - s.position[0], s.target[1] - s.position[1], s.target[2] - s.position[2]]
  const n = Math.hypot(...d) || 1
  return [d[0] / n, d[1] / n, d[2] / n]
}

/** The angle between two unit vectors. */
export function angleBetween(a: Vec3, b: Vec3): number {
  const dot = a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
  return Math.acos(Math.min(1, Math.max(-1, dot)))
}

/** The fastest the view turns per unit of linear progress (radians per u), sampled along the path. */
function peakTurnRate(from: CameraPreset, to: CameraPreset): number {
  let peak = Math.abs(to.fov - from.fov) * DEG
  let before = viewDirection(from)
  for (let i = 1; i <= SWEEP_SAMPLES; i++) {
    const now = viewDirection(mixShots(from, to, i / SWEEP_SAMPLES))
    peak = Math.max(peak, angleBetween(before, now) * SWEEP_SAMPLES)
    before = now
  }
  return peak
}

/**
 * How long a glide between two shots takes: at least MIN_GLIDE_MS, and long enough that at the
 * ease's peak neither the camera, its target nor its view direction exceeds the speed limits, so a
 * longer way takes longer. 0 when the shots are the same.
 */
export function glideMs(from: CameraPreset, to: CameraPreset): number {
  const linear = Math.max(distance(from.position, to.position), distance(from.target, to.target))
  const turn = peakTurnRate(from, to)
  if (linear < 1e-4 && turn < 1e-4) return 0
  const seconds = Math.max(
    MIN_GLIDE_MS / 1000,
    (EASE_PEAK * linear) / MAX_LINEAR_SPEED,
    // A little headroom: the sampled peak may fall between samples.
    (1.05 * EASE_PEAK * turn) / MAX_ANGULAR_SPEED,
  )
  return Math.ceil(seconds * 1000)
}

/** Where a move has the camera at `nowMs` (its end once it is over, its start before it begins). */
export function cameraAt(move: CameraMove, nowMs: number): CameraPreset {
  if (move.from === null || move.durationMs <= 0 || nowMs >= move.startMs + move.durationMs) return move.to
  return mixShots(move.from, move.to, glideEase((nowMs - move.startMs) / move.durationMs))
}

/** Whether a move is still under way at `nowMs`. */
export function moving(move: CameraMove | null, nowMs: number): boolean {
  return move !== null && move.durationMs > 0 && nowMs < move.startMs + move.durationMs
}

/** Whether two shots frame the same thing (to the millimetre). */
export function sameShot(a: CameraPreset, b: CameraPreset): boolean {
  return (
    distance(a.position, b.position) < 1e-3 &&
    distance(a.target, b.target) < 1e-3 &&
    Math.abs(a.fov - b.fov) < 1e-3
  )
}
