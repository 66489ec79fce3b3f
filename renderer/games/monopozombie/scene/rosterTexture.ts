/** The roster row's panel: a seat-colour swatch at the left, a dark body and a rim (tinted per instance). */
import type { CanvasTexture } from 'three'
import { roundRectPath } from '../../../table/canvasText'
import { canvasTexture } from '../../../table/canvasTexture'

export function createRosterPadTexture(): CanvasTexture {
  return canvasTexture(512, 56, (ctx, w, h) => {
    roundRectPath(ctx, 2, 2, w - 4, h - 4, 10)
    ctx.fillStyle = 'rgba(24, 22, 18, 0.82)'
    ctx.fill()
    ctx.lineWidth = 3
    ctx.strokeStyle = 'rgba(255, 255, 255, 0.9)'
    ctx.stroke()
    roundRectPath(ctx, 2, 2, 40, h - 4, 10)
    ctx.fillStyle = '#ffffff'
    ctx.fill()
  })
}
