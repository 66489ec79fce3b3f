/** Camera framings (each game declares its own in its UI), and how far the player may orbit away. */

export type CameraPresetName = 'overview' | 'close'
export type Vec3 = readonly [number, number, number]

export interface CameraPreset {
  readonly position: Vec3
  readonly target: Vec3
  readonly fov: number
}

export interface CameraLimits {
  readonly minDistance: number
  readonly maxDistance: number
  /** From straight down (0) towards the horizon (π/2). */
  readonly minPolarAngle: number
  readonly maxPolarAngle: number
  readonly minAzimuthAngle: number
  readonly maxAzimuthAngle: number
  /** The orbit target stays inside |x| ≤ panX and |z| ≤ panZ. */
  readonly panX: number
  readonly panZ: number
}

export interface GameCamera {
  readonly presets: Readonly<Record<CameraPresetName, CameraPreset>>
  readonly limits: CameraLimits
  /** The aspect ratio the presets were framed for; narrower windows move the camera back. */
  readonly aspect: number
}

/** How far the player may orbit a table that fills the middle of the screen. */
export const TABLE_LIMITS: CameraLimits = {
  minDistance: 4,
  maxDistance: 26,
  minPolarAngle: 0.05,
  maxPolarAngle: 1.15,
  minAzimuthAngle: -0.9,
  maxAzimuthAngle: 0.9,
  panX: 7,
  panZ: 6,
}

/** The framings of a table whose game declares none. */
/**
 * A game's camera from its two presets: framed for 16:9, with the table's orbit limits (or those the
 * game changes).
 */
export function tableCamera(presets: GameCamera['presets'], limits: Partial<CameraLimits> = {}): GameCamera {
  return { presets, limits: { ...TABLE_LIMITS, ...limits }, aspect: 16 / 9 }
}

export const DEFAULT_CAMERA: GameCamera = {
  presets: {
    overview: { position: [0, 15, 11], target: [0, 0, 0], fov: 40 },
    close: { position: [0, 8, 7], target: [0, 0, 1], fov: 40 },
  },
  limits: {
    minDistance: 4,
    maxDistance: 30,
    minPolarAngle: 0.05,
    maxPolarAngle: 1.2,
    minAzimuthAngle: -1,
    maxAzimuthAngle: 1,
    panX: 10,
    panZ: 8,
  },
  aspect: 16 / 9,
}
