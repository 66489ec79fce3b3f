/** Paints a coin: heads on the left half, tails on the right half, the rim colour between. */
import type { CanvasTexture } from 'three'
import { centredGlyph } from './canvasText'
import { cellTexture } from './canvasTexture'

const SIDE = 256

export function createCoinTexture(heads: string, tails: string, metal: string): CanvasTexture {
  return cellTexture(SIDE, 2, 1, (ctx, x, y, i) => {
    ctx.fillStyle = metal
    ctx.fillRect(x, y, SIDE, SIDE)
    const cx = x + SIDE / 2
    const cy = y + SIDE / 2
    ctx.strokeStyle = 'rgba(0,0,0,0.35)'
    ctx.lineWidth = SIDE * 0.04
    ctx.beginPath()
    ctx.arc(cx, cy, SIDE * 0.4, 0, Math.PI * 2)
    ctx.stroke()
    ctx.fillStyle = 'rgba(0,0,0,0.55)'
    centredGlyph(ctx, i === 0 ? heads : tails, cx, cy, SIDE * 0.3)
  })
}
