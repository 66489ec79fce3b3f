/**
 * Painters for card faces and backs drawn from card data: a name in a category-coloured band, a
 * picture (a Game-icons.net icon the game names in its pictures.json) with the card's emblem, and
 * the rules text wrapped to fit. Games describe their cards with CardFaceDesign / CardBackDesign
 * and the atlas paints them.
 */
import { fitText, fitTitle, hatch, roundRectPath, textureNoise } from './canvasText'
import { CANVAS_FONTS } from './fonts'
import type { CardPainter } from './cardAtlas'
import { drawGameIcon } from './gameIcon'

export interface CardFaceDesign {
  readonly name: string
  /** Small caps line under the name ("ACTION", "SUPPLIES", "WASTELAND"). */
  readonly category: string
  /** The band behind the name. */
  readonly bandColor: string
  readonly text: string
  /** The card's picture: a Game-icons.net icon name (gameIcon.ts), in a medallion in the middle. */
  readonly picture?: string
  /**
   * A short symbol ("+1", "×2", "☠"): large in the middle of a card without a picture, on a badge
   * at the picture's corner on one with.
   */
  readonly emblem?: string
  readonly emblemColor?: string
  /** The card's paper. */
  readonly paper?: string
  /** Deterministic grime seed. */
  readonly seed?: number
}

export interface CardBackDesign {
  readonly base: string
  readonly dark: string
  readonly light: string
  readonly title: string
  readonly subtitle: string
  /** A Game-icons.net icon drawn large above and below the title plate (upside down below). */
  readonly picture?: string
  readonly seed?: number
}

const BORDER = '#141210'

/**
 * Clears to transparent, then fills the rounded card shape (corners stay transparent): a dark edge,
 * and inside it (`border` of the width in) the card's paper, whose shape is left as the current
 * path (to clip the face's drawing to).
 */
export function cardShape(
  ctx: CanvasRenderingContext2D,
  w: number,
  h: number,
  fill: string | CanvasGradient,
  border = 0.025,
): void {
  ctx.clearRect(0, 0, w, h)
  roundRectPath(ctx, 0, 0, w, h, w * 0.07)
  ctx.fillStyle = BORDER
  ctx.fill()
  const inset = w * border
  roundRectPath(ctx, inset, inset, w - 2 * inset, h - 2 * inset, w * 0.055)
  ctx.fillStyle = fill
  ctx.fill()
}

/** Speckles and stains so the card looks handled (clipped to the current path). */
function grime(ctx: CanvasRenderingContext2D, w: number, h: number, seed: number, alpha: number): void {
  const rnd = textureNoise(seed)
  ctx.save()
  for (let i = 0; i < 90; i++) {
    ctx.fillStyle = `rgba(40, 28, 14, ${alpha * rnd()})`
    const r = 0.5 + rnd() * 2.5
    ctx.beginPath()
    ctx.arc(rnd() * w, rnd() * h, r, 0, Math.PI * 2)
    ctx.fill()
  }
  for (let i = 0; i < 3; i++) {
    const x = rnd() * w
    const y = rnd() * h
    const r = w * (0.1 + rnd() * 0.2)
    const g = ctx.createRadialGradient(x, y, 0, x, y, r)
    g.addColorStop(0, `rgba(70, 50, 20, ${alpha * 0.5})`)
    g.addColorStop(1, 'rgba(70, 50, 20, 0)')
    ctx.fillStyle = g
    ctx.fillRect(x - r, y - r, 2 * r, 2 * r)
  }
  ctx.restore()
}

