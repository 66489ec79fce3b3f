/** How the Selfish table is framed, and how far the player may orbit away. */
import { tableCamera } from '../../table/cameraPresets'

export const selfishCamera = tableCamera({
  overview: { position: [0, 16.4, 11.4], target: [0, 0, 1.7], fov: 39 },
  close: { position: [0, 8.2, 8.2], target: [0, 0, 2.1], fov: 40 },
})
