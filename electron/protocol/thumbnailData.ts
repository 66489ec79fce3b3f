/**
 * What a save's thumbnail may be: a small JPEG, WebP or PNG picture of the table, sent as a
 * base64 data URL. Pure (no Node): the contract checks saves:save with it.
 */

/** The longest data URL a thumbnail may be (300 KB of text: about 225 KB of picture). */
export const THUMBNAIL_MAX_CHARS = 300 * 1024

/** The picture types a thumbnail may have, with the extension of its file beside the save. */
export const THUMBNAIL_TYPES = {
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/png': 'png',
} as const

export type ThumbnailMime = keyof typeof THUMBNAIL_TYPES
export type ThumbnailExtension = (typeof THUMBNAIL_TYPES)[ThumbnailMime]

export const THUMBNAIL_EXTENSIONS: readonly ThumbnailExtension[] = Object.values(THUMBNAIL_TYPES)

const DATA_URL = /^data:(image\/(?:jpeg|webp|png));base64,([A-Za-z0-9+/]*={0,2})$/

export interface ThumbnailData {
  readonly mime: ThumbnailMime
  readonly extension: ThumbnailExtension
  /** The picture's bytes in base64. */
  readonly base64: string
}

/** Why `value` cannot be a thumbnail, or null when it can. */
export function thumbnailProblem(value: unknown): string | null {
  if (typeof value !== 'string') return 'A thumbnail is a picture sent as a data URL.'
  if (value.length > THUMBNAIL_MAX_CHARS) {
    return `A thumbnail can be at most ${THUMBNAIL_MAX_CHARS / 1024} KB: make the picture smaller.`
  }
  if (parseThumbnail(value) === null) {
    return 'A thumbnail must be a JPEG, WebP or PNG picture as a base64 data URL (data:image/jpeg;base64,…).'
  }
  return null
}

/** The picture in a thumbnail's data URL, or null when it is not one a thumbnail may be. */
export function parseThumbnail(dataUrl: string): ThumbnailData | null {
  if (dataUrl.length > THUMBNAIL_MAX_CHARS) return null
  const match = DATA_URL.exec(dataUrl)
  if (match === null) return null
  const mime = match[1] as ThumbnailMime
  const base64 = match[2] ?? ''
  if (base64.length === 0 || base64.length % 4 !== 0) return null
  return { mime, extension: THUMBNAIL_TYPES[mime], base64 }
}

/** The data URL of a thumbnail file's picture, by the file's extension. */
export function thumbnailDataUrl(extension: ThumbnailExtension, base64: string): string {
  const mime = (Object.keys(THUMBNAIL_TYPES) as ThumbnailMime[]).find(
    (type) => THUMBNAIL_TYPES[type] === extension,
  )
  return `data:${mime ?? 'image/png'};base64,${base64}`
}
