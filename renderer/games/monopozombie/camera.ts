/** How the MonopoZombie table is framed, and how far the player may orbit away. */
import { tableCamera } from '../../table/cameraPresets'

export const monopozombieCamera = tableCamera(
  // The whole board (its owner tabs too) between the HUD's columns (240px and 330px at 1280x720,
  // so the middle is left of centre) and under the turn banner (~100px): the target sits right of
  // and behind the board's centre to push it left and down; a ~20° tilt keeps the far row legible.
  {
    overview: { position: [0.9, 18.98, 6.43], target: [0.9, 0, -0.5], fov: 40 },
    close: { position: [0.55, 7.6, 8.6], target: [0.55, 0, 3.0], fov: 40 },
  },
  // The board is bigger than the other tables: closer zoom, and room to pan along it.
  { minDistance: 3, panZ: 7 },
)
