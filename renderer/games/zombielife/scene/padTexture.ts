/** A rounded, softly rimmed white panel (tinted per instance) for player areas and round slots. */
import { CanvasTexture, SRGBColorSpace } from 'three'
import { roundRectPath } from '../../../table/canvasText'

export function createPadTexture(): CanvasTexture {
  const canvas = document.createElement('canvas')
  canvas.width = 256
  canvas.height = 256
  const texture = new CanvasTexture(canvas)
  texture.colorSpace = SRGBColorSpace
  const ctx = canvas.getContext('2d')
  if (!ctx) return texture
  roundRectPath(ctx, 6, 6, 244, 244, 26)
  ctx.fillStyle = 'rgba(255, 255, 255, 0.32)'
  ctx.fill()
  ctx.lineWidth = 7
  ctx.strokeStyle = 'rgba(255, 255, 255, 0.95)'
  ctx.stroke()
  return texture
}
