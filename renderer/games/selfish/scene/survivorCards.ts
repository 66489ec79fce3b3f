/**
 * The survivor cards: an alive side in the seat's colour and a rotting zombie side, both naming
 * the player, painted into one atlas (keys alive-<seat>, zombie-<seat>).
 */
import type { CardDeckSpec, CardPainter } from '../../../table/cardAtlas'
import { cardShape } from '../../../table/cardFace'
import { fitTitle, textureNoise } from '../../../table/canvasText'
import { CELL_HEIGHT, CELL_WIDTH } from './selfishDecks'
import { seatColor } from './seatColors'

export interface SurvivorCardInfo {
  readonly name: string
  readonly survivor: string
}

export const aliveKey = (seat: number) => `alive-${seat}`
export const zombieKey = (seat: number) => `zombie-${seat}`

function frame(ctx: CanvasRenderingContext2D, w: number, h: number, top: string, bottom: string): void {
  const g = ctx.createLinearGradient(0, 0, 0, h)
  g.addColorStop(0, top)
  g.addColorStop(1, bottom)
  cardShape(ctx, w, h, g, 0.03)
  ctx.clip()
}

/** A standing figure; arms forward and head bowed for a zombie. */
function figure(ctx: CanvasRenderingContext2D, w: number, h: number, color: string, zombie: boolean): void {
  const cx = w / 2
  const hh = h * 0.9
  const top = h * 0.24
  ctx.fillStyle = color
  ctx.strokeStyle = color
  ctx.lineCap = 'round'
  // Head.
  ctx.beginPath()
  ctx.arc(cx + (zombie ? w * 0.03 : 0), top + hh * 0.06, w * 0.1, 0, Math.PI * 2)
  ctx.fill()
  // Body.
  ctx.beginPath()
  ctx.moveTo(cx - w * 0.14, top + hh * 0.15)
  ctx.lineTo(cx + w * 0.14, top + hh * 0.15)
  ctx.lineTo(cx + w * 0.1, top + hh * 0.38)
  ctx.lineTo(cx - w * 0.1, top + hh * 0.38)
  ctx.closePath()
  ctx.fill()
  // Legs.
  ctx.lineWidth = w * 0.075
  ctx.beginPath()
  ctx.moveTo(cx - w * 0.06, top + hh * 0.37)
  ctx.lineTo(cx - w * (zombie ? 0.1 : 0.08), top + hh * 0.55)
  ctx.moveTo(cx + w * 0.06, top + hh * 0.37)
  ctx.lineTo(cx + w * 0.08, top + hh * 0.55)
  ctx.stroke()
  // Arms.
  ctx.lineWidth = w * 0.06
  ctx.beginPath()
  if (zombie) {
    ctx.moveTo(cx - w * 0.12, top + hh * 0.17)
    ctx.lineTo(cx - w * 0.34, top + hh * 0.13)
    ctx.moveTo(cx + w * 0.12, top + hh * 0.17)
    ctx.lineTo(cx + w * 0.33, top + hh * 0.1)
  } else {
    ctx.moveTo(cx - w * 0.13, top + hh * 0.17)
    ctx.lineTo(cx - w * 0.2, top + hh * 0.36)
    ctx.moveTo(cx + w * 0.13, top + hh * 0.17)
    ctx.lineTo(cx + w * 0.2, top + hh * 0.36)
  }
  ctx.stroke()
  if (zombie) {
    ctx.fillStyle = '#ff3b2f'
    for (const dx of [-0.035, 0.065]) {
      ctx.beginPath()
      ctx.arc(cx + w * dx, top + hh * 0.055, w * 0.018, 0, Math.PI * 2)
      ctx.fill()
    }
  }
}

function nameBand(
  ctx: CanvasRenderingContext2D,
  w: number,
  h: number,
  text: string,
  fill: string,
  ink: string,
): void {
  const y = h * 0.78
  ctx.fillStyle = fill
  ctx.fillRect(0, y, w, h * 0.22)
  ctx.fillStyle = ink
  fitTitle(
    ctx,
    text.toUpperCase(),
    { x: w * 0.06, y: y + h * 0.01, width: w * 0.88, height: h * 0.18 },
    { max: w * 0.22, min: w * 0.08 },
  )
}

function aliveSide(seat: number, info: SurvivorCardInfo): CardPainter {
  const color = seatColor(seat)
  return (ctx, w, h) => {
    ctx.save()
    frame(ctx, w, h, color, '#2a2218')
    ctx.fillStyle = 'rgba(255,255,255,0.92)'
    fitTitle(
      ctx,
      info.survivor.toUpperCase(),
      { x: w * 0.06, y: h * 0.035, width: w * 0.88, height: h * 0.17 },
      { max: w * 0.2, min: w * 0.09 },
    )
    figure(ctx, w, h, 'rgba(20, 16, 12, 0.85)', false)
    nameBand(ctx, w, h, info.name, '#f1e9d6', '#1d1812')
    ctx.restore()
  }
}

function zombieSide(seat: number, info: SurvivorCardInfo): CardPainter {
  const color = seatColor(seat)
  return (ctx, w, h) => {
    ctx.save()
    frame(ctx, w, h, '#7d8c62', '#2c3322')
    const rnd = textureNoise(900 + seat)
    for (let i = 0; i < 26; i++) {
      ctx.fillStyle = `rgba(${rnd() < 0.4 ? '90, 10, 8' : '20, 28, 12'}, ${0.25 + rnd() * 0.35})`
      ctx.beginPath()
      ctx.arc(rnd() * w, rnd() * h, 2 + rnd() * 10, 0, Math.PI * 2)
      ctx.fill()
    }
    ctx.fillStyle = '#d9f0b0'
    fitTitle(
      ctx,
      'ZOMBIE',
      { x: w * 0.06, y: h * 0.04, width: w * 0.88, height: h * 0.16 },
      { max: w * 0.19, min: w * 0.1 },
    )
    figure(ctx, w, h, '#1a2012', true)
    nameBand(ctx, w, h, info.name, color, '#101010')
    ctx.restore()
  }
}

export function survivorDeckSpec(players: readonly SurvivorCardInfo[]): CardDeckSpec {
  return {
    id: 'selfish-survivors',
    cellWidth: CELL_WIDTH,
    cellHeight: CELL_HEIGHT,
    edgeColor: '#3a3328',
    faces: players.flatMap((info, seat) => [
      { key: aliveKey(seat), paint: aliveSide(seat, info) },
      { key: zombieKey(seat), paint: zombieSide(seat, info) },
    ]),
    back: (ctx, w, h) => {
      ctx.save()
      frame(ctx, w, h, '#3a3328', '#1d1912')
      ctx.restore()
    },
  }
}
