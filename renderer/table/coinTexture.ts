/** Paints a coin: heads on the left half, tails on the right half, the rim colour between. */
import { CanvasTexture, SRGBColorSpace } from 'three'
import { CANVAS_FONTS } from './fonts'

export function createCoinTexture(heads: string, tails: string, metal: string): CanvasTexture {
  const size = 256
  const canvas = document.createElement('canvas')
  canvas.width = size * 2
  canvas.height = size
  const texture = new CanvasTexture(canvas)
  texture.colorSpace = SRGBColorSpace
  const ctx = canvas.getContext('2d')
  if (!ctx) return texture
  ctx.fillStyle = metal
  ctx.fillRect(0, 0, canvas.width, canvas.height)
  ;[heads, tails].forEach((label, i) => {
    const cx = size * i + size / 2
    const cy = size / 2
    ctx.strokeStyle = 'rgba(0,0,0,0.35)'
    ctx.lineWidth = size * 0.04
    ctx.beginPath()
    ctx.arc(cx, cy, size * 0.4, 0, Math.PI * 2)
    ctx.stroke()
    ctx.fillStyle = 'rgba(0,0,0,0.55)'
    ctx.font = `500 ${Math.round(size * 0.3)}px ${CANVAS_FONTS.display}`
    ctx.textAlign = 'center'
    ctx.textBaseline = 'middle'
    ctx.fillText(label, cx, cy)
  })
  return texture
}
