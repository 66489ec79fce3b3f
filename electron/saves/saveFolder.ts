/**
 * One folder of save files (`<dir>/<name>.ztsave.json`, each with a `.bak` of its previous
 * version, and in the named saves' folder perhaps a thumbnail): write, read with the backup
 * offered when a file is damaged, summaries, renaming, removal. The named saves and the per-match
 * autosaves are two such folders.
 */
import { join } from 'node:path'
import type { GameRegistry, MatchRecord } from '../../engine/core/match'
import { atomicWrite, backupPathFor, type AtomicWriteOptions } from './atomicWrite'
import { SaveError, describeFsError, errorCode, type BackupInfo } from './saveError'
import {
  decodeSave,
  encodeSave,
  inspectSave,
  type AppInfo,
  type DecodedSave,
  type InspectedSave,
  type SaveMeta,
} from './saveFormat'
import type { SaveFs } from './saveFs'
import { SAVE_EXTENSION } from './saveNames'
import type { SaveSummary } from './saveSummary'
import { thumbnailOwner, type SaveThumbnails } from './thumbnails'

export interface SaveFolderContext {
  readonly registry: GameRegistry
  readonly app: AppInfo
  readonly fs: SaveFs
  readonly now: () => Date
  readonly writeOptions: AtomicWriteOptions
  /** Runs a write after every earlier one has finished; failures become SaveErrors. */
  readonly serialize: (failure: string, task: () => Promise<void>) => Promise<void>
}

interface CachedSummary {
  readonly mtimeMs: number
  readonly size: number
  readonly summary: SaveSummary
}

export class SaveFolder {
  /** Summaries of files unchanged since they were last read (by modification time and size). */
  private readonly cache = new Map<string, CachedSummary>()

  constructor(
    readonly dir: string,
    private readonly ctx: SaveFolderContext,
    /** Throws a BAD_NAME SaveError for a name this folder does not allow. */
    private readonly checkName: (name: string) => void,
    /** The saves' thumbnails, in a folder that keeps them. */
    private readonly thumbnails: SaveThumbnails | null = null,
  ) {}

  pathFor(name: string): string {
    this.checkName(name)
    return join(this.dir, `${name}${SAVE_EXTENSION}`)
  }

  async write(name: string, record: MatchRecord, meta: SaveMeta, failure: string): Promise<void> {
    const path = this.pathFor(name)
    const text = encodeSave(record, meta, this.ctx.app, this.ctx.now())
    await this.ctx.serialize(failure, async () => {
      this.cache.delete(name)
      await this.ctx.fs.mkdir(this.dir)
      await atomicWrite(path, text, this.ctx.fs, this.ctx.writeOptions)
    })
  }

  /** Loads a save; a damaged one is refused with the backup's details when its `.bak` loads. */
  async read(name: string, missing: string): Promise<DecodedSave> {
    const path = this.pathFor(name)
    try {
      return decodeSave(await this.readText(path, missing), this.ctx.registry)
    } catch (err) {
      if (!(err instanceof SaveError) || err.kind === 'NOT_FOUND') throw err
      const backup = await this.backup(name, true)
      throw backup === null ? err : err.withBackup(backupInfo(backup))
    }
  }

  async readBackup(name: string, missing: string): Promise<DecodedSave> {
    const path = backupPathFor(this.pathFor(name))
    return decodeSave(await this.readText(path, missing), this.ctx.registry)
  }

  /**
   * The summary of one save, or null when there is no such file. `thumbnails`: the names with a
   * thumbnail, when the caller has just listed the folder (otherwise the files are looked for).
   */
  async summary(name: string, thumbnails?: ReadonlySet<string>): Promise<SaveSummary | null> {
    const found = await this.summaryWithoutThumbnail(name)
    if (found === null) return null
    const thumbnail = thumbnails ? thumbnails.has(name) : await this.hasThumbnail(name)
    return { ...found, thumbnail }
  }

  private async hasThumbnail(name: string): Promise<boolean> {
    return this.thumbnails === null ? false : this.thumbnails.exists(name)
  }

  private async summaryWithoutThumbnail(name: string): Promise<SaveSummary | null> {
    const path = this.pathFor(name)
    let info: { readonly mtimeMs: number; readonly size?: number }
    try {
      info = await this.ctx.fs.stat(path)
    } catch (err) {
      if (errorCode(err) === 'ENOENT') return null
      info = { mtimeMs: 0 }
    }
    const cached = this.cache.get(name)
    if (cached && info.size !== undefined && cached.mtimeMs === info.mtimeMs && cached.size === info.size) {
      return cached.summary
    }
    const summary = await this.summarise(name, path)
    // Damaged files are read again each time: their backup may change, or they may be repaired.
    if (info.size !== undefined && summary.error === undefined)
      this.cache.set(name, { mtimeMs: info.mtimeMs, size: info.size, summary })
    return summary
  }

