/**
 * One folder of save files (`<dir>/<name>.ztsave.json`, each with a `.bak` of its previous
 * version, and in the named saves' folder perhaps a thumbnail): write, read with the backup
 * offered when a file is damaged, summaries, renaming, removal. The named saves and the per-match
 * autosaves are two such folders.
 */
import { join } from 'node:path'
import type { GameRegistry, MatchRecord } from '../../engine/core/match'
import { atomicWrite, backupPathFor, type AtomicWriteOptions } from './atomicWrite'
import type { FileFacts, ListVerdict } from './checkJobs'
import { withMatch } from './saveCheck'
import type { SaveChecker } from './saveChecker'
import { SaveError, describeFsError, errorCode, type BackupInfo } from './saveError'
import { encodeSave, type AppInfo, type DecodedSave, type InspectedSave, type SaveMeta } from './saveFormat'
import { pathExists, removeIfPresent, type SaveFs } from './saveFs'
import { MAX_SAVE_FILE_BYTES } from './saveLimits'
import { SAVE_EXTENSION } from '../protocol/saveNames'
import type { Peek } from './savePeek'
import type { SaveSummary } from '../protocol/saves'
import { thumbnailOwner, type SaveThumbnails } from './thumbnails'
import { VerdictCache, type FileStamp } from './verdictCache'

export interface SaveFolderContext {
  readonly registry: GameRegistry
  readonly app: AppInfo
  readonly fs: SaveFs
  readonly now: () => Date
  readonly writeOptions: AtomicWriteOptions
  /** Checks every file read (see saveChecker.ts): on the save-check thread, or in place. */
  readonly checker: SaveChecker
  /** Runs a write after every earlier one has finished; failures become SaveErrors. */
  readonly serialize: (failure: string, task: () => Promise<void>) => Promise<void>
}

