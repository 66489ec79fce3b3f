/**
 * The whole face of the MonopoZombie board painted onto ONE canvas from the board data: 40 squares
 * with their colour bands, names, prices and symbols, the corners, and the printing in the middle
 * (title, card places, dice tray, bank tray). One texture, one draw call, no art files.
 */
import type { CanvasTexture } from 'three'
import { LinearMipmapLinearFilter } from 'three'
import type { MonopoData, SquareData } from '../../../../engine/games/monopozombie/dataTypes'
import type { MonopoOptions } from '../../../../engine/games/monopozombie/types'
import { centredGlyph, fitText, radialSpot, roundRectPath, textureNoise } from '../../../table/canvasText'
import { canvasTexture } from '../../../table/canvasTexture'
import { CANVAS_FONTS } from '../../../table/fonts'
import { CARD_LENGTH, CARD_WIDTH } from '../../../table/shared'
import {
  BANK_HOTEL_PITCH,
  BANK_HOTEL_X0,
  BANK_HOUSE_PITCH,
  BANK_HOUSE_X0,
  BANK_Z,
  BAND,
  BOARD_SIZE,
  CARD_SCALE,
  CELL,
  CHANCE_PILE,
  CHEST_PILE,
  CORNER,
  DECK_LABEL_Z,
  DICE_Z,
  HALF,
  ROSTER,
  SHOWN_CARD,
  SQUARES,
  squareRect,
  type Vec3,
} from './layout'

/** Canvas pixels along one side of the board. */
export const BOARD_TEXTURE_SIZE = 4096

const PAPER = '#d6dcc0'
const INK = '#1b1d16'
const LINE = '#262a1f'
const BLOOD = '#a3231b'

type Painter = CanvasRenderingContext2D

interface Px {
  readonly x: number
  readonly y: number
  readonly w: number
  readonly h: number
}

/** Pixels per table unit. */
const ppu = (size: number) => size / BOARD_SIZE

/** Board coordinates (x, z) to canvas pixels: the canvas top is the far edge (-z). */
function toPx(size: number, x: number, z: number): [number, number] {
  const k = ppu(size)
  return [(x + HALF) * k, (z + HALF) * k]
}

function squarePx(size: number, index: number): Px {
  const r = squareRect(index)
  const [x, y] = toPx(size, r.x - r.width / 2, r.z - r.depth / 2)
  const k = ppu(size)
  return { x, y, w: r.width * k, h: r.depth * k }
}

/** The part of a square left for printing once its colour band (at the inner end) is taken off. */
function contentPx(size: number, index: number, sq: Px): Px {
  const r = squareRect(index)
  const b = BAND * ppu(size)
  switch (r.side) {
    case 0:
      return { x: sq.x, y: sq.y + b, w: sq.w, h: sq.h - b }
    case 1:
      return { x: sq.x, y: sq.y, w: sq.w - b, h: sq.h }
    case 2:
      return { x: sq.x, y: sq.y, w: sq.w, h: sq.h - b }
    case 3:
      return { x: sq.x + b, y: sq.y, w: sq.w - b, h: sq.h }
  }
}

function bandPx(size: number, index: number, sq: Px): Px {
  const r = squareRect(index)
  const b = BAND * ppu(size)
  switch (r.side) {
    case 0:
      return { x: sq.x, y: sq.y, w: sq.w, h: b }
    case 1:
      return { x: sq.x + sq.w - b, y: sq.y, w: b, h: sq.h }
    case 2:
      return { x: sq.x, y: sq.y + sq.h - b, w: sq.w, h: b }
    case 3:
      return { x: sq.x, y: sq.y, w: b, h: sq.h }
  }
}

