/**
 * The table on screen, for a picture of it when the player saves: the table canvas registers how
 * to draw a small picture of itself (smallFrame.ts), and captureTableThumbnail() takes the save's
 * thumbnail from the newest one. The cost (one 320×180 frame and its JPEG) is paid only when the
 * player saves, never on a move or a frame.
 *
 * The 3D table never draws a player's hand (hands are in the HUD, which is HTML), so a thumbnail
 * shows nothing hidden.
 */
import {
  THUMBNAIL_HEIGHT,
  THUMBNAIL_WIDTH,
  thumbnailOfFrame,
  type PictureCanvas,
  type PixelFrame,
} from './thumbnail'

export interface TableCaptureSource {
  /** Draws the table as it is now into a `width`×`height` picture (the middle of its view). */
  readonly frame: (width: number, height: number) => Promise<PixelFrame>
  /** The WebGL context is lost: the table has no picture to give. */
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
 * (`makeCanvas`: the 2D canvas it is encoded in, a new one by default). The picture is of this
 * moment, drawn before this returns; it is ready a frame or two later. Never rejects.
 */
export async function captureTableThumbnail(makeCanvas?: () => PictureCanvas): Promise<string | null> {
  const source = sources[sources.length - 1]
  if (source === undefined) return null
  try {
    if (source.lost?.() === true) return null
    const frame = await source.frame(THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT)
    return thumbnailOfFrame(frame, makeCanvas)
  } catch {
    return null
  }
}
