/**
 * Framing the table inside part of the canvas: the stream's broadcast overlay covers a column and
 * two bands of it, so the camera draws its whole picture, scaled down as one, into the rectangle
 * the overlay leaves free (a view offset: nothing about the shot itself changes).
 */

/** CSS pixels of the canvas each side that the table keeps clear of. */
export interface FrameInsets {
  readonly top: number
  readonly right: number
  readonly bottom: number
  readonly left: number
}

/** The arguments of PerspectiveCamera.setViewOffset, or null: no room is left, draw as usual. */
export interface ViewOffset {
  readonly fullWidth: number
  readonly fullHeight: number
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

/**
 * The view offset that draws a `width`×`height` picture scaled to fit the free rectangle, with
 * its middle at the free rectangle's middle. The full view keeps the canvas's aspect, so nothing
 * is stretched.
 */
export function insetViewOffset(width: number, height: number, insets: FrameInsets): ViewOffset | null {
  const free = { width: width - insets.left - insets.right, height: height - insets.top - insets.bottom }
  if (width <= 0 || height <= 0 || free.width <= 0 || free.height <= 0) return null
  // The camera's whole picture, scaled down to fit the free rectangle (the canvas's window onto
  // it is then larger than the picture: three widens the frustum to match).
  const fit = Math.min(free.width / width, free.height / height)
  const fullWidth = width * fit
  const fullHeight = height * fit
  return {
    fullWidth,
    fullHeight,
    x: fullWidth / 2 - (insets.left + free.width / 2),
    y: fullHeight / 2 - (insets.top + free.height / 2),
    width,
    height,
  }
}
