/**
 * What the check said of each file, kept until the file changes (its size or modification time),
 * so that a damaged or hostile file is read and checked once, not on every listing. Bounded: past
 * MAX_VERDICTS files, the longest unused is forgotten (it is checked again if listed again).
 */
import type { ListVerdict } from './checkJobs'

export const MAX_VERDICTS = 5_000

export interface FileStamp {
  readonly size: number
  readonly mtimeMs: number
}

interface Entry extends FileStamp {
  readonly verdict: ListVerdict
}

export class VerdictCache {
  private readonly entries = new Map<string, Entry>()

  constructor(private readonly limit: number = MAX_VERDICTS) {}

  /** The verdict on `path` when it has not changed since, else undefined. */
  get(path: string, stamp: FileStamp): ListVerdict | undefined {
    const entry = this.entries.get(path)
    if (entry === undefined) return undefined
    if (entry.size !== stamp.size || entry.mtimeMs !== stamp.mtimeMs) {
      this.entries.delete(path)
      return undefined
    }
    // Most recently used last, so the first key is the one to forget.
    this.entries.delete(path)
    this.entries.set(path, entry)
    return entry.verdict
  }

  set(path: string, stamp: FileStamp, verdict: ListVerdict): void {
    this.entries.delete(path)
    this.entries.set(path, { size: stamp.size, mtimeMs: stamp.mtimeMs, verdict })
    while (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next().value
      if (oldest === undefined) break
      this.entries.delete(oldest)
    }
  }

  forget(path: string): void {
    this.entries.delete(path)
  }

  /** Forgets every file but those in `keep` (the files still in the folder). */
  retainOnly(keep: ReadonlySet<string>): void {
    for (const path of [...this.entries.keys()]) if (!keep.has(path)) this.entries.delete(path)
  }
}