function grime(ctx: Painter, size: number, seed: number): void {
  const rnd = textureNoise(seed)
  for (let i = 0; i < 2600; i++) {
    ctx.fillStyle = `rgba(60, 50, 25, ${0.05 + rnd() * 0.12})`
    ctx.beginPath()
    ctx.arc(rnd() * size, rnd() * size, 1 + rnd() * 3.5, 0, Math.PI * 2)
    ctx.fill()
  }
  for (let i = 0; i < 26; i++) {
    const x = rnd() * size
    const y = rnd() * size
    const r = size * (0.02 + rnd() * 0.06)
    const blood = rnd() < 0.3
    const color = blood ? 'rgba(120, 20, 14, 0.16)' : 'rgba(90, 75, 35, 0.14)'
    radialSpot(ctx, { x, y, r, heart: 0.1 }, color, 'rgba(90, 75, 35, 0)')
  }
}

function splatter(ctx: Painter, x: number, y: number, r: number, seed: number, alpha: number): void {
  const rnd = textureNoise(seed)
  ctx.fillStyle = `rgba(130, 18, 12, ${alpha})`
  ctx.beginPath()
  const n = 22
  for (let i = 0; i <= n; i++) {
    const a = (i / n) * Math.PI * 2
    const rr = r * (0.55 + rnd() * 0.6) * (i % 3 === 0 ? 1.25 : 1)
    const px = x + Math.cos(a) * rr
    const py = y + Math.sin(a) * rr
    if (i === 0) ctx.moveTo(px, py)
    else ctx.lineTo(px, py)
  }
  ctx.fill()
  for (let i = 0; i < 14; i++) {
    const a = rnd() * Math.PI * 2
    const d = r * (1.2 + rnd() * 1.3)
    ctx.beginPath()
    ctx.arc(x + Math.cos(a) * d, y + Math.sin(a) * d, r * (0.04 + rnd() * 0.1), 0, Math.PI * 2)
    ctx.fill()
  }
}

function text(
  ctx: Painter,
  s: string,
  box: Px,
  o: { family: string; max: number; min: number; weight?: string; color?: string; line?: number },
): number {
  ctx.fillStyle = o.color ?? INK
  return fitText(
    ctx,
    s,
    { x: box.x, y: box.y, width: box.w, height: box.h },
    {
      family: o.family,
      weight: o.weight ?? 'normal',
      maxSize: Math.round(o.max),
      minSize: Math.round(o.min),
      lineHeight: o.line ?? 1.02,
      align: 'center',
      valign: 'middle',
    },
  )
}

const inset = (b: Px, fx: number, fy: number, fw: number, fh: number): Px => ({
  x: b.x + b.w * fx,
  y: b.y + b.h * fy,
  w: b.w * fw,
  h: b.h * fh,
})

// -------------------------------------------------------------------------------------------------
// Symbols

function questionMark(ctx: Painter, cx: number, cy: number, s: number): void {
  ctx.save()
  ctx.fillStyle = BLOOD
  ctx.font = `500 ${Math.round(s)}px ${CANVAS_FONTS.display}`
  ctx.textAlign = 'center'
  ctx.textBaseline = 'middle'
  ctx.fillText('?', cx, cy)
  ctx.restore()
}

function crate(ctx: Painter, cx: number, cy: number, s: number): void {
  ctx.save()
  ctx.fillStyle = '#9a6b34'
  ctx.strokeStyle = '#3b2610'
  ctx.lineWidth = s * 0.07
  ctx.fillRect(cx - s / 2, cy - s * 0.4, s, s * 0.8)
  ctx.strokeRect(cx - s / 2, cy - s * 0.4, s, s * 0.8)
  ctx.beginPath()
  ctx.moveTo(cx - s / 2, cy - s * 0.4)
  ctx.lineTo(cx + s / 2, cy + s * 0.4)
  ctx.moveTo(cx + s / 2, cy - s * 0.4)
  ctx.lineTo(cx - s / 2, cy + s * 0.4)
  ctx.stroke()
  // A red cross: medical supplies.
  ctx.fillStyle = '#f1ece0'
  ctx.fillRect(cx - s * 0.17, cy - s * 0.17, s * 0.34, s * 0.34)
  ctx.fillStyle = BLOOD
  ctx.fillRect(cx - s * 0.05, cy - s * 0.14, s * 0.1, s * 0.28)
  ctx.fillRect(cx - s * 0.14, cy - s * 0.05, s * 0.28, s * 0.1)
  ctx.restore()
}