  /**
   * Every save in the folder, newest first; damaged files are listed with their error. Files are
   * checked one at a time with a yield to the event loop between them, so that a long list never
   * holds up play; unchanged files come from the cache.
   */
  async list(): Promise<SaveSummary[]> {
    const entries = await this.entries()
    const names = this.namesIn(entries)
    const thumbnails = new Set(entries.map(thumbnailOwner).filter((owner) => owner !== null))
    const summaries: SaveSummary[] = []
    for (const name of names) {
      const summary = await this.summary(name, this.thumbnails === null ? new Set() : thumbnails)
      if (summary !== null) summaries.push(summary)
      await yieldToEventLoop()
    }
    for (const name of this.cache.keys()) if (!names.includes(name)) this.cache.delete(name)
    return summaries.sort((a, b) => timeOf(b.savedAt) - timeOf(a.savedAt) || a.slot.localeCompare(b.slot))
  }

  /** The save names in the folder whose names this folder allows. */
  async names(): Promise<string[]> {
    return this.namesIn(await this.entries())
  }

  private async entries(): Promise<string[]> {
    try {
      return await this.ctx.fs.readdir(this.dir)
    } catch (err) {
      if (errorCode(err) === 'ENOENT') return []
      throw new SaveError('UNREADABLE', `The saves folder could not be read: ${describeFsError(err)}.`, {
        cause: err,
      })
    }
  }

  private namesIn(entries: readonly string[]): string[] {
    return entries
      .filter((entry) => entry.endsWith(SAVE_EXTENSION))
      .map((entry) => entry.slice(0, -SAVE_EXTENSION.length))
      .filter((name) => {
        try {
          this.checkName(name)
          return true
        } catch {
          return false
        }
      })
  }

  /** Removes a save, its backup and its thumbnail; removing one that does not exist is not an error. */
  async remove(name: string, failure: string): Promise<void> {
    const path = this.pathFor(name)
    await this.ctx.serialize(failure, async () => {
      this.cache.delete(name)
      await this.removeIfPresent(path)
      await this.removeIfPresent(backupPathFor(path))
      await this.thumbnails?.remove(name)
    })
  }

  /**
   * Gives a save another name, its backup and thumbnail with it. Refuses a name another save has
   * (a name differing only in case is this save's own). The save itself moves last: when that
   * fails, its backup and thumbnail are moved back.
   */
  async rename(from: string, to: string, failure: string, missing: string, taken: string): Promise<void> {
    const source = this.pathFor(from)
    const target = this.pathFor(to)
    await this.ctx.serialize(failure, async () => {
      this.cache.delete(from)
      this.cache.delete(to)
      if (!(await this.exists(source))) throw new SaveError('NOT_FOUND', missing)
      if (from.toLowerCase() !== to.toLowerCase() && (await this.exists(target))) {
        throw new SaveError('WRITE_FAILED', taken)
      }
      const moved: (readonly [string, string])[] = []
      try {
        if (await this.exists(backupPathFor(source))) {
          await this.ctx.fs.rename(backupPathFor(source), backupPathFor(target))
          moved.push([backupPathFor(source), backupPathFor(target)])
        }
        if (this.thumbnails !== null) moved.push(...(await this.thumbnails.rename(from, to)))
        await this.ctx.fs.rename(source, target)
      } catch (err) {
        for (const [back, forth] of moved.reverse()) await ignoreErrors(this.ctx.fs.rename(forth, back))
        throw err
      }
    })
  }

  /** Replaces a save's thumbnail with this picture, or removes it (null). */
  async writeThumbnail(name: string, dataUrl: string | null, failure: string): Promise<void> {
    this.checkName(name)
    const thumbnails = this.thumbnails
    if (thumbnails === null) return
    await this.ctx.serialize(failure, () =>
      dataUrl === null ? thumbnails.remove(name) : thumbnails.write(name, dataUrl),
    )
  }

  /** A save's thumbnail as a data URL, or null when it has none. */
  async readThumbnail(name: string): Promise<string | null> {
    this.checkName(name)
    return this.thumbnails === null ? null : this.thumbnails.read(name)
  }

  /** Whether the save's file is there (damaged or not). */
  async has(name: string): Promise<boolean> {
    return this.exists(this.pathFor(name))
  }

  /** A save file's text exactly as it is on disk (it is not checked). */
  async readRaw(name: string, missing: string): Promise<string> {
    return this.readText(this.pathFor(name), missing)
  }

  private async readText(path: string, missing: string): Promise<string> {
    try {
      return await this.ctx.fs.readFile(path)
    } catch (err) {
      const code = errorCode(err)
      if (code === 'ENOENT') throw new SaveError('NOT_FOUND', missing, { cause: err })
      if (code === 'ENOTREG' || code === 'EFBIG' || code === 'EISDIR') {
        throw new SaveError('NOT_A_SAVE', `This is not a Zombie Table save: ${describeFsError(err)}.`, {
          cause: err,
        })
      }
      throw new SaveError('UNREADABLE', `The save file could not be read: ${describeFsError(err)}.`, {
        cause: err,
      })
    }
  }

