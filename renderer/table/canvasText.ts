/** Text layout helpers for painting card faces on a 2D canvas. */

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
