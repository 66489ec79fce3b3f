/**
 * The table on screen, for a picture of it when the player saves: the table canvas registers how
 * to draw itself, and captureTableThumbnail() takes the save's thumbnail from the newest one.
 *
 * Why draw a frame first: the WebGL canvas is made without `preserveDrawingBuffer` (keeping every
 * frame's buffer costs a copy per frame on some GPUs, and there is no bench run here to show it is
 * free), so between frames its picture may already be gone. Drawing one frame with the renderer
 * (`gl.render(scene, camera)`) and reading the canvas in the same task always reads that frame: the
 * buffer is only cleared once the browser has shown it, after the task. The cost (one frame and a
 * 320×180 JPEG) is paid only when the player saves, never on a move.
 *
 * The 3D table never draws a player's hand (hands are in the HUD, which is HTML), so a thumbnail
 * shows nothing hidden.
 */
import { thumbnailOf, type PictureCanvas, type PictureSource } from './thumbnail'

export interface TableCaptureSource {
  /** The WebGL canvas the table draws into. */
  readonly canvas: PictureSource
  /** Draws the table's current picture into the canvas now. */
  readonly draw: () => void
  /** The WebGL context is lost: the canvas has no picture to give. */
  readonly lost?: () => boolean
}

const sources: TableCaptureSource[] = []

/** Makes `source` the table to take pictures of (until the returned function is called). */
export function registerTableCapture(source: TableCaptureSource): () => void {
  sources.push(source)
  return () => {
    const at = sources.indexOf(source)
    if (at >= 0) sources.splice(at, 1)
  }
}

/** Whether a table is on screen to take a picture of. */
export function tableMounted(): boolean {
  return sources.length > 0
}

/**
 * The thumbnail of the table on screen now, or null when there is none or it cannot be taken
 * (`makeCanvas`: the 2D canvas it is drawn in, a new one by default).
 */
export function captureTableThumbnail(makeCanvas?: () => PictureCanvas): string | null {
  const source = sources[sources.length - 1]
  if (source === undefined) return null
  try {
    if (source.lost?.() === true) return null
    source.draw()
    return thumbnailOf(source.canvas, makeCanvas)
  } catch {
    return null
  }
}
