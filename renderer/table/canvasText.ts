/** Text layout helpers for painting card faces on a 2D canvas. */
import { CANVAS_FONTS } from './fonts'

/** Splits text into lines no wider than maxWidth at the context's current font. */
export function wrapText(ctx: CanvasRenderingContext2D, text: string, maxWidth: number): string[] {
  const lines: string[] = []
  for (const paragraph of text.split('\n')) {
    let line = ''
    for (const word of paragraph.split(/\s+/).filter((w) => w !== '')) {
      const candidate = line === '' ? word : `${line} ${word}`
      if (line !== '' && ctx.measureText(candidate).width > maxWidth) {
        lines.push(line)
        line = word
      } else {
        line = candidate
      }
    }
    lines.push(line)
  }
  return lines
}

export interface TextBox {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

export interface FitTextOptions {
  /** CSS font family list. */
  readonly family: string
  readonly weight?: string
  readonly maxSize: number
  readonly minSize: number
  readonly lineHeight?: number
  readonly align?: 'left' | 'center'
  /** Vertical placement of the block inside the box. */
  readonly valign?: 'top' | 'middle'
}

/**
 * Paints wrapped text into a box, shrinking the font from maxSize down to minSize until it fits.
 * Returns the font size used.
 */
export function fitText(
  ctx: CanvasRenderingContext2D,
  text: string,
  box: TextBox,
  o: FitTextOptions,
): number {
  const lineHeight = o.lineHeight ?? 1.2
  let size = o.maxSize
  let lines: string[] = []
  for (; size >= o.minSize; size -= 1) {
    ctx.font = `${o.weight ?? 'normal'} ${size}px ${o.family}`
    lines = wrapText(ctx, text, box.width)
    const widest = Math.max(0, ...lines.map((l) => ctx.measureText(l).width))
    if (lines.length * size * lineHeight <= box.height && widest <= box.width) break
  }
  size = Math.max(size, o.minSize)
  const blockHeight = lines.length * size * lineHeight
  let y = o.valign === 'middle' ? box.y + (box.height - blockHeight) / 2 : box.y
  ctx.textBaseline = 'top'
  ctx.textAlign = o.align === 'center' ? 'center' : 'left'
  const x = o.align === 'center' ? box.x + box.width / 2 : box.x
  for (const line of lines) {
    ctx.fillText(line, x, y + (size * (lineHeight - 1)) / 2)
    y += size * lineHeight
  }
  return size
}

/** Traces a rounded rectangle path. */
export function roundRectPath(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
): void {
  const radius = Math.min(r, w / 2, h / 2)
  ctx.beginPath()
  ctx.moveTo(x + radius, y)
  ctx.arcTo(x + w, y, x + w, y + h, radius)
  ctx.arcTo(x + w, y + h, x, y + h, radius)
  ctx.arcTo(x, y + h, x, y, radius)
  ctx.arcTo(x, y, x + w, y, radius)
  ctx.closePath()
}

/** A deterministic pseudo-random stream for procedural textures (no Math.random: repeatable art). */
export function textureNoise(seed: number): () => number {
  let s = seed >>> 0 || 1
  return () => {
    s ^= s << 13
    s >>>= 0
    s ^= s >>> 17
    s ^= s << 5
    s >>>= 0
    return s / 4294967296
  }
}

/** A title in the display font, centred in its box, shrunk from maxSize to minSize until it fits. */
export function fitTitle(
  ctx: CanvasRenderingContext2D,
  text: string,
  box: TextBox,
  size: { readonly max: number; readonly min: number; readonly lineHeight?: number },
): number {
  return fitText(ctx, text, box, {
    family: CANVAS_FONTS.display,
    weight: '500',
    maxSize: Math.round(size.max),
    minSize: Math.round(size.min),
    ...(size.lineHeight === undefined ? {} : { lineHeight: size.lineHeight }),
    align: 'center',
    valign: 'middle',
  })
}

/** One glyph in the display font, centred on (x, y). */
export function centredGlyph(
  ctx: CanvasRenderingContext2D,
  glyph: string,
  x: number,
  y: number,
  size: number,
): void {
  ctx.font = `500 ${Math.round(size)}px ${CANVAS_FONTS.display}`
  ctx.textAlign = 'center'
  ctx.textBaseline = 'middle'
  ctx.fillText(glyph, x, y)
}

/** Diagonal hazard stripes across a w × h area, `step` apart, in the current stroke style. */
export function hatch(ctx: CanvasRenderingContext2D, w: number, h: number, step: number): void {
  for (let x = -h; x < w + h; x += step) {
    ctx.beginPath()
    ctx.moveTo(x, 0)
    ctx.lineTo(x + h, h)
    ctx.stroke()
  }
}

/** One colour at stepped opacities along a gradient: [where, alpha] pairs. */
export function alphaStops(
  gradient: CanvasGradient,
  rgb: string,
  stops: readonly (readonly [number, number])[],
): CanvasGradient {
  return withStops(
    gradient,
    stops.map(([at, alpha]) => [at, `rgba(${rgb},${alpha})`] as const),
  )
}

/** A gradient with its colour stops. */
export function withStops(
  gradient: CanvasGradient,
  stops: readonly (readonly [number, string])[],
): CanvasGradient {
  for (const [at, color] of stops) gradient.addColorStop(at, color)
  return gradient
}

/** A round stain at (x, y): `color` at its heart (from `heart` × r) fading to `edge` at radius r. */
export function radialSpot(
  ctx: CanvasRenderingContext2D,
  spot: { readonly x: number; readonly y: number; readonly r: number; readonly heart: number },
  color: string,
  edge: string,
): void {
  const { x, y, r } = spot
  ctx.fillStyle = withStops(ctx.createRadialGradient(x, y, r * spot.heart, x, y, r), [
    [0, color],
    [1, edge],
  ])
  ctx.fillRect(x - r, y - r, 2 * r, 2 * r)
}