function tracks(ctx: Painter, cx: number, cy: number, s: number): void {
  ctx.save()
  ctx.strokeStyle = INK
  ctx.lineWidth = s * 0.06
  for (let i = -3; i <= 3; i++) {
    ctx.beginPath()
    ctx.moveTo(cx + i * s * 0.15, cy - s * 0.3)
    ctx.lineTo(cx + i * s * 0.15, cy + s * 0.3)
    ctx.stroke()
  }
  ctx.lineWidth = s * 0.08
  for (const dy of [-0.16, 0.16]) {
    ctx.beginPath()
    ctx.moveTo(cx - s * 0.55, cy + dy * s)
    ctx.lineTo(cx + s * 0.55, cy + dy * s)
    ctx.stroke()
  }
  ctx.restore()
}

/**
 * A shape filled with `fill` and outlined in ink `width` wide: `trace` draws its path, `then` paints
 * anything over it (in the same saved state).
 */
function inked(ctx: Painter, fill: string, width: number, trace: () => void, then?: () => void): void {
  ctx.save()
  ctx.fillStyle = fill
  ctx.strokeStyle = INK
  ctx.lineWidth = width
  ctx.beginPath()
  trace()
  ctx.fill()
  ctx.stroke()
  then?.()
  ctx.restore()
}

const BOLT: readonly (readonly [number, number])[] = [
  [0.1, -0.5],
  [-0.28, 0.06],
  [-0.02, 0.06],
  [-0.12, 0.5],
  [0.28, -0.08],
  [0.02, -0.08],
  [0.12, -0.5],
]

function bolt(ctx: Painter, cx: number, cy: number, s: number): void {
  inked(ctx, '#e3b021', s * 0.04, () => {
    BOLT.forEach(([px, py], i) =>
      i === 0 ? ctx.moveTo(cx + px * s, cy + py * s) : ctx.lineTo(cx + px * s, cy + py * s),
    )
    ctx.closePath()
  })
}

function drop(ctx: Painter, cx: number, cy: number, s: number): void {
  inked(ctx, '#3f86c6', s * 0.04, () => {
    ctx.moveTo(cx, cy - s * 0.5)
    ctx.bezierCurveTo(cx + s * 0.05, cy - s * 0.3, cx + s * 0.34, cy - s * 0.02, cx + s * 0.34, cy + s * 0.16)
    ctx.arc(cx, cy + s * 0.16, s * 0.34, 0, Math.PI)
    ctx.bezierCurveTo(cx - s * 0.34, cy - s * 0.02, cx - s * 0.05, cy - s * 0.3, cx, cy - s * 0.5)
  })
}

function diamond(ctx: Painter, cx: number, cy: number, s: number): void {
  inked(
    ctx,
    '#5d6b4a',
    s * 0.05,
    () => {
      ctx.moveTo(cx, cy - s / 2)
      ctx.lineTo(cx + s * 0.42, cy)
      ctx.lineTo(cx, cy + s / 2)
      ctx.lineTo(cx - s * 0.42, cy)
      ctx.closePath()
    },
    () => {
      ctx.fillStyle = '#f0e9d6'
      centredGlyph(ctx, '$', cx, cy + s * 0.02, s * 0.42)
    },
  )
}

function arrow(ctx: Painter, x0: number, y: number, x1: number, thick: number, color: string): void {
  ctx.save()
  ctx.fillStyle = color
  const dir = Math.sign(x1 - x0) || 1
  const head = thick * 1.9
  ctx.beginPath()
  ctx.moveTo(x0, y - thick / 2)
  ctx.lineTo(x1 - dir * head, y - thick / 2)
  ctx.lineTo(x1 - dir * head, y - thick * 1.2)
  ctx.lineTo(x1, y)
  ctx.lineTo(x1 - dir * head, y + thick * 1.2)
  ctx.lineTo(x1 - dir * head, y + thick / 2)
  ctx.lineTo(x0, y + thick / 2)
  ctx.closePath()
  ctx.fill()
  ctx.restore()
}

