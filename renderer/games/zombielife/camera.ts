/** How the Zombielife table is framed, and how far the player may orbit away. */
import { tableCamera } from '../../table/cameraPresets'

export const zombielifeCamera = tableCamera({
  // Framed a little toward the near side, so the own mat clears the hand strip at 1280x720.
  overview: { position: [0.6, 17.4, 9.15], target: [0.6, 0, 0.85], fov: 40 },
  close: { position: [0.3, 8.6, 7.6], target: [0.3, 0, 1.6], fov: 40 },
})
