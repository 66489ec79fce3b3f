/** A 2D canvas for thumbnail tests: records what is drawn, and encodes to the data URLs it is given. */
import type { PictureCanvas, PictureContext, PixelFrame } from '../../../renderer/table/thumbnail'

/** A small JPEG as a data URL (the bytes of a JPEG's start, repeated to a realistic size). */
export function jpegDataUrl(bytes = 12_000): string {
  const start = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]
  const data = Buffer.alloc(bytes, 0x5a)
  Buffer.from(start).copy(data)
  return `data:image/jpeg;base64,${data.toString('base64')}`
}

export interface PutCall {
  readonly image: ImageData
  readonly dx: number
  readonly dy: number
}

export class FakePictureCanvas implements PictureCanvas {
  width = 300
  height = 150
  readonly puts: PutCall[] = []
  readonly encodes: { type: string | undefined; quality: number | undefined }[] = []
  context: PictureContext | null

  /** `encode` gives the data URL for a quality (default: a small JPEG whatever the quality). */
  constructor(
    private readonly encode: (quality: number | undefined) => string = () => jpegDataUrl(),
    /** Called as the picture is drawn (a test checks what had happened by then). */
    onDraw: () => void = () => undefined,
  ) {
    this.context = {
      createImageData: (width: number, height: number) =>
        ({ width, height, data: new Uint8ClampedArray(width * height * 4) }) as unknown as ImageData,
      putImageData: (image: ImageData, dx: number, dy: number) => {
        onDraw()
        this.puts.push({ image, dx, dy })
      },
    }
  }

  getContext(): PictureContext | null {
    return this.context
  }

  toDataURL(type?: string, quality?: number): string {
    this.encodes.push({ type, quality })
    return this.encode(quality)
  }
}

/** A `width`×`height` picture of the table, every pixel `rgba`. */
export function fakeFrame(
  width: number,
  height: number,
  rgba: readonly number[] = [200, 100, 50, 255],
): PixelFrame {
  const data = new Uint8ClampedArray(width * height * 4)
  for (let i = 0; i < data.length; i += 4) data.set(rgba, i)
  return { width, height, data }
}
