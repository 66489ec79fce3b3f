/**
 * Reads an 8-bit, non-interlaced PNG (what Chromium's screenshots are) and measures how much its
 * pixels vary, to tell a drawn table from a blank canvas.
 */
import { inflateSync } from 'node:zlib'

export interface PngStats {
  readonly width: number
  readonly height: number
  /** Mean and variance of the luminance (0..255). */
  readonly mean: number
  readonly variance: number
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c
  const pa = Math.abs(p - a)
  const pb = Math.abs(p - b)
  const pc = Math.abs(p - c)
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
}

/** An 8-bit PNG's pixels, row by row, `channels` bytes each (4 with alpha). */
export interface DecodedPng {
  readonly width: number
  readonly height: number
  readonly channels: number
  readonly pixels: Uint8Array
}

export function decodePng(png: Buffer): DecodedPng {
  if (png.readUInt32BE(0) !== 0x89504e47) throw new Error('not a PNG')
  let offset = 8
  let width = 0
  let height = 0
  let channels = 0
  const idat: Buffer[] = []
  while (offset < png.length) {
    const length = png.readUInt32BE(offset)
    const type = png.toString('ascii', offset + 4, offset + 8)
    const data = png.subarray(offset + 8, offset + 8 + length)
    if (type === 'IHDR') {
      width = data.readUInt32BE(0)
      height = data.readUInt32BE(4)
      const depth = data[8]
      const colorType = data[9]
      const interlace = data[12]
      if (depth !== 8 || interlace !== 0) throw new Error('only 8-bit non-interlaced PNGs are read')
      channels = colorType === 6 ? 4 : colorType === 2 ? 3 : colorType === 0 ? 1 : 0
      if (channels === 0) throw new Error(`PNG colour type ${String(colorType)} is not read`)
    } else if (type === 'IDAT') {
      idat.push(data)
    } else if (type === 'IEND') {
      break
    }
    offset += 12 + length
  }
  const raw = inflateSync(Buffer.concat(idat))
  const stride = width * channels
  const pixels = new Uint8Array(stride * height)
  const prev = new Uint8Array(stride)
  const line = new Uint8Array(stride)
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]
    const src = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1))
    for (let i = 0; i < stride; i++) {
      const a = i >= channels ? (line[i - channels] ?? 0) : 0
      const b = prev[i] ?? 0
      const c = i >= channels ? (prev[i - channels] ?? 0) : 0
      const x = src[i] ?? 0
      const v =
        filter === 1
          ? x + a
          : filter === 2
            ? x + b
            : filter === 3
              ? x + ((a + b) >> 1)
              : filter === 4
                ? x + paeth(a, b, c)
                : x
      line[i] = v & 0xff
    }
    pixels.set(line, y * stride)
    prev.set(line)
  }
  return { width, height, channels, pixels }
}

/** The alpha of one pixel (255 for a PNG without alpha). */
export function alphaAt(image: DecodedPng, x: number, y: number): number {
  if (image.channels !== 4) return 255
  return image.pixels[(y * image.width + x) * 4 + 3] ?? 255
}

export function pngStats(png: Buffer): PngStats {
  const { width, height, channels, pixels } = decodePng(png)
  let sum = 0
  let sumSq = 0
  for (let px = 0; px < width * height; px++) {
    const i = px * channels
    const lum =
      channels >= 3
        ? 0.2126 * (pixels[i] ?? 0) + 0.7152 * (pixels[i + 1] ?? 0) + 0.0722 * (pixels[i + 2] ?? 0)
        : (pixels[i] ?? 0)
    sum += lum
    sumSq += lum * lum
  }
  const n = width * height
  const mean = sum / n
  return { width, height, mean, variance: sumSq / n - mean * mean }
}