// -------------------------------------------------------------------------------------------------
// Squares

/** What a square costs or asks, printed at its foot ("$260", "PAY $200"). */
export function squareFootnote(
  sq: SquareData,
  data: MonopoData,
  options: Pick<MonopoOptions, 'taxEdition'>,
): string {
  if (sq.price !== undefined) return `$${sq.price}`
  if (sq.kind === 'tax') {
    const rates = data.rules.taxes[options.taxEdition]
    if (sq.tax === 'luxury') return `PAY $${rates.luxury}`
    return rates.incomePercent === null
      ? `PAY $${rates.income}`
      : `$${rates.income} OR ${rates.incomePercent}%`
  }
  return ''
}

function paintSquare(
  ctx: Painter,
  size: number,
  sq: SquareData,
  data: MonopoData,
  options: Pick<MonopoOptions, 'taxEdition'>,
): void {
  const k = ppu(size)
  const box = squarePx(size, sq.index)
  const group = sq.group ? data.groups.find((g) => g.id === sq.group) : undefined
  const content = sq.kind === 'street' ? contentPx(size, sq.index, box) : box
  if (sq.kind === 'street' && group) {
    const band = bandPx(size, sq.index, box)
    ctx.fillStyle = group.colour
    ctx.fillRect(band.x, band.y, band.w, band.h)
    ctx.strokeStyle = LINE
    ctx.lineWidth = 4
    ctx.strokeRect(band.x, band.y, band.w, band.h)
  }
  const name = sq.name.toUpperCase()
  const foot = squareFootnote(sq, data, options)
  const pad = 0.06
  const nameBox = inset(content, pad, 0.04, 1 - 2 * pad, sq.kind === 'street' ? 0.5 : 0.36)
  text(ctx, name, nameBox, {
    family: CANVAS_FONTS.bold,
    max: 0.21 * k,
    min: 0.1 * k,
    line: 1.0,
  })
  if (foot !== '') {
    text(ctx, foot, inset(content, pad, 0.76, 1 - 2 * pad, 0.2), {
      family: CANVAS_FONTS.display,
      weight: '500',
      max: 0.2 * k,
      min: 0.1 * k,
    })
  }
  // A symbol between the name and the foot.
  const symbolY = content.y + content.h * (sq.kind === 'street' ? 0.66 : 0.58)
  const cx = content.x + content.w / 2
  const s = Math.min(content.w, content.h) * 0.34
  switch (sq.kind) {
    case 'chance':
      questionMark(ctx, cx, symbolY + s * 0.1, s * 1.9)
      break
    case 'chest':
      crate(ctx, cx, symbolY, s * 1.05)
      break
    case 'railroad':
      tracks(ctx, cx, symbolY - s * 0.05, s * 1.1)
      break
    case 'utility':
      if (sq.index < 20) bolt(ctx, cx, symbolY - s * 0.05, s * 1.25)
      else drop(ctx, cx, symbolY - s * 0.05, s * 1.15)
      break
    case 'tax':
      diamond(ctx, cx, symbolY - s * 0.08, s * 1.0)
      break
    default:
      break
  }
}

