/** A 2D canvas for thumbnail tests: records what is drawn, and encodes to the data URLs it is given. */
import type { PictureCanvas, PictureContext, PictureSource } from '../../../renderer/table/thumbnail'

/** A small JPEG as a data URL (the bytes of a JPEG's start, repeated to a realistic size). */
export function jpegDataUrl(bytes = 12_000): string {
  const start = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]
  const data = Buffer.alloc(bytes, 0x5a)
  Buffer.from(start).copy(data)
  return `data:image/jpeg;base64,${data.toString('base64')}`
}

export interface DrawCall {
  readonly image: unknown
  readonly args: readonly number[]
}

export class FakePictureCanvas implements PictureCanvas {
  width = 300
  height = 150
  readonly draws: DrawCall[] = []
  readonly encodes: { type: string | undefined; quality: number | undefined }[] = []
  /** Drawn before the picture: the fill of a see-through table. */
  fills = 0
  context: PictureContext | null

  /** `encode` gives the data URL for a quality (default: a small JPEG whatever the quality). */
  constructor(
    private readonly encode: (quality: number | undefined) => string = () => jpegDataUrl(),
    /** Called as the picture is drawn (a test checks what had happened by then). */
    onDraw: () => void = () => undefined,
  ) {
    this.context = {
      fillStyle: '#000',
      fillRect: () => {
        this.fills++
      },
      drawImage: (image: unknown, ...args: number[]) => {
        onDraw()
        this.draws.push({ image, args })
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

/** The table's WebGL canvas, as far as a thumbnail needs it: its size. */
export function fakeTableCanvas(width: number, height: number): PictureSource {
  return { width, height } as unknown as PictureSource
}
