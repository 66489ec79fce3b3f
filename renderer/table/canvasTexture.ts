import { CanvasTexture, SRGBColorSpace } from 'three'

/** A texture painted once on a canvas of this size (sRGB); left blank where there is no 2D context. */
export function canvasTexture(
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

/**
 * A texture of `cols` × `rows` square cells of `cell` pixels (a die's faces, one to a cell), each
 * painted by `paintCell` at its top-left corner (x, y), row by row: cell i is column i % cols.
 */
export function cellTexture(
  cell: number,
  cols: number,
  rows: number,
  paintCell: (ctx: CanvasRenderingContext2D, x: number, y: number, index: number) => void,
): CanvasTexture {
  return canvasTexture(cell * cols, cell * rows, (ctx) => {
    for (let i = 0; i < cols * rows; i++) paintCell(ctx, (i % cols) * cell, Math.floor(i / cols) * cell, i)
  })
}