function paintCorner(ctx: Painter, size: number, sq: SquareData, data: MonopoData): void {
  const k = ppu(size)
  const box = squarePx(size, sq.index)
  const name = sq.name.toUpperCase()
  switch (sq.kind) {
    case 'go': {
      text(ctx, `COLLECT $${data.rules.goSalary} AS YOU PASS`, inset(box, 0.08, 0.06, 0.84, 0.24), {
        family: CANVAS_FONTS.bold,
        max: 0.14 * k,
        min: 0.08 * k,
      })
      text(ctx, name, inset(box, 0.06, 0.3, 0.88, 0.3), {
        family: CANVAS_FONTS.display,
        weight: '500',
        max: 0.36 * k,
        min: 0.16 * k,
        color: BLOOD,
      })
      // Play runs leftwards along the near row.
      arrow(ctx, box.x + box.w * 0.88, box.y + box.h * 0.78, box.x + box.w * 0.12, 0.13 * k, BLOOD)
      break
    }
    case 'jail': {
      // The cell: the inner part of the corner; Just Visiting along its outer edges.
      const cell: Px = { x: box.x + 0.45 * k, y: box.y, w: 1.0 * k, h: 1.0 * k }
      ctx.fillStyle = '#d9822b'
      ctx.fillRect(cell.x, cell.y, cell.w, cell.h)
      ctx.strokeStyle = LINE
      ctx.lineWidth = 6
      ctx.strokeRect(cell.x, cell.y, cell.w, cell.h)
      const [title, sub] = name.split('/').map((p) => p.trim())
      text(ctx, title ?? name, inset(cell, 0.08, 0.06, 0.84, 0.3), {
        family: CANVAS_FONTS.display,
        weight: '500',
        max: 0.2 * k,
        min: 0.1 * k,
      })
      // Bars.
      ctx.strokeStyle = 'rgba(20, 20, 16, 0.8)'
      ctx.lineWidth = 0.035 * k
      for (let i = 1; i <= 5; i++) {
        const x = cell.x + (cell.w * i) / 6
        ctx.beginPath()
        ctx.moveTo(x, cell.y + cell.h * 0.4)
        ctx.lineTo(x, cell.y + cell.h * 0.94)
        ctx.stroke()
      }
      text(
        ctx,
        sub ?? 'JUST VISITING',
        { x: box.x + 0.45 * k, y: box.y + 1.0 * k, w: 1.0 * k, h: 0.45 * k },
        {
          family: CANVAS_FONTS.bold,
          max: 0.15 * k,
          min: 0.08 * k,
        },
      )
      break
    }
    case 'freeParking': {
      text(ctx, name, inset(box, 0.06, 0.08, 0.88, 0.26), {
        family: CANVAS_FONTS.display,
        weight: '500',
        max: 0.3 * k,
        min: 0.14 * k,
        color: '#1f5f2c',
      })
      // A shield.
      const cx = box.x + box.w / 2
      const cy = box.y + box.h * 0.56
      const s = box.w * 0.3
      ctx.fillStyle = '#2f7d3c'
      ctx.strokeStyle = INK
      ctx.lineWidth = 6
      ctx.beginPath()
      ctx.moveTo(cx - s * 0.5, cy - s * 0.5)
      ctx.lineTo(cx + s * 0.5, cy - s * 0.5)
      ctx.lineTo(cx + s * 0.5, cy)
      ctx.quadraticCurveTo(cx + s * 0.45, cy + s * 0.45, cx, cy + s * 0.62)
      ctx.quadraticCurveTo(cx - s * 0.45, cy + s * 0.45, cx - s * 0.5, cy)
      ctx.closePath()
      ctx.fill()
      ctx.stroke()
      text(ctx, 'NO ENCOUNTERS HERE', inset(box, 0.08, 0.8, 0.84, 0.14), {
        family: CANVAS_FONTS.bold,
        max: 0.13 * k,
        min: 0.07 * k,
      })
      break
    }
    case 'goToJail': {
      ctx.save()
      ctx.beginPath()
      ctx.rect(box.x, box.y, box.w, box.h)
      ctx.clip()
      ctx.fillStyle = 'rgba(200, 150, 30, 0.35)'
      for (let i = -6; i < 12; i++) {
        ctx.beginPath()
        const x = box.x + i * 0.2 * k
        ctx.moveTo(x, box.y + box.h)
        ctx.lineTo(x + 0.1 * k, box.y + box.h)
        ctx.lineTo(x + 0.1 * k + box.h, box.y)
        ctx.lineTo(x + box.h, box.y)
        ctx.closePath()
        ctx.fill()
      }
      ctx.restore()
      ctx.fillStyle = 'rgba(214, 220, 192, 0.88)'
      ctx.fillRect(box.x + box.w * 0.08, box.y + box.h * 0.2, box.w * 0.84, box.h * 0.6)
      text(ctx, name, inset(box, 0.1, 0.22, 0.8, 0.36), {
        family: CANVAS_FONTS.display,
        weight: '500',
        max: 0.3 * k,
        min: 0.13 * k,
        color: BLOOD,
      })
      text(ctx, 'HUMANS TURN ZOMBIE', inset(box, 0.1, 0.6, 0.8, 0.16), {
        family: CANVAS_FONTS.bold,
        max: 0.13 * k,
        min: 0.07 * k,
      })
      break
    }
    default:
      break
  }
}

