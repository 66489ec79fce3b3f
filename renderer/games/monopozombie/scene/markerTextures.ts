/** Small procedural textures for the MonopoZombie table's markers (white, tinted per instance). */
import type { CanvasTexture } from 'three'
import { alphaStops, roundRectPath } from '../../../table/canvasText'
import { canvasTexture } from '../../../table/canvasTexture'
import { CANVAS_FONTS } from '../../../table/fonts'

/** A soft ring of light (the turn marker under a token, the glow under a chosen die). */
export function createGlowRingTexture(): CanvasTexture {
  return canvasTexture(128, 128, (ctx, w) => {
    const g = ctx.createRadialGradient(w / 2, w / 2, w * 0.12, w / 2, w / 2, w / 2)
    ctx.fillStyle = alphaStops(g, '255,255,255', [
      [0, 0],
      [0.45, 0.35],
      [0.62, 1],
      [0.75, 0.5],
      [1, 0],
    ])
    ctx.fillRect(0, 0, w, w)
  })
}

/** A mortgaged lot: darkened, with a stamp across it. Portrait (1 : 1.45), like a board street. */
export function createMortgageTexture(): CanvasTexture {
  return canvasTexture(200, 290, (ctx, w, h) => {
    ctx.fillStyle = 'rgba(8, 6, 4, 0.62)'
    ctx.fillRect(0, 0, w, h)
    ctx.save()
    ctx.translate(w / 2, h / 2)
    ctx.rotate(-Math.atan2(h, w))
    roundRectPath(ctx, -w * 0.62, -24, w * 1.24, 48, 8)
    ctx.lineWidth = 5
    ctx.strokeStyle = 'rgba(226, 64, 52, 0.95)'
    ctx.stroke()
    ctx.fillStyle = 'rgba(226, 64, 52, 0.95)'
    ctx.font = `500 36px ${CANVAS_FONTS.display}`
    ctx.textAlign = 'center'
    ctx.textBaseline = 'middle'
    ctx.fillText('MORTGAGED', 0, 2)
    ctx.restore()
  })
}

/** Zombie-owned ground: a sickly green wash with hazard hatching. */
export function createInfectedTexture(): CanvasTexture {
  return canvasTexture(128, 128, (ctx, w, h) => {
    ctx.fillStyle = 'rgba(120, 200, 60, 0.16)'
    ctx.fillRect(0, 0, w, h)
    ctx.strokeStyle = 'rgba(90, 170, 40, 0.34)'
    ctx.lineWidth = 7
    for (let x = -h; x < w + h; x += 26) {
      ctx.beginPath()
      ctx.moveTo(x, 0)
      ctx.lineTo(x + h, h)
      ctx.stroke()
    }
  })
}

/**
 * An occupied zombie lot (a human survived on it; it is torn down a level when the last human
 * leaves): an amber warning triangle split by a crack, with cracks running out into the ground.
 */
export function createOccupiedTexture(): CanvasTexture {
  return canvasTexture(128, 128, (ctx, w, h) => {
    const crack = (points: readonly (readonly [number, number])[], width: number, style: string) => {
      ctx.beginPath()
      points.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x * w, y * h) : ctx.lineTo(x * w, y * h)))
      ctx.lineWidth = width
      ctx.strokeStyle = style
      ctx.lineJoin = 'miter'
      ctx.stroke()
    }
    ctx.lineCap = 'round'
    // Cracks in the ground around the sign.
    const ground = 'rgba(40, 28, 18, 0.7)'
    crack(
      [
        [0.12, 0.86],
        [0.03, 0.93],
      ],
      3,
      ground,
    )
    crack(
      [
        [0.88, 0.86],
        [0.95, 0.8],
        [0.99, 0.84],
      ],
      3,
      ground,
    )
    crack(
      [
        [0.5, 0.9],
        [0.46, 0.97],
        [0.52, 1],
      ],
      3,
      ground,
    )
    // The sign: a rounded amber triangle with a dark rim.
    const top: [number, number] = [0.5 * w, 0.08 * h]
    const left: [number, number] = [0.08 * w, 0.88 * h]
    const right: [number, number] = [0.92 * w, 0.88 * h]
    ctx.beginPath()
    ctx.moveTo(...top)
    ctx.lineTo(...right)
    ctx.lineTo(...left)
    ctx.closePath()
    ctx.lineJoin = 'round'
    ctx.lineWidth = 12
    ctx.strokeStyle = '#1d1510'
    ctx.stroke()
    ctx.fillStyle = '#f2b233'
    ctx.fill()
    ctx.lineWidth = 4
    ctx.strokeStyle = '#8a5a12'
    ctx.stroke()
    // The crack splitting it, from the top down to the base.
    crack(
      [
        [0.5, 0.12],
        [0.45, 0.3],
        [0.55, 0.42],
        [0.43, 0.58],
        [0.53, 0.7],
        [0.47, 0.88],
      ],
      7,
      '#1d1510',
    )
    crack(
      [
        [0.55, 0.42],
        [0.68, 0.5],
        [0.72, 0.62],
      ],
      4,
      '#1d1510',
    )
    crack(
      [
        [0.43, 0.58],
        [0.32, 0.66],
      ],
      4,
      '#1d1510',
    )
  })
}
