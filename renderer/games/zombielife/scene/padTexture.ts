/** A rounded, softly rimmed white panel (tinted per instance) for player areas and round slots. */
import type { CanvasTexture } from 'three'
import { roundRectPath } from '../../../table/canvasText'
import { canvasTexture } from '../../../table/canvasTexture'

export function createPadTexture(): CanvasTexture {
  return canvasTexture(256, 256, (ctx) => {
    roundRectPath(ctx, 6, 6, 244, 244, 26)
    ctx.fillStyle = 'rgba(255, 255, 255, 0.32)'
    ctx.fill()
    ctx.lineWidth = 7
    ctx.strokeStyle = 'rgba(255, 255, 255, 0.95)'
    ctx.stroke()
  })
}