// -------------------------------------------------------------------------------------------------
// The middle

function dashedPlace(ctx: Painter, size: number, at: Vec3, w: number, h: number): void {
  const k = ppu(size)
  const [x, y] = toPx(size, at[0] - w / 2, at[2] - h / 2)
  roundRectPath(ctx, x, y, w * k, h * k, 0.08 * k)
  ctx.fillStyle = 'rgba(40, 45, 30, 0.12)'
  ctx.fill()
  ctx.setLineDash([0.08 * k, 0.05 * k])
  ctx.lineWidth = 0.025 * k
  ctx.strokeStyle = 'rgba(30, 34, 22, 0.55)'
  ctx.stroke()
  ctx.setLineDash([])
}

function centreLabel(
  ctx: Painter,
  size: number,
  s: string,
  x: number,
  z: number,
  width: number,
  height = 0.24,
): void {
  const k = ppu(size)
  const [px, py] = toPx(size, x - width / 2, z - height / 2)
  text(
    ctx,
    s,
    { x: px, y: py, w: width * k, h: height * k },
    {
      family: CANVAS_FONTS.display,
      weight: '500',
      max: height * 0.85 * k,
      min: height * 0.4 * k,
      color: '#2d3124',
    },
  )
}

function paintMiddle(ctx: Painter, size: number): void {
  const k = ppu(size)
  // The title.
  const [tx, ty] = toPx(size, -4.2, -4.3)
  splatter(ctx, ...toPx(size, 3.2, -3.75), 0.42 * k, 77, 0.55)
  splatter(ctx, ...toPx(size, -3.6, 1.9), 0.22 * k, 91, 0.28)
  ctx.save()
  ctx.shadowColor = 'rgba(0, 0, 0, 0.35)'
  ctx.shadowBlur = 0.04 * k
  ctx.shadowOffsetY = 0.02 * k
  text(
    ctx,
    'MONOPOZOMBIE',
    { x: tx, y: ty, w: 8.4 * k, h: 1.05 * k },
    {
      family: CANVAS_FONTS.display,
      weight: '500',
      max: 1.0 * k,
      min: 0.5 * k,
      color: BLOOD,
    },
  )
  ctx.restore()
  centreLabel(ctx, size, 'CAPITALISM  ·  OUTBREAK  ·  APOCALYPSE', 0, -3.12, 6, 0.24)

  // The roster panel.
  const rosterTop = ROSTER.z - ROSTER.depth / 2 - 0.08
  const rosterHeight = 8 * ROSTER.pitch + 0.1
  {
    const [x, y] = toPx(size, ROSTER.x - ROSTER.width / 2 - 0.08, rosterTop)
    roundRectPath(ctx, x, y, (ROSTER.width + 0.16) * k, rosterHeight * k, 0.1 * k)
    ctx.fillStyle = 'rgba(30, 34, 22, 0.1)'
    ctx.fill()
  }

  // Card places and their names.
  const cw = CARD_WIDTH * CARD_SCALE + 0.16
  const ch = CARD_LENGTH * CARD_SCALE + 0.16
  for (const at of [CHANCE_PILE, SHOWN_CARD, CHEST_PILE]) dashedPlace(ctx, size, at, cw, ch)
  centreLabel(ctx, size, 'SCAVENGE', CHANCE_PILE[0], DECK_LABEL_Z, 1.25)
  centreLabel(ctx, size, 'LAST DRAWN', SHOWN_CARD[0], DECK_LABEL_Z, 1.25)
  centreLabel(ctx, size, 'SURVIVOR CACHE', CHEST_PILE[0], DECK_LABEL_Z, 1.25)

  // The dice tray.
  dashedPlace(ctx, size, [2.25, 0, DICE_Z], 3.3, 1.0)

  // The bank tray.
  const houses0 = BANK_HOUSE_X0 - 0.2
  const housesW = 15 * BANK_HOUSE_PITCH + 0.4
  dashedPlace(ctx, size, [houses0 + housesW / 2, 0, BANK_Z], housesW, 1.0)
  const hotels0 = BANK_HOTEL_X0 - 0.3
  const hotelsW = 5 * BANK_HOTEL_PITCH + 0.6
  dashedPlace(ctx, size, [hotels0 + hotelsW / 2, 0, BANK_Z], hotelsW, 1.0)
}

