/** Paints a die's six faces (3×2 cells, face i = BoxGeometry face i) from its face values. */
import type { CanvasTexture } from 'three'
import { centredGlyph, roundRectPath } from './canvasText'
import { cellTexture } from './canvasTexture'

const PIPS: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  1: [[0.5, 0.5]],
  2: [
    [0.27, 0.27],
    [0.73, 0.73],
  ],
  3: [
    [0.25, 0.25],
    [0.5, 0.5],
    [0.75, 0.75],
  ],
  4: [
    [0.27, 0.27],
    [0.73, 0.27],
    [0.27, 0.73],
    [0.73, 0.73],
  ],
  5: [
    [0.25, 0.25],
    [0.75, 0.25],
    [0.5, 0.5],
    [0.25, 0.75],
    [0.75, 0.75],
  ],
  6: [
    [0.27, 0.22],
    [0.73, 0.22],
    [0.27, 0.5],
    [0.73, 0.5],
    [0.27, 0.78],
    [0.73, 0.78],
  ],
}

function paintFace(ctx: CanvasRenderingContext2D, x: number, y: number, s: number, value: number): void {
  ctx.fillStyle = '#1b1a17'
  ctx.fillRect(x, y, s, s)
  roundRectPath(ctx, x + s * 0.04, y + s * 0.04, s * 0.92, s * 0.92, s * 0.16)
  ctx.fillStyle = '#e9e1cc'
  ctx.fill()
  if (value === 0) {
    // Zero: nothing happens this turn. A blood splat and a small 0.
    ctx.fillStyle = '#8e1b17'
    ctx.beginPath()
    for (let i = 0; i <= 16; i++) {
      const a = (i / 16) * Math.PI * 2
      const r = s * (i % 2 === 0 ? 0.26 : 0.17)
      const px = x + s / 2 + Math.cos(a) * r
      const py = y + s / 2 + Math.sin(a) * r
      if (i === 0) ctx.moveTo(px, py)
      else ctx.lineTo(px, py)
    }
    ctx.fill()
    ctx.fillStyle = '#e9e1cc'
    centredGlyph(ctx, '0', x + s / 2, y + s / 2 + s * 0.01, s * 0.3)
    return
  }
  ctx.fillStyle = '#8e1b17'
  for (const [px, py] of PIPS[value] ?? []) {
    ctx.beginPath()
    ctx.arc(x + px * s, y + py * s, s * 0.085, 0, Math.PI * 2)
    ctx.fill()
  }
}

const CELL = 192

export function createDieTexture(faces: readonly number[]): CanvasTexture {
  return cellTexture(CELL, 3, 2, (ctx, x, y, i) => paintFace(ctx, x, y, CELL, faces[i] ?? 0))
}
