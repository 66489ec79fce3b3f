/**
 * A save's thumbnail: a 320×180 picture of the middle of the table's view, a JPEG at quality 0.7
 * (lower only when it would be too large), and never a picture the save would refuse. (That the
 * picture is the table as shown is checked in Chromium: tests/e2e/tableThumbnail.test.ts.)
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseThumbnail, THUMBNAIL_MAX_CHARS } from '../../../electron/protocol/thumbnailData'
import {
  captureTableThumbnail,
  registerTableCapture,
  tableMounted,
} from '../../../renderer/table/tableCapture'
import {
  coverCrop,
  THUMBNAIL_HEIGHT,
  THUMBNAIL_WIDTH,
  thumbnailOfFrame,
} from '../../../renderer/table/thumbnail'
import { FakePictureCanvas, fakeFrame, jpegDataUrl } from './fakePictureCanvas'

describe('coverCrop', () => {
  it('takes the middle of a wider picture, full height', () => {
    expect(coverCrop(2000, 900, 320, 180)).toEqual({ sx: 200, sy: 0, sw: 1600, sh: 900 })
  })

  it('takes the middle of a taller picture, full width', () => {
    expect(coverCrop(1600, 1200, 320, 180)).toEqual({ sx: 0, sy: 150, sw: 1600, sh: 900 })
  })

  it('takes all of a picture already 16:9', () => {
    expect(coverCrop(1280, 720, 320, 180)).toEqual({ sx: 0, sy: 0, sw: 1280, sh: 720 })
  })
})

describe('thumbnailOfFrame', () => {
  it('encodes the picture as a small JPEG data URL at quality 0.7, at its own size', () => {
    const canvas = new FakePictureCanvas()
    const dataUrl = thumbnailOfFrame(fakeFrame(THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT), () => canvas)

    expect(dataUrl).not.toBeNull()
    expect(parseThumbnail(dataUrl!)?.mime).toBe('image/jpeg')
    expect(dataUrl!.length).toBeLessThan(THUMBNAIL_MAX_CHARS)
    expect([canvas.width, canvas.height]).toEqual([THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT])
    expect(canvas.puts.map((p) => [p.dx, p.dy, p.image.width, p.image.height])).toEqual([[0, 0, 320, 180]])
    expect(canvas.encodes).toEqual([{ type: 'image/jpeg', quality: 0.7 }])
  })

  it("keeps an opaque table as it is and lays a see-through one over the room's dark", () => {
    const opaque = new FakePictureCanvas()
    thumbnailOfFrame(fakeFrame(2, 1, [200, 100, 50, 255]), () => opaque)
    expect([...opaque.puts[0]!.image.data]).toEqual([200, 100, 50, 255, 200, 100, 50, 255])

    const clear = new FakePictureCanvas()
    thumbnailOfFrame(fakeFrame(1, 1, [255, 255, 255, 0]), () => clear)
    expect([...clear.puts[0]!.image.data]).toEqual([0x0c, 0x0a, 0x08, 255])

    const half = new FakePictureCanvas()
    thumbnailOfFrame(fakeFrame(1, 1, [200, 100, 50, 128]), () => half)
    const [r, g, b, a] = half.puts[0]!.image.data
    expect([r, g, b, a]).toEqual([106, 55, 29, 255])
  })

  it('tries a lower quality when the picture would be too large, and gives up past the last', () => {
    const big = jpegDataUrl(THUMBNAIL_MAX_CHARS)
    const canvas = new FakePictureCanvas((quality) => (quality === 0.7 ? big : jpegDataUrl(20_000)))
    expect(thumbnailOfFrame(fakeFrame(320, 180), () => canvas)).toBe(jpegDataUrl(20_000))
    expect(canvas.encodes.map((e) => e.quality)).toEqual([0.7, 0.5])

    const hopeless = new FakePictureCanvas(() => big)
    expect(thumbnailOfFrame(fakeFrame(320, 180), () => hopeless)).toBeNull()
    expect(hopeless.encodes.length).toBe(3)
  })

  it('gives null, never throws, when there is no picture to take', () => {
    // A canvas that could not be encoded ("data:,"), no 2D context, an empty or short picture, a
    // tainted canvas.
    expect(thumbnailOfFrame(fakeFrame(320, 180), () => new FakePictureCanvas(() => 'data:,'))).toBeNull()
    const noContext = new FakePictureCanvas()
    noContext.context = null
    expect(thumbnailOfFrame(fakeFrame(320, 180), () => noContext)).toBeNull()
    expect(thumbnailOfFrame(fakeFrame(0, 0), () => new FakePictureCanvas())).toBeNull()
    const short = { width: 320, height: 180, data: new Uint8ClampedArray(100) }
    expect(thumbnailOfFrame(short, () => new FakePictureCanvas())).toBeNull()
    const tainted = new FakePictureCanvas(() => {
      throw new Error('The canvas has been tainted by cross-origin data.')
    })
    expect(thumbnailOfFrame(fakeFrame(320, 180), () => tainted)).toBeNull()
  })
})

describe('captureTableThumbnail', () => {
  const stops: (() => void)[] = []
  afterEach(() => {
    stops.splice(0).forEach((stop) => stop())
  })

  it('gives null when no table is mounted', async () => {
    expect(tableMounted()).toBe(false)
    expect(await captureTableThumbnail(() => new FakePictureCanvas())).toBeNull()
  })

  it('asks the table for a 320×180 picture and encodes that', async () => {
    const frame = vi.fn((width: number, height: number) => Promise.resolve(fakeFrame(width, height)))
    stops.push(registerTableCapture({ frame }))
    const canvas = new FakePictureCanvas()
    expect(await captureTableThumbnail(() => canvas)).toBe(jpegDataUrl())
    expect(frame).toHaveBeenCalledWith(320, 180)
    expect(canvas.puts[0]?.image.width).toBe(320)
  })

  it('takes the newest table, and none once it is gone', async () => {
    const first = vi.fn((w: number, h: number) => Promise.resolve(fakeFrame(w, h)))
    const second = vi.fn((w: number, h: number) => Promise.resolve(fakeFrame(w, h)))
    stops.push(registerTableCapture({ frame: first }))
    const stopSecond = registerTableCapture({ frame: second })
    await captureTableThumbnail(() => new FakePictureCanvas())
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([0, 1])
    stopSecond()
    stops.splice(0).forEach((stop) => stop())
    expect(await captureTableThumbnail(() => new FakePictureCanvas())).toBeNull()
    expect(first).not.toHaveBeenCalled()
  })

  it('gives null without drawing when the WebGL context is lost, or when drawing or reading fails', async () => {
    const frame = vi.fn((w: number, h: number) => Promise.resolve(fakeFrame(w, h)))
    const stop = registerTableCapture({ frame, lost: () => true })
    expect(await captureTableThumbnail(() => new FakePictureCanvas())).toBeNull()
    expect(frame).not.toHaveBeenCalled()
    stop()
    const stopThrowing = registerTableCapture({
      frame: () => {
        throw new Error('WebGL: context lost')
      },
    })
    expect(await captureTableThumbnail(() => new FakePictureCanvas())).toBeNull()
    stopThrowing()
    stops.push(registerTableCapture({ frame: () => Promise.reject(new Error('fence failed')) }))
    expect(await captureTableThumbnail(() => new FakePictureCanvas())).toBeNull()
  })
})