export function paintCardFace(design: CardFaceDesign): CardPainter {
  return (ctx, w, h) => {
    const paper = design.paper ?? '#ece3cf'
    cardShape(ctx, w, h, paper)
    const inset = w * 0.025
    roundRectPath(ctx, inset, inset, w - 2 * inset, h - 2 * inset, w * 0.055)
    ctx.save()
    ctx.clip()
    grime(ctx, w, h, design.seed ?? 7, 0.35)

    // The name band.
    const bandH = h * 0.3
    ctx.fillStyle = design.bandColor
    ctx.fillRect(0, 0, w, bandH)
    ctx.fillStyle = 'rgba(0, 0, 0, 0.25)'
    ctx.fillRect(0, bandH - h * 0.012, w, h * 0.012)
    ctx.fillStyle = '#ffffff'
    ctx.shadowColor = 'rgba(0, 0, 0, 0.55)'
    ctx.shadowBlur = 6
    fitTitle(
      ctx,
      design.name.toUpperCase(),
      { x: w * 0.07, y: h * 0.035, width: w * 0.86, height: bandH * 0.72 },
      { max: w * 0.2, min: w * 0.09, lineHeight: 1.02 },
    )
    ctx.shadowBlur = 0
    ctx.fillStyle = 'rgba(255, 255, 255, 0.85)'
    ctx.font = `${Math.round(w * 0.055)}px ${CANVAS_FONTS.bold}`
    ctx.textAlign = 'center'
    ctx.textBaseline = 'alphabetic'
    ctx.fillText(design.category.toUpperCase(), w / 2, bandH - h * 0.028)

    // The picture, with the emblem on a badge at its corner.
    if (design.picture) {
      const cy = bandH + h * 0.165
      const r = w * 0.21
      const color = design.emblemColor ?? design.bandColor
      ctx.beginPath()
      ctx.arc(w / 2, cy, r, 0, Math.PI * 2)
      ctx.fillStyle = color
      ctx.globalAlpha = 0.14
      ctx.fill()
      ctx.globalAlpha = 1
      ctx.lineWidth = w * 0.012
      ctx.strokeStyle = color
      ctx.stroke()
      drawGameIcon(ctx, design.picture, w / 2, cy, r * 1.45, color)
      if (design.emblem) {
        // A label across the medallion's foot, as wide as its words.
        const size = Math.round(w * 0.085)
        ctx.font = `500 ${size}px ${CANVAS_FONTS.display}`
        const labelW = Math.min(w * 0.8, ctx.measureText(design.emblem).width + size * 1.1)
        const labelH = size * 1.35
        const ly = cy + r * 0.92
        roundRectPath(ctx, w / 2 - labelW / 2, ly - labelH / 2, labelW, labelH, labelH / 2)
        ctx.fillStyle = color
        ctx.fill()
        ctx.lineWidth = w * 0.01
        ctx.strokeStyle = design.paper ?? '#ece3cf'
        ctx.stroke()
        ctx.fillStyle = '#ffffff'
        ctx.textAlign = 'center'
        ctx.textBaseline = 'middle'
        ctx.fillText(design.emblem, w / 2, ly + size * 0.06, w * 0.74)
      }
    } else if (design.emblem) {
      const cy = bandH + h * 0.16
      ctx.beginPath()
      ctx.arc(w / 2, cy, w * 0.17, 0, Math.PI * 2)
      ctx.fillStyle = design.emblemColor ?? design.bandColor
      ctx.globalAlpha = 0.18
      ctx.fill()
      ctx.globalAlpha = 1
      ctx.fillStyle = design.emblemColor ?? design.bandColor
      ctx.font = `500 ${Math.round(w * 0.2)}px ${CANVAS_FONTS.display}`
      ctx.textBaseline = 'middle'
      ctx.fillText(design.emblem, w / 2, cy + w * 0.01)
    }

    // The rules text.
    const textTop = design.picture ? bandH + h * 0.37 : design.emblem ? bandH + h * 0.33 : bandH + h * 0.06
    ctx.fillStyle = '#231d16'
    fitText(
      ctx,
      design.text,
      { x: w * 0.09, y: textTop, width: w * 0.82, height: h * 0.95 - textTop },
      {
        family: CANVAS_FONTS.bold,
        maxSize: Math.round(w * 0.085),
        minSize: Math.round(w * 0.05),
        lineHeight: 1.15,
        align: 'center',
        valign: 'middle',
      },
    )
    ctx.restore()
  }
}

export function paintCardBack(design: CardBackDesign): CardPainter {
  return (ctx, w, h) => {
    cardShape(ctx, w, h, design.base)
    const inset = w * 0.025
    roundRectPath(ctx, inset, inset, w - 2 * inset, h - 2 * inset, w * 0.055)
    ctx.save()
    ctx.clip()
    // Diagonal hazard hatching.
    ctx.strokeStyle = design.dark
    ctx.globalAlpha = 0.35
    ctx.lineWidth = w * 0.035
    hatch(ctx, w, h, w * 0.11)
    ctx.globalAlpha = 1
    grime(ctx, w, h, design.seed ?? 11, 0.6)
    // A vignette.
    const g = ctx.createRadialGradient(w / 2, h / 2, w * 0.2, w / 2, h / 2, h * 0.75)
    g.addColorStop(0, 'rgba(0,0,0,0)')
    g.addColorStop(1, 'rgba(0,0,0,0.45)')
    ctx.fillStyle = g
    ctx.fillRect(0, 0, w, h)
    // The deck's picture, above the plate and upside down below it, like a playing card's.
    if (design.picture) {
      ctx.globalAlpha = 0.5
      drawGameIcon(ctx, design.picture, w / 2, h * 0.2, w * 0.4, design.light)
      ctx.save()
      ctx.translate(w / 2, h * 0.8)
      ctx.rotate(Math.PI)
      drawGameIcon(ctx, design.picture, 0, 0, w * 0.4, design.light)
      ctx.restore()
      ctx.globalAlpha = 1
    }
    // Inner frame.
    roundRectPath(ctx, w * 0.08, w * 0.08, w * 0.84, h - w * 0.16, w * 0.04)
    ctx.strokeStyle = design.light
    ctx.lineWidth = w * 0.02
    ctx.stroke()
    // The title plate.
    const plateH = h * 0.24
    const plateY = h / 2 - plateH / 2
    ctx.fillStyle = 'rgba(10, 8, 6, 0.82)'
    ctx.fillRect(w * 0.08, plateY, w * 0.84, plateH)
    ctx.fillStyle = design.light
    ctx.textAlign = 'center'
    ctx.textBaseline = 'middle'
    ctx.font = `500 ${Math.round(w * 0.2)}px ${CANVAS_FONTS.display}`
    ctx.fillText(design.title.toUpperCase(), w / 2, plateY + plateH * 0.42)
    ctx.font = `${Math.round(w * 0.065)}px ${CANVAS_FONTS.bold}`
    ctx.fillText(design.subtitle.toUpperCase(), w / 2, plateY + plateH * 0.82, w * 0.8)
    ctx.restore()
  }
}
