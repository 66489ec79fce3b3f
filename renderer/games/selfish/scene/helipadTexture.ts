/** The Chopper card: a concrete helipad with hazard edges, a big H and the words that matter. */
import { CanvasTexture, SRGBColorSpace } from 'three'
import { centredGlyph, hatch, roundRectPath, textureNoise } from '../../../table/canvasText'
import { CANVAS_FONTS } from '../../../table/fonts'

const PX_PER_UNIT = 160

export function createHelipadTexture(width: number, depth: number): CanvasTexture {
  const canvas = document.createElement('canvas')
  canvas.width = Math.round(width * PX_PER_UNIT)
  canvas.height = Math.round(depth * PX_PER_UNIT)
  const texture = new CanvasTexture(canvas)
  texture.colorSpace = SRGBColorSpace
  texture.anisotropy = 8
  paintHelipad(canvas)
  return texture
}

export function paintHelipad(canvas: HTMLCanvasElement): void {
  const ctx = canvas.getContext('2d')
  if (!ctx) return
  const w = canvas.width
  const h = canvas.height
  ctx.clearRect(0, 0, w, h)
  roundRectPath(ctx, 0, 0, w, h, h * 0.08)
  ctx.fillStyle = '#111'
  ctx.fill()
  // Hazard stripes around the edge.
  ctx.save()
  roundRectPath(ctx, 4, 4, w - 8, h - 8, h * 0.07)
  ctx.clip()
  ctx.fillStyle = '#e0b126'
  ctx.fillRect(0, 0, w, h)
  ctx.strokeStyle = '#1a1712'
  ctx.lineWidth = h * 0.06
  hatch(ctx, w, h, h * 0.16)
  ctx.restore()
  // Concrete.
  const b = h * 0.075
  ctx.fillStyle = '#4a4943'
  ctx.fillRect(b, b, w - 2 * b, h - 2 * b)
  const rnd = textureNoise(42)
  for (let i = 0; i < (w * h) / 90; i++) {
    ctx.fillStyle = rnd() < 0.5 ? 'rgba(0,0,0,0.12)' : 'rgba(255,255,255,0.05)'
    ctx.fillRect(b + rnd() * (w - 2 * b), b + rnd() * (h - 2 * b), 2, 2)
  }
  // Centre H in a circle.
  const cx = w / 2
  const cy = h / 2
  const r = h * 0.34
  ctx.strokeStyle = '#f2efe6'
  ctx.lineWidth = h * 0.045
  ctx.beginPath()
  ctx.arc(cx, cy, r, 0, Math.PI * 2)
  ctx.stroke()
  ctx.fillStyle = '#f2efe6'
  centredGlyph(ctx, 'H', cx, cy + h * 0.02, h * 0.5)
  // The words, left and right of the H.
  ctx.fillStyle = '#f4c63a'
  ctx.font = `500 ${Math.round(h * 0.2)}px ${CANVAS_FONTS.display}`
  const side = (w / 2 - r - b) / 2
  ctx.fillText('CHOPPER', b + side, cy - h * 0.1)
  ctx.fillText('CHOPPER', w - b - side, cy - h * 0.1)
  ctx.fillStyle = '#e8e2d2'
  ctx.font = `${Math.round(h * 0.11)}px ${CANVAS_FONTS.bold}`
  ctx.fillText('REACH IT TO ESCAPE', b + side, cy + h * 0.13)
  ctx.fillText('REACH IT TO ESCAPE', w - b - side, cy + h * 0.13)
}
