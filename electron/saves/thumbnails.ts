/**
 * A named save's thumbnail: a picture of the table as it was saved, in `<slot>.thumb.<jpg|webp|png>`
 * beside `<slot>.ztsave.json`. Written atomically, without a backup. It never shows as a save (its
 * name does not end in .ztsave.json) nor as a leftover temp file (its name does not end in .tmp),
 * and a save name cannot hold the dot that would make the two names meet.
 */
import { join } from 'node:path'
import { atomicWrite, type AtomicWriteOptions } from './atomicWrite'
import { SaveError } from './saveError'
import { removeIfPresent, type SaveFs } from './saveFs'
import {
  THUMBNAIL_EXTENSIONS,
  parseThumbnail,
  thumbnailDataUrl,
  type ThumbnailExtension,
} from '../protocol/thumbnailData'

export const THUMBNAIL_INFIX = '.thumb.'
/** A file beside a save larger than this is not read as its thumbnail. */
const MAX_THUMBNAIL_BYTES = 1024 * 1024

export function thumbnailFileName(name: string, extension: ThumbnailExtension): string {
  return `${name}${THUMBNAIL_INFIX}${extension}`
}

/** The save whose thumbnail a folder entry is, or null when it is no thumbnail. */
export function thumbnailOwner(entry: string): string | null {
  for (const extension of THUMBNAIL_EXTENSIONS) {
    const suffix = `${THUMBNAIL_INFIX}${extension}`
    if (entry.length > suffix.length && entry.endsWith(suffix)) return entry.slice(0, -suffix.length)
  }
  return null
}

/** Whether `bytes` start as a picture of this type does (so nothing else is kept or shown as one). */
export function isPictureOf(extension: ThumbnailExtension, bytes: Uint8Array): boolean {
  const starts = (...signature: number[]): boolean => signature.every((byte, i) => bytes[i] === byte)
  switch (extension) {
    case 'jpg':
      return starts(0xff, 0xd8, 0xff)
    case 'png':
      return starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)
    case 'webp':
      // "RIFF", four bytes of length, "WEBP".
      return starts(0x52, 0x49, 0x46, 0x46) && [0x57, 0x45, 0x42, 0x50].every((b, i) => bytes[8 + i] === b)
  }
}

/** The thumbnails of one folder's saves. Names are checked by the folder before they get here. */
export class SaveThumbnails {
  constructor(
    readonly dir: string,
    private readonly fs: SaveFs,
    private readonly writeOptions: AtomicWriteOptions,
  ) {}

  pathFor(name: string, extension: ThumbnailExtension): string {
    return join(this.dir, thumbnailFileName(name, extension))
  }

  /** Whether the save has a thumbnail file. */
  async exists(name: string): Promise<boolean> {
    return (await this.present(name)).length > 0
  }

  /**
   * Replaces the save's thumbnail with this picture (a data URL thumbnailProblem accepts). Throws
   * a SaveError, leaving no thumbnail rather than an old one, when it cannot be written.
   */
  async write(name: string, dataUrl: string): Promise<void> {
    const parsed = parseThumbnail(dataUrl)
    const bytes = parsed === null ? new Uint8Array() : Buffer.from(parsed.base64, 'base64')
    if (parsed === null || !isPictureOf(parsed.extension, bytes)) {
      await ignoreErrors(this.remove(name))
      throw new SaveError('MALFORMED', 'The thumbnail is not a picture of the kind it says it is.')
    }
    try {
      await atomicWrite(this.pathFor(name, parsed.extension), bytes, this.fs, {
        ...this.writeOptions,
        backup: false,
      })
    } catch (err) {
      // A picture of an older moment must not stand for this save.
      await ignoreErrors(this.remove(name))
      throw err
    }
    for (const extension of THUMBNAIL_EXTENSIONS) {
      if (extension !== parsed.extension) await removeIfPresent(this.fs, this.pathFor(name, extension))
    }
  }

  /** The thumbnail as a data URL, or null when there is none (or it is not a picture). */
  async read(name: string): Promise<string | null> {
    for (const extension of await this.present(name)) {
      try {
        const bytes = await this.fs.readBytes(this.pathFor(name, extension), MAX_THUMBNAIL_BYTES)
        if (isPictureOf(extension, bytes)) {
          return thumbnailDataUrl(extension, Buffer.from(bytes).toString('base64'))
        }
      } catch {
        // Unreadable, too large, or gone since: no thumbnail.
      }
    }
    return null
  }

  async remove(name: string): Promise<void> {
    for (const extension of THUMBNAIL_EXTENSIONS)
      await removeIfPresent(this.fs, this.pathFor(name, extension))
  }

  /** Moves the save's thumbnail to its new name; returns the moves made, to undo them. */
  async rename(from: string, to: string): Promise<readonly [string, string][]> {
    const moved: [string, string][] = []
    for (const extension of await this.present(from)) {
      const move: [string, string] = [this.pathFor(from, extension), this.pathFor(to, extension)]
      await this.fs.rename(...move)
      moved.push(move)
    }
    return moved
  }

  private async present(name: string): Promise<ThumbnailExtension[]> {
    const found: ThumbnailExtension[] = []
    for (const extension of THUMBNAIL_EXTENSIONS) {
      try {
        await this.fs.stat(this.pathFor(name, extension))
        found.push(extension)
      } catch {
        // Not there.
      }
    }
    return found
  }
}

async function ignoreErrors(promise: Promise<unknown>): Promise<void> {
  try {
    await promise
  } catch {
    // Best effort: the write's own error is the one reported.
  }
}
