/** Small procedural textures for the Selfish table: empty card slots and the turn highlight. */
import type { CanvasTexture } from 'three'
import { alphaStops, roundRectPath } from '../../../table/canvasText'
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
    ctx.fillStyle = alphaStops(across, '255,255,255', [
      [0, 0],
      [0.18, 0.55],
      [0.5, 0.75],
      [0.82, 0.55],
      [1, 0],
    ])
    ctx.fillRect(0, 0, w, h)
    // Fade out at both ends.
    ctx.globalCompositeOperation = 'destination-in'
    const along = ctx.createLinearGradient(0, 0, 0, h)
    ctx.fillStyle = alphaStops(along, '0,0,0', [
      [0, 0],
      [0.1, 1],
      [0.9, 1],
      [1, 0],
    ])
    ctx.fillRect(0, 0, w, h)
  })
}