  /** The `.bak` of a save, if it loads (replayed when `replay`, else only checked). */
  private async backup(name: string, replay: boolean): Promise<InspectedSave | null> {
    try {
      const text = await this.readText(backupPathFor(this.pathFor(name)), '')
      return replay ? decodeSave(text, this.ctx.registry) : inspectSave(text, this.ctx.registry)
    } catch {
      return null
    }
  }

  private async summarise(name: string, path: string): Promise<SaveSummary> {
    let text: string | null = null
    try {
      text = await this.readText(path, `There is no save called "${name}".`)
      const { record, meta, savedAt } = inspectSave(text, this.ctx.registry)
      return {
        slot: name,
        game: record.game,
        players: record.players.map((p) => p.name),
        savedAt,
        actions: record.log.length,
        finished: meta.finished,
        ...(meta.label === undefined ? {} : { label: meta.label }),
        ...(meta.round === undefined ? {} : { round: meta.round }),
        thumbnail: false,
      }
    } catch (err) {
      const error =
        err instanceof SaveError
          ? err
          : new SaveError('CORRUPT', 'This save file is damaged and cannot be read.', { cause: err })
      const backup = await this.backup(name, false)
      const damaged = await this.damagedSummary(name, path, text)
      return {
        // What the file no longer says, its previous version does (same match, fewer moves).
        ...(damaged.game === null && backup !== null ? { ...damaged, ...describedBy(backup) } : damaged),
        error: { kind: error.kind, message: error.message },
        ...(backup === null ? {} : { backup: backupInfo(backup) }),
      }
    }
  }

  /** What can still be read from a file that does not load, so the player can tell which it is. */
  private async damagedSummary(name: string, path: string, text: string | null): Promise<SaveSummary> {
    const peek = peekSave(text)
    const savedAt = peek.savedAt ?? (await this.modifiedAt(path))
    return {
      slot: name,
      game: peek.game,
      players: peek.players,
      savedAt,
      actions: peek.actions,
      finished: peek.finished,
      ...(peek.label === undefined ? {} : { label: peek.label }),
      thumbnail: false,
    }
  }

  private async exists(path: string): Promise<boolean> {
    try {
      await this.ctx.fs.stat(path)
      return true
    } catch {
      return false
    }
  }

  private async modifiedAt(path: string): Promise<string> {
    try {
      return new Date((await this.ctx.fs.stat(path)).mtimeMs).toISOString()
    } catch {
      return new Date(0).toISOString()
    }
  }

  private async removeIfPresent(path: string): Promise<void> {
    try {
      await this.ctx.fs.unlink(path)
    } catch (err) {
      if (errorCode(err) !== 'ENOENT') throw err
    }
  }
}

function backupInfo(save: InspectedSave): BackupInfo {
  return { actions: save.record.log.length, savedAt: save.savedAt }
}

function describedBy(save: InspectedSave): Pick<SaveSummary, 'game' | 'players' | 'label'> {
  return {
    game: save.record.game,
    players: save.record.players.map((p) => p.name),
    ...(save.meta.label === undefined ? {} : { label: save.meta.label }),
  }
}

async function ignoreErrors(promise: Promise<unknown>): Promise<void> {
  try {
    await promise
  } catch {
    // Undoing is best effort: the error that made it necessary is the one reported.
  }
}

function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve))
}

interface Peek {
  readonly game: string | null
  readonly players: readonly string[]
  readonly savedAt: string | null
  readonly actions: number
  readonly finished: boolean
  readonly label: string | undefined
}

function peekSave(text: string | null): Peek {
  const doc = parseLeniently(text)
  const match = asRecord(doc.match)
  const meta = asRecord(doc.meta)
  const players = Array.isArray(match.players) ? match.players : []
  return {
    game: typeof match.game === 'string' ? match.game : null,
    players: players.map((p) => asRecord(p).name).filter((name): name is string => typeof name === 'string'),
    savedAt: typeof doc.savedAt === 'string' && !Number.isNaN(Date.parse(doc.savedAt)) ? doc.savedAt : null,
    actions: Array.isArray(match.log) ? match.log.length : 0,
    finished: meta.finished === true,
    label: typeof meta.label === 'string' ? meta.label : undefined,
  }
}

function parseLeniently(text: string | null): Record<string, unknown> {
  if (text === null) return {}
  try {
    return asRecord(JSON.parse(text))
  } catch {
    return {}
  }
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}
}

function timeOf(iso: string): number {
  const t = Date.parse(iso)
  return Number.isNaN(t) ? 0 : t
}
