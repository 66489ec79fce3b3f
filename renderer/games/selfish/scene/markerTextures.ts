/** Small procedural textures for the Selfish table: empty card slots and the turn highlight. */
import type { CanvasTexture } from 'three'
import { roundRectPath } from '../../../table/canvasText'
import { canvasTexture } from '../../../table/canvasTexture'

/** A dashed outline where a card may lie. */
export function createSlotTexture(): CanvasTexture {
  return canvasTexture(128, 180, (ctx) => {
    roundRectPath(ctx, 6, 6, 116, 168, 12)
    ctx.fillStyle = 'rgba(0, 0, 0, 0.28)'
    ctx.fill()
    ctx.setLineDash([14, 9])
    ctx.lineWidth = 4
    ctx.strokeStyle = 'rgba(225, 205, 160, 0.42)'
    ctx.stroke()
  })
}

/** A soft-edged strip of light (white; tinted per instance). */
export function createGlowTexture(): CanvasTexture {
  return canvasTexture(64, 256, (ctx, w, h) => {
    const across = ctx.createLinearGradient(0, 0, w, 0)
    across.addColorStop(0, 'rgba(255,255,255,0)')
    across.addColorStop(0.18, 'rgba(255,255,255,0.55)')
    across.addColorStop(0.5, 'rgba(255,255,255,0.75)')
    across.addColorStop(0.82, 'rgba(255,255,255,0.55)')
    across.addColorStop(1, 'rgba(255,255,255,0)')
    ctx.fillStyle = across
    ctx.fillRect(0, 0, w, h)
    // Fade out at both ends.
    ctx.globalCompositeOperation = 'destination-in'
    const along = ctx.createLinearGradient(0, 0, 0, h)
    along.addColorStop(0, 'rgba(0,0,0,0)')
    along.addColorStop(0.1, 'rgba(0,0,0,1)')
    along.addColorStop(0.9, 'rgba(0,0,0,1)')
    along.addColorStop(1, 'rgba(0,0,0,0)')
    ctx.fillStyle = along
    ctx.fillRect(0, 0, w, h)
  })
}
