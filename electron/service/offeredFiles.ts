/**
 * Save files the app was asked to open (a double-click in the file manager, a file dropped on the
 * app's icon) waiting for the player to say yes: each is known to the renderer by a random id,
 * never by its path.
 */
import { randomUUID } from 'node:crypto'
import { basename } from 'node:path'
import type { OfferedFile } from '../protocol'
import { ServiceError } from './serviceErrors'

/** Older offers are forgotten beyond this many (nobody double-clicks that many files unanswered). */
const MAX_OFFERED = 16

export class OfferedFiles {
  private readonly files = new Map<string, { readonly path: string; readonly name: string }>()

  /** Keeps a file to open; the same file offered again keeps its id. */
  offer(path: string): OfferedFile {
    for (const [fileId, file] of this.files) {
      if (file.path === path) return { fileId, name: file.name }
    }
    const fileId = randomUUID()
    const name = basename(path)
    this.files.set(fileId, { path, name })
    for (const oldest of this.files.keys()) {
      if (this.files.size <= MAX_OFFERED) break
      this.files.delete(oldest)
    }
    return { fileId, name }
  }

  /** The path of an offered file, forgotten from now on; refused when it is not (or no longer) offered. */
  take(fileId: string): string {
    const file = this.files.get(fileId)
    if (file === undefined) {
      throw new ServiceError('NOT_FOUND', 'That file is no longer waiting to be opened.')
    }
    this.files.delete(fileId)
    return file.path
  }

  /** The files not opened yet, oldest first. */
  list(): OfferedFile[] {
    return [...this.files].map(([fileId, { name }]) => ({ fileId, name }))
  }
}
