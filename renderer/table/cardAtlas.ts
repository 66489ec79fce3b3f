/**
 * One texture atlas per deck: every face of the deck, its back and an edge cell painted once onto
 * one canvas, plus the deck's card material. Cards then differ only by which rectangles they use.
 */
import { CanvasTexture, LinearMipmapLinearFilter, SRGBColorSpace, Vector4 } from 'three'
import { createCardMaterial } from './cardMaterial'
import type { MeshLambertMaterial } from 'three'

export type CardPainter = (ctx: CanvasRenderingContext2D, width: number, height: number) => void

export interface CardDeckSpec {
  readonly id: string
  /** Pixel size of one card on the atlas (keep the card's 1 : 1.4 ratio). */
  readonly cellWidth: number
  readonly cellHeight: number
  readonly faces: readonly { readonly key: string; readonly paint: CardPainter }[]
  readonly back: CardPainter
  /** The colour of the cards' edges (paper). */
  readonly edgeColor: string
}

export interface CardAtlas {
  readonly id: string
  readonly texture: CanvasTexture
  readonly material: MeshLambertMaterial
  readonly keys: readonly string[]
  /** The back's rectangle (u, v, width, height in texture space). */
  readonly back: Vector4
  readonly edge: Vector4
  /** The rectangle of a face; the back for an unknown key. */
  rect(key: string | null | undefined): Vector4
  /** Paints every cell again (after the fonts arrive). */
  repaint(): void
  dispose(): void
}

/** Empty pixels around each cell so that mipmaps do not bleed one card into the next. */
const GUTTER = 8

export function createCardAtlas(spec: CardDeckSpec): CardAtlas {
  const cells = spec.faces.length + 2 // faces, back, edge
  const columns = Math.ceil(Math.sqrt(cells * (spec.cellHeight / spec.cellWidth)))
  const rows = Math.ceil(cells / columns)
  const pitchX = spec.cellWidth + 2 * GUTTER
  const pitchY = spec.cellHeight + 2 * GUTTER
  const canvas = document.createElement('canvas')
  canvas.width = columns * pitchX
  canvas.height = rows * pitchY

  const cellRect = (index: number): Vector4 => {
    const col = index % columns
    const row = Math.floor(index / columns)
    const x = col * pitchX + GUTTER
    const y = row * pitchY + GUTTER
    // Half a texel inside the cell, and v measured from the bottom (the texture is flipped in Y).
    return new Vector4(
      (x + 0.5) / canvas.width,
      1 - (y + spec.cellHeight - 0.5) / canvas.height,
      (spec.cellWidth - 1) / canvas.width,
      (spec.cellHeight - 1) / canvas.height,
    )
  }
  const rects = new Map<string, Vector4>()
  spec.faces.forEach((face, i) => rects.set(face.key, cellRect(i)))
  const back = cellRect(spec.faces.length)
  const edgeCell = cellRect(spec.faces.length + 1)
  // Sample the middle of the edge cell only.
  const edge = new Vector4(edgeCell.x + edgeCell.z / 2, edgeCell.y + edgeCell.w / 2, 0, 0)

  const texture = new CanvasTexture(canvas)
  texture.colorSpace = SRGBColorSpace
  texture.minFilter = LinearMipmapLinearFilter
  texture.anisotropy = 8

  const paintCell = (index: number, paint: CardPainter, ctx: CanvasRenderingContext2D) => {
    const col = index % columns
    const row = Math.floor(index / columns)
    ctx.save()
    ctx.translate(col * pitchX + GUTTER, row * pitchY + GUTTER)
    ctx.beginPath()
    ctx.rect(0, 0, spec.cellWidth, spec.cellHeight)
    ctx.clip()
    paint(ctx, spec.cellWidth, spec.cellHeight)
    ctx.restore()
  }

  const repaint = () => {
    const ctx = canvas.getContext('2d')
    if (!ctx) return // no 2D canvas (component tests): the atlas stays blank
    ctx.clearRect(0, 0, canvas.width, canvas.height)
    spec.faces.forEach((face, i) => paintCell(i, face.paint, ctx))
    paintCell(spec.faces.length, spec.back, ctx)
    paintCell(
      spec.faces.length + 1,
      (c, w, h) => {
        c.fillStyle = spec.edgeColor
        c.fillRect(0, 0, w, h)
      },
      ctx,
    )
    texture.needsUpdate = true
  }
  repaint()

  const material = createCardMaterial(texture, edge)
  return {
    id: spec.id,
    texture,
    material,
    keys: spec.faces.map((f) => f.key),
    back,
    edge,
    rect: (key) => (key == null ? back : (rects.get(key) ?? back)),
    repaint,
    dispose: () => {
      texture.dispose()
      material.dispose()
    },
  }
}
