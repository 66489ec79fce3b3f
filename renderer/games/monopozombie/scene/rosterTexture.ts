/** The roster row's panel: a seat-colour swatch at the left, a dark body and a rim (tinted per instance). */
import { CanvasTexture, SRGBColorSpace } from 'three'
import { roundRectPath } from '../../../table/canvasText'

export function createRosterPadTexture(): CanvasTexture {
  const canvas = document.createElement('canvas')
  canvas.width = 512
  canvas.height = 56
  const texture = new CanvasTexture(canvas)
  texture.colorSpace = SRGBColorSpace
  const ctx = canvas.getContext('2d')
  if (!ctx) return texture
  const w = canvas.width
  const h = canvas.height
  roundRectPath(ctx, 2, 2, w - 4, h - 4, 10)
  ctx.fillStyle = 'rgba(24, 22, 18, 0.82)'
  ctx.fill()
  ctx.lineWidth = 3
  ctx.strokeStyle = 'rgba(255, 255, 255, 0.9)'
  ctx.stroke()
  roundRectPath(ctx, 2, 2, 40, h - 4, 10)
  ctx.fillStyle = '#ffffff'
  ctx.fill()
  return texture
}