/** Paints the whole board face onto `ctx` (a square canvas `size` pixels wide). */
export function paintBoard(
  ctx: Painter,
  size: number,
  data: MonopoData,
  options: Pick<MonopoOptions, 'taxEdition'>,
): void {
  const k = ppu(size)
  ctx.clearRect(0, 0, size, size)
  ctx.fillStyle = PAPER
  ctx.fillRect(0, 0, size, size)
  grime(ctx, size, 4242)
  // The middle panel, a shade darker.
  {
    const [x, y] = toPx(size, -HALF + CORNER, -HALF + CORNER)
    ctx.fillStyle = 'rgba(120, 140, 90, 0.16)'
    ctx.fillRect(x, y, 9 * CELL * k, 9 * CELL * k)
  }
  paintMiddle(ctx, size)
  for (const sq of data.squares) {
    if (sq.index % 10 === 0) paintCorner(ctx, size, sq, data)
    else paintSquare(ctx, size, sq, data, options)
  }
  // Grid lines.
  ctx.strokeStyle = LINE
  ctx.lineWidth = 5
  for (let i = 0; i < SQUARES; i++) {
    const b = squarePx(size, i)
    ctx.strokeRect(b.x, b.y, b.w, b.h)
  }
  ctx.lineWidth = 0.05 * k
  ctx.strokeRect(ctx.lineWidth / 2, ctx.lineWidth / 2, size - ctx.lineWidth, size - ctx.lineWidth)
  ctx.lineWidth = 8
  const [ix, iy] = toPx(size, -HALF + CORNER, -HALF + CORNER)
  ctx.strokeRect(ix, iy, 9 * CELL * k, 9 * CELL * k)
}

export interface BoardTexture {
  readonly texture: CanvasTexture
  /** Paints again (after the bundled fonts have loaded). */
  repaint(): void
  dispose(): void
}

export function createBoardTexture(
  data: MonopoData,
  options: Pick<MonopoOptions, 'taxEdition'>,
): BoardTexture {
  const paint = (ctx: CanvasRenderingContext2D) => paintBoard(ctx, BOARD_TEXTURE_SIZE, data, options)
  const texture = canvasTexture(BOARD_TEXTURE_SIZE, BOARD_TEXTURE_SIZE, paint)
  texture.minFilter = LinearMipmapLinearFilter
  texture.anisotropy = 8
  // Fonts that load later (a first paint with fallbacks): paint again on the same canvas.
  const repaint = () => {
    const ctx = (texture.image as HTMLCanvasElement).getContext('2d')
    if (!ctx) return // no 2D canvas (component tests): the board stays blank
    paint(ctx)
    texture.needsUpdate = true
  }
  return { texture, repaint, dispose: () => texture.dispose() }
}
