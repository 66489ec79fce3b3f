/**
 * How much a save's thumbnail looks like the table on screen, measured in the page: the thumbnail
 * (the table's own small offscreen frame) against a full frame of the canvas drawn now and scaled
 * down to 320×180 the plain way. Mean absolute difference per colour channel (0–255), the
 * difference of the mean brightness, and, as a yardstick, the difference to that screen picture
 * turned upside down (a thumbnail of the wrong part of the view, or of nothing, is as far off).
 */
import type { Page } from 'playwright-core'

export interface ThumbnailLikeness {
  readonly meanDiff: number
  readonly brightnessDiff: number
  readonly upsideDownDiff: number
}

export function thumbnailLikeness(page: Page): Promise<ThumbnailLikeness> {
  // A string, so that the bundler's helpers stay out of the page.
  return page.evaluate(`(async () => {
    const t = globalThis.__table
    const url = await t.thumbnail()
    if (!url) throw new Error('the table gave no thumbnail')
    const img = new Image()
    img.src = url
    await img.decode()
    const W = 320, H = 180
    const read = (draw) => {
      const c = document.createElement('canvas')
      c.width = W
      c.height = H
      const x = c.getContext('2d')
      x.fillStyle = '#0c0a08'
      x.fillRect(0, 0, W, H)
      draw(x)
      return x.getImageData(0, 0, W, H).data
    }
    const thumb = read((x) => x.drawImage(img, 0, 0))
    // The canvas keeps no picture between frames: draw one and read it in the same task.
    t.gl.render(t.scene, t.camera())
    const canvas = t.gl.domElement
    const target = W / H
    const cw = canvas.width, ch = canvas.height
    const sw = cw / ch > target ? Math.round(ch * target) : cw
    const sh = cw / ch > target ? ch : Math.round(cw / target)
    const sx = Math.floor((cw - sw) / 2), sy = Math.floor((ch - sh) / 2)
    const screen = read((x) => x.drawImage(canvas, sx, sy, sw, sh, 0, 0, W, H))
    let diff = 0, flipped = 0, a = 0, b = 0
    for (let y = 0; y < H; y++) for (let xx = 0; xx < W; xx++) for (let k = 0; k < 3; k++) {
      const i = (y * W + xx) * 4 + k
      const j = ((H - 1 - y) * W + xx) * 4 + k
      diff += Math.abs(thumb[i] - screen[i])
      flipped += Math.abs(thumb[i] - screen[j])
      a += thumb[i]
      b += screen[i]
    }
    const n = W * H * 3
    return { meanDiff: diff / n, brightnessDiff: Math.abs(a - b) / n, upsideDownDiff: flipped / n }
  })()`)
}