export class SaveFolder {
  /**
   * What the check said of each file (saves and their backups, damaged or not), until the file
   * changes: a damaged file is read and checked once, not on every listing.
   */
  private readonly verdicts = new VerdictCache()

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
    this.checkName(name)
    await this.writeText(name, encodeSave(record, meta, this.ctx.app, this.ctx.now()), failure)
  }

  /** Writes a save's text as it is (one the checker prepared: an import). */
  async writeText(name: string, text: string, failure: string): Promise<void> {
    const path = this.pathFor(name)
    await this.ctx.serialize(failure, async () => {
      this.forget(path)
      await this.ctx.fs.mkdir(this.dir)
      await atomicWrite(path, text, this.ctx.fs, this.ctx.writeOptions)
    })
  }

  private forget(path: string): void {
    this.verdicts.forget(path)
    this.verdicts.forget(backupPathFor(path))
  }

  /** Loads a save; a damaged one is refused with the backup's details when its `.bak` loads. */
  async read(name: string, missing: string): Promise<DecodedSave> {
    const path = this.pathFor(name)
    try {
      return await this.load(path, missing)
    } catch (err) {
      if (!(err instanceof SaveError) || err.kind === 'NOT_FOUND') throw err
      const backup = await this.loadBackup(path)
      throw backup === null ? err : err.withBackup(backupInfo(backup))
    }
  }

  async readBackup(name: string, missing: string): Promise<DecodedSave> {
    return this.load(backupPathFor(this.pathFor(name)), missing)
  }

  /** A file checked as a load checks it (on the checker), its match replayed when asked for. */
  private async load(path: string, missing: string): Promise<DecodedSave> {
    const save = await this.ctx.checker.load(await this.readBytes(path, missing))
    return withMatch(save, this.ctx.registry)
  }

  /** The `.bak` of a save as a load checks it, or null when it does not load. */
  private async loadBackup(path: string): Promise<InspectedSave | null> {
    try {
      return await this.load(backupPathFor(path), '')
    } catch {
      return null
    }
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
    const verdict = await this.verdictOn(path, `There is no save called "${name}".`)
    if (verdict === null) return null
    if (verdict.verdict.ok) return summaryOf(name, verdict.verdict.facts)
    // What the file no longer says, its previous version does (same match, fewer moves).
    const backup = await this.verdictOn(backupPathFor(path), '')
    const facts = backup !== null && backup.verdict.ok ? backup.verdict.facts : null
    const damaged = damagedSummary(name, verdict.verdict.peek, verdict.modifiedAt)
    return {
      ...(damaged.game === null && facts !== null ? { ...damaged, ...describedBy(facts) } : damaged),
      error: verdict.verdict.error,
      ...(facts === null ? {} : { backup: { actions: facts.actions, savedAt: facts.savedAt } }),
    }
  }

  /**
   * What the check says of one file for the list, from the cache while the file is unchanged;
   * null when there is no such file.
   */
  private async verdictOn(
    path: string,
    missing: string,
  ): Promise<{ readonly verdict: ListVerdict; readonly modifiedAt: string } | null> {
    let stamp: FileStamp | null = null
    let modifiedAt = new Date(0).toISOString()
    try {
      const info = await this.ctx.fs.stat(path)
      modifiedAt = isoTime(info.mtimeMs)
      if (info.size !== undefined) stamp = { size: info.size, mtimeMs: info.mtimeMs }
    } catch (err) {
      if (errorCode(err) === 'ENOENT') return null
    }
    const cached = stamp === null ? undefined : this.verdicts.get(path, stamp)
    if (cached !== undefined) return { verdict: cached, modifiedAt }
    let verdict: ListVerdict
    try {
      verdict = await this.ctx.checker.summarise(await this.readBytes(path, missing))
    } catch (err) {
      if (err instanceof SaveError && err.kind === 'NOT_FOUND') return null
      // A file that cannot be read, or a check that could not finish, is tried again next time.
      return { verdict: refused(err), modifiedAt }
    }
    if (stamp !== null) this.verdicts.set(path, stamp, verdict)
    return { verdict, modifiedAt }
  }

  /**
   * Every save in the folder, newest first; damaged files are listed with their error. Files are
   * checked one at a time (off this thread when the checker is the save-check thread), with a
   * yield to the event loop between them; unchanged files come from the cache.
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
    const present = new Set(entries.map((entry) => join(this.dir, entry)))
    this.verdicts.retainOnly(present)
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
      this.forget(path)
      await removeIfPresent(this.ctx.fs, path)
      await removeIfPresent(this.ctx.fs, backupPathFor(path))
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
      this.forget(source)
      this.forget(target)
      if (!(await pathExists(this.ctx.fs, source))) throw new SaveError('NOT_FOUND', missing)
      if (from.toLowerCase() !== to.toLowerCase() && (await pathExists(this.ctx.fs, target))) {
        throw new SaveError('WRITE_FAILED', taken)
      }
      const moved: (readonly [string, string])[] = []
      try {
        if (await pathExists(this.ctx.fs, backupPathFor(source))) {
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
    return pathExists(this.ctx.fs, this.pathFor(name))
  }

  /** A save file's text exactly as it is on disk (it is not checked). */
  async readRaw(name: string, missing: string): Promise<string> {
    return this.readText(this.pathFor(name), missing)
  }

  private async readText(path: string, missing: string): Promise<string> {
    return this.reading(path, missing, () => this.ctx.fs.readFile(path))
  }

  private async readBytes(path: string, missing: string): Promise<Uint8Array> {
    return this.reading(path, missing, () => this.ctx.fs.readBytes(path, MAX_SAVE_FILE_BYTES))
  }

  private async reading<T>(path: string, missing: string, read: () => Promise<T>): Promise<T> {
    try {
      return await read()
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
}

function backupInfo(save: InspectedSave): BackupInfo {
  return { actions: save.record.log.length, savedAt: save.savedAt }
}

function summaryOf(name: string, facts: FileFacts): SaveSummary {
  return { slot: name, ...facts, thumbnail: false }
}

function describedBy(facts: FileFacts): Pick<SaveSummary, 'game' | 'players' | 'label'> {
  return {
    game: facts.game,
    players: facts.players,
    ...(facts.label === undefined ? {} : { label: facts.label }),
  }
}

/** What can still be read from a file that does not load, so the player can tell which it is. */
function damagedSummary(name: string, peek: Peek, modifiedAt: string): SaveSummary {
  return {
    slot: name,
    game: peek.game,
    players: peek.players,
    savedAt: peek.savedAt ?? modifiedAt,
    actions: peek.actions,
    finished: peek.finished,
    ...(peek.label === undefined ? {} : { label: peek.label }),
    thumbnail: false,
  }
}

function refused(err: unknown): ListVerdict {
  const error =
    err instanceof SaveError
      ? err
      : new SaveError('CORRUPT', 'This save file is damaged and cannot be read.', { cause: err })
  return {
    ok: false,
    error: { kind: error.kind, message: error.message },
    peek: { game: null, players: [], savedAt: null, actions: 0, finished: false, label: undefined },
  }
}

function isoTime(ms: number): string {
  const date = new Date(ms)
  return Number.isNaN(date.getTime()) ? new Date(0).toISOString() : date.toISOString()
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

function timeOf(iso: string): number {
  const t = Date.parse(iso)
  return Number.isNaN(t) ? 0 : t
}
