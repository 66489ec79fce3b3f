/** How the Selfish table is framed, and how far the player may orbit away. */
import type { GameCamera } from '../../table/cameraPresets'

export const selfishCamera: GameCamera = {
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
}
