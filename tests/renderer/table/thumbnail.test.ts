/**
 * A save's thumbnail: the middle of the table's picture at 16:9, 320×180, a JPEG at quality 0.7
 * (lower only when it would be too large), and never a picture the save would refuse. The capture
 * draws a frame of the table before reading it (the WebGL canvas keeps no picture between frames).
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseThumbnail, THUMBNAIL_MAX_CHARS } from '../../../electron/protocol/thumbnailData'
import {
  captureTableThumbnail,
  registerTableCapture,
  tableMounted,
} from '../../../renderer/table/tableCapture'
import { coverCrop, THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH, thumbnailOf } from '../../../renderer/table/thumbnail'
import { FakePictureCanvas, fakeTableCanvas, jpegDataUrl } from './fakePictureCanvas'

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

describe('thumbnailOf', () => {
  it('draws the middle of the table into 320×180 and gives a small JPEG data URL at quality 0.7', () => {
    const canvas = new FakePictureCanvas()
    const table = fakeTableCanvas(1920, 1080)
    const dataUrl = thumbnailOf(table, () => canvas)

    expect(dataUrl).not.toBeNull()
    expect(parseThumbnail(dataUrl!)?.mime).toBe('image/jpeg')
    expect(dataUrl!.length).toBeLessThan(THUMBNAIL_MAX_CHARS)
    expect([canvas.width, canvas.height]).toEqual([THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT])
    expect(canvas.draws).toEqual([{ image: table, args: [0, 0, 1920, 1080, 0, 0, 320, 180] }])
    expect(canvas.encodes).toEqual([{ type: 'image/jpeg', quality: 0.7 }])
    expect(canvas.fills).toBe(1)
  })

  it('crops a window of another shape instead of stretching it', () => {
    const canvas = new FakePictureCanvas()
    thumbnailOf(fakeTableCanvas(1000, 1000), () => canvas)
    expect(canvas.draws[0]?.args).toEqual([0, 218, 1000, 563, 0, 0, 320, 180])
  })

  it('tries a lower quality when the picture would be too large, and gives up past the last', () => {
    const big = jpegDataUrl(THUMBNAIL_MAX_CHARS)
    const canvas = new FakePictureCanvas((quality) => (quality === 0.7 ? big : jpegDataUrl(20_000)))
    expect(thumbnailOf(fakeTableCanvas(1280, 720), () => canvas)).toBe(jpegDataUrl(20_000))
    expect(canvas.encodes.map((e) => e.quality)).toEqual([0.7, 0.5])

    const hopeless = new FakePictureCanvas(() => big)
    expect(thumbnailOf(fakeTableCanvas(1280, 720), () => hopeless)).toBeNull()
    expect(hopeless.encodes.length).toBe(3)
  })

  it('gives null, never throws, when there is no picture to take', () => {
    // A canvas that could not be encoded ("data:,"), no 2D context, an empty table, a tainted canvas.
    expect(thumbnailOf(fakeTableCanvas(1280, 720), () => new FakePictureCanvas(() => 'data:,'))).toBeNull()
    const noContext = new FakePictureCanvas()
    noContext.context = null
    expect(thumbnailOf(fakeTableCanvas(1280, 720), () => noContext)).toBeNull()
    expect(thumbnailOf(fakeTableCanvas(0, 0), () => new FakePictureCanvas())).toBeNull()
    const tainted = new FakePictureCanvas(() => {
      throw new Error('The canvas has been tainted by cross-origin data.')
    })
    expect(thumbnailOf(fakeTableCanvas(1280, 720), () => tainted)).toBeNull()
  })
})

describe('captureTableThumbnail', () => {
  const stops: (() => void)[] = []
  afterEach(() => {
    stops.splice(0).forEach((stop) => stop())
  })

  it('gives null when no table is mounted', () => {
    expect(tableMounted()).toBe(false)
    expect(captureTableThumbnail(() => new FakePictureCanvas())).toBeNull()
  })

  it('draws a frame of the table first, then reads that frame', () => {
    const order: string[] = []
    const draw = vi.fn(() => order.push('draw'))
    stops.push(registerTableCapture({ canvas: fakeTableCanvas(1280, 720), draw }))
    const canvas = new FakePictureCanvas(undefined, () => order.push('read'))
    const dataUrl = captureTableThumbnail(() => canvas)
    expect(dataUrl).toBe(jpegDataUrl())
    expect(order).toEqual(['draw', 'read'])
  })

  it('takes the newest table, and none once it is gone', () => {
    const first = vi.fn()
    const second = vi.fn()
    stops.push(registerTableCapture({ canvas: fakeTableCanvas(1280, 720), draw: first }))
    const stopSecond = registerTableCapture({ canvas: fakeTableCanvas(1280, 720), draw: second })
    captureTableThumbnail(() => new FakePictureCanvas())
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([0, 1])
    stopSecond()
    stops.splice(0).forEach((stop) => stop())
    expect(captureTableThumbnail(() => new FakePictureCanvas())).toBeNull()
    expect(first).not.toHaveBeenCalled()
  })

  it('gives null without drawing when the WebGL context is lost, or when drawing fails', () => {
    const draw = vi.fn()
    const stop = registerTableCapture({ canvas: fakeTableCanvas(1280, 720), draw, lost: () => true })
    expect(captureTableThumbnail(() => new FakePictureCanvas())).toBeNull()
    expect(draw).not.toHaveBeenCalled()
    stop()
    stops.push(
      registerTableCapture({
        canvas: fakeTableCanvas(1280, 720),
        draw: () => {
          throw new Error('WebGL: context lost')
        },
      }),
    )
    expect(captureTableThumbnail(() => new FakePictureCanvas())).toBeNull()
  })
})
