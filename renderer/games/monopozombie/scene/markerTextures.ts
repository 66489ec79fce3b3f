/** Small procedural textures for the MonopoZombie table's markers (white, tinted per instance). */
import { CanvasTexture, SRGBColorSpace } from 'three'
import { roundRectPath } from '../../../table/canvasText'
import { CANVAS_FONTS } from '../../../table/fonts'

function canvasTexture(
  width: number,
  height: number,
  paint: (ctx: CanvasRenderingContext2D, w: number, h: number) => void,
): CanvasTexture {
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const texture = new CanvasTexture(canvas)
  texture.colorSpace = SRGBColorSpace
  const ctx = canvas.getContext('2d')
  if (ctx) paint(ctx, width, height)
  return texture
}

/** A soft ring of light (the turn marker under a token, the glow under a chosen die). */
export function createGlowRingTexture(): CanvasTexture {
  return canvasTexture(128, 128, (ctx, w) => {
    const g = ctx.createRadialGradient(w / 2, w / 2, w * 0.12, w / 2, w / 2, w / 2)
    g.addColorStop(0, 'rgba(255,255,255,0)')
    g.addColorStop(0.45, 'rgba(255,255,255,0.35)')
    g.addColorStop(0.62, 'rgba(255,255,255,1)')
    g.addColorStop(0.75, 'rgba(255,255,255,0.5)')
    g.addColorStop(1, 'rgba(255,255,255,0)')
    ctx.fillStyle = g
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
