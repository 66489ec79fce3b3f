/**
 * A save's thumbnail from a picture of the table: the middle of the picture at 16:9, drawn small
 * (320×180) into a 2D canvas and encoded as a JPEG data URL, well under the 300 KB a save takes.
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

/** What a thumbnail is drawn with: a 2D canvas (only the little of it used here). */
export interface PictureContext {
  fillStyle: string | CanvasGradient | CanvasPattern
  fillRect(x: number, y: number, w: number, h: number): void
  drawImage(
    image: CanvasImageSource,
    sx: number,
    sy: number,
    sw: number,
    sh: number,
    dx: number,
    dy: number,
    dw: number,
    dh: number,
  ): void
}

export interface PictureCanvas {
  width: number
  height: number
  getContext(contextId: '2d'): PictureContext | null
  toDataURL(type?: string, quality?: number): string
}

/** A picture of the table to make a thumbnail of: a canvas (the WebGL one), with its size in pixels. */
export type PictureSource = CanvasImageSource & { readonly width: number; readonly height: number }

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

/**
 * The thumbnail of `source` as a JPEG data URL (a browser that cannot write JPEG gives PNG, which
 * a save takes too), or null when there is no picture to take or it cannot be made small enough.
 * Never throws: a save without a thumbnail is still a save.
 */
export function thumbnailOf(
  source: PictureSource,
  makeCanvas: () => PictureCanvas = newCanvas,
): string | null {
  try {
    if (!(source.width > 0 && source.height > 0)) return null
    const canvas = makeCanvas()
    canvas.width = THUMBNAIL_WIDTH
    canvas.height = THUMBNAIL_HEIGHT
    const context = canvas.getContext('2d')
    if (context === null) return null
    const { sx, sy, sw, sh } = coverCrop(source.width, source.height, THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT)
    // JPEG has no transparency: a see-through table (a stream's backdrop) goes on the room's dark.
    context.fillStyle = '#0c0a08'
    context.fillRect(0, 0, THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT)
    context.drawImage(source, sx, sy, sw, sh, 0, 0, THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT)
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
