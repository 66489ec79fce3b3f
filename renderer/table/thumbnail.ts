/**
 * A save's thumbnail from a small picture of the table (the middle of its view at 16:9, 320×180,
 * smallFrame.ts), encoded as a JPEG data URL, well under the 300 KB a save takes.
 */
import { THUMBNAIL_MAX_CHARS, thumbnailProblem } from '../../electron/protocol/thumbnailData'

export const THUMBNAIL_WIDTH = 320
export const THUMBNAIL_HEIGHT = 180
/**
 * The JPEG qualities tried in turn until the picture is small enough. At 320×180 the first gives
 * some 10–30 KB of text; the others only matter for a picture far busier than a table.
 */
export const THUMBNAIL_QUALITIES: readonly number[] = [0.7, 0.5, 0.35]

/** The part of a picture to draw: source x, y, width and height. */
export interface CropRect {
  readonly sx: number
  readonly sy: number
  readonly sw: number
  readonly sh: number
}

/** What a thumbnail is encoded with: a 2D canvas (only the little of it used here). */
export interface PictureContext {
  createImageData(width: number, height: number): ImageData
  putImageData(image: ImageData, dx: number, dy: number): void
}

export interface PictureCanvas {
  width: number
  height: number
  getContext(contextId: '2d'): PictureContext | null
  toDataURL(type?: string, quality?: number): string
}

/** A picture as RGBA bytes, rows from the top (4 bytes a pixel). */
export interface PixelFrame {
  readonly width: number
  readonly height: number
  readonly data: Uint8ClampedArray
}

/** The largest middle part of a `width`×`height` picture with the target's shape (nothing stretched). */
export function coverCrop(
  width: number,
  height: number,
  targetWidth: number,
  targetHeight: number,
): CropRect {
  const target = targetWidth / targetHeight
  if (width / height > target) {
    const sw = Math.round(height * target)
    return { sx: Math.floor((width - sw) / 2), sy: 0, sw, sh: height }
  }
  const sh = Math.round(width / target)
  return { sx: 0, sy: Math.floor((height - sh) / 2), sw: width, sh }
}

function newCanvas(): PictureCanvas {
  return document.createElement('canvas')
}

// JPEG has no transparency: a see-through table (a stream's backdrop) goes on the room's dark.
const ROOM = [0x0c, 0x0a, 0x08] as const

/** `frame`'s pixels laid over the room's dark, into `out` (same size). */
function overRoom(frame: PixelFrame, out: Uint8ClampedArray): void {
  const { data } = frame
  for (let i = 0; i < data.length; i += 4) {
    const a = (data[i + 3] ?? 0) / 255
    out[i] = (data[i] ?? 0) * a + ROOM[0] * (1 - a)
    out[i + 1] = (data[i + 1] ?? 0) * a + ROOM[1] * (1 - a)
    out[i + 2] = (data[i + 2] ?? 0) * a + ROOM[2] * (1 - a)
    out[i + 3] = 255
  }
}

/**
 * The thumbnail of `frame` (a 320×180 picture of the table) as a JPEG data URL (a browser that
 * cannot write JPEG gives PNG, which a save takes too), or null when there is no picture or it
 * cannot be made small enough. Never throws: a save without a thumbnail is still a save.
 */
export function thumbnailOfFrame(
  frame: PixelFrame,
  makeCanvas: () => PictureCanvas = newCanvas,
): string | null {
  try {
    if (!(frame.width > 0 && frame.height > 0) || frame.data.length !== frame.width * frame.height * 4)
      return null
    const canvas = makeCanvas()
    canvas.width = frame.width
    canvas.height = frame.height
    const context = canvas.getContext('2d')
    if (context === null) return null
    const image = context.createImageData(frame.width, frame.height)
    overRoom(frame, image.data)
    context.putImageData(image, 0, 0)
    for (const quality of THUMBNAIL_QUALITIES) {
      const dataUrl = canvas.toDataURL('image/jpeg', quality)
      // "data:," is a canvas that could not be encoded; anything else the save would refuse is no use.
      if (thumbnailProblem(dataUrl) === null) return dataUrl
      if (dataUrl.length <= THUMBNAIL_MAX_CHARS) return null
    }
    return null
  } catch {
    return null
  }
}
