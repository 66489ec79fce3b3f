import { CanvasTexture, SRGBColorSpace } from 'three'

/** A texture painted once on a canvas of this size (sRGB); left blank where there is no 2D context. */
export function canvasTexture(
  width: number,
  height: number,
  paint: (ctx: CanvasRenderingContext2D, w: number, h: number) => void,
): CanvasTexture {
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const texture = new CanvasTexture(canvas)
  texture.colorSpace = SRGBColorSpace
  const ctx = canvas.getContext('2d')
  if (ctx) paint(ctx, width, height)
  return texture
}
