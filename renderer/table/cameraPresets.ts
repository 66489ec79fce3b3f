/** Camera framings per game, and how far the player may orbit away from them. */

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

const DEFAULT_CAMERA: GameCamera = {
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

export const GAME_CAMERAS: Readonly<Record<string, GameCamera>> = {
  selfish: {
    presets: {
      overview: { position: [0, 16.4, 11.4], target: [0, 0, 1.7], fov: 39 },
      close: { position: [0, 8.2, 8.2], target: [0, 0, 2.1], fov: 40 },
    },
    limits: {
      minDistance: 4,
      maxDistance: 26,
      minPolarAngle: 0.05,
      maxPolarAngle: 1.15,
      minAzimuthAngle: -0.9,
      maxAzimuthAngle: 0.9,
      panX: 7,
      panZ: 6,
    },
    aspect: 16 / 9,
  },
  zombielife: {
    presets: {
      overview: { position: [0.6, 17.4, 8.35], target: [0.6, 0, 0.05], fov: 40 },
      close: { position: [0.3, 8.6, 7.6], target: [0.3, 0, 1.6], fov: 40 },
    },
    limits: {
      minDistance: 4,
      maxDistance: 26,
      minPolarAngle: 0.05,
      maxPolarAngle: 1.15,
      minAzimuthAngle: -0.9,
      maxAzimuthAngle: 0.9,
      panX: 7,
      panZ: 6,
    },
    aspect: 16 / 9,
  },
  monopozombie: {
    // The whole board (its owner tabs too) between the HUD's columns (240px and 330px at 1280x720,
    // so the middle is left of centre) and under the turn banner (~100px): the target sits right of
    // and behind the board's centre to push it left and down; a ~20° tilt keeps the far row legible.
    presets: {
      overview: { position: [0.9, 18.98, 6.43], target: [0.9, 0, -0.5], fov: 40 },
      close: { position: [0.55, 7.6, 8.6], target: [0.55, 0, 3.0], fov: 40 },
    },
    limits: {
      minDistance: 3,
      maxDistance: 26,
      minPolarAngle: 0.05,
      maxPolarAngle: 1.15,
      minAzimuthAngle: -0.9,
      maxAzimuthAngle: 0.9,
      panX: 7,
      panZ: 7,
    },
    aspect: 16 / 9,
  },
}

export function gameCamera(game: string): GameCamera {
  return GAME_CAMERAS[game] ?? DEFAULT_CAMERA
}
