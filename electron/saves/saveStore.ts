/**
 * The saves folder: named saves (`<dir>/<slot>.ztsave.json`, with `<slot>.thumb.<ext>`, a picture
 * of the table, beside those that have one), one autosave per match
 * (`<dir>/autosave/<match id>.ztsave.json`), the session marker that tells a crash from a clean
 * exit, and the cleanup of temp files a dead process left. All writes go through one promise
 * chain, so two saves never interleave.
 */
import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import type { BotRegistry } from '../../engine/bots/types'
import type { GameRegistry, MatchRecord } from '../../engine/core/match'
import { atomicWrite, backupPathFor, type AtomicWriteOptions } from './atomicWrite'
import { SaveError, describeFsError } from './saveError'
import type { PreparedImport } from './saveCheck'
import { inlineSaveChecker, type SaveChecker } from './saveChecker'
import { SaveFolder } from './saveFolder'
import type { AppInfo, DecodedSave, SaveMeta } from './saveFormat'
import { defaultFs, pathExists, removeIfPresent, type SaveFs } from './saveFs'
import { AUTOSAVE_DIR, SAVE_EXTENSION, isValidMatchId, slotNameProblem } from '../protocol/saveNames'
import type { SaveSummary } from '../protocol/saves'
import { isLeftoverTemp } from './tempFiles'
import { SaveThumbnails, THUMBNAIL_INFIX } from './thumbnails'

export type { SaveSummary } from '../protocol/saves'
export { AUTOSAVE_DIR, SAVE_EXTENSION, isValidSlotName, slotNameProblem } from '../protocol/saveNames'

/** Present while a session runs; still there at the next start means the app did not exit cleanly. */
const SESSION_MARKER = 'session.json'
/** Where versions before per-match autosaves kept their one autosave. */
const LEGACY_AUTOSAVE = `autosave${SAVE_EXTENSION}`

export interface SaveStoreOptions {
  readonly dir: string
  readonly registry: GameRegistry
  /** The bot levels each game has: a save's bot seats must ask for one (as the host checks). */
  readonly bots?: BotRegistry
  /**
   * Checks every file read. By default the store checks in place, against `registry` and `bots`;
   * the app and the served table pass the save-check thread (saveCheckThread.ts).
   */
  readonly checker?: SaveChecker
  readonly app: AppInfo
  readonly fs?: SaveFs
  readonly now?: () => Date
  readonly atomicWrite?: AtomicWriteOptions
}

/** An autosave as loaded: from the file itself, or (when that was damaged) from its backup. */
export interface LoadedAutosave {
  readonly save: DecodedSave
  /** The autosave was damaged and its previous version was loaded instead. */
  readonly fromBackup: boolean
  /** Why the autosave itself could not be used, when fromBackup. */
  readonly problem?: string
}

export class SaveStore {
  readonly dir: string
  /** The check every file read gets: loads, the list, imports and files opened by path. */
  readonly checker: SaveChecker
  private readonly app: AppInfo
  private readonly fs: SaveFs
  private readonly now: () => Date
  private readonly writeOptions: AtomicWriteOptions
  private readonly slots: SaveFolder
  private readonly autosaves: SaveFolder
  private writes: Promise<unknown> = Promise.resolve()
  /** Learned by markSessionStart, before it replaces the previous session's marker. */
  private previousSessionCrashed: boolean | undefined
  /** Set when this process lost the data folder to another: every write is refused with it. */
  private blocked: string | null = null

  constructor(options: SaveStoreOptions) {
    this.dir = options.dir
    this.fs = options.fs ?? defaultFs
    this.now = options.now ?? (() => new Date())
    this.writeOptions = options.atomicWrite ?? {}
    this.app = options.app
    this.checker =
      options.checker ?? inlineSaveChecker({ registry: options.registry, bots: options.bots ?? {} })
    const context = {
      registry: options.registry,
      checker: this.checker,
      app: options.app,
      fs: this.fs,
      now: this.now,
      writeOptions: this.writeOptions,
      serialize: (failure: string, task: () => Promise<void>) => this.serialize(failure, task),
    }
    const thumbnails = new SaveThumbnails(this.dir, this.fs, this.writeOptions)
    this.slots = new SaveFolder(this.dir, context, checkSlotName, thumbnails)
    this.autosaves = new SaveFolder(join(this.dir, AUTOSAVE_DIR), context, checkMatchId)
  }

  // ------------------------------------------------------------ named saves

  save(slot: string, record: MatchRecord, meta: SaveMeta): Promise<void> {
    return this.slots.write(slot, record, meta, 'The game could not be saved')
  }

  /**
   * Loads a slot. If the file is damaged but its backup loads, the refusal carries `backup` (how
   * many moves, when) and loadBackup(slot) gives that previous save.
   */
  load(slot: string): Promise<DecodedSave> {
    return this.slots.read(slot, `There is no save called "${slot}".`)
  }

  loadBackup(slot: string): Promise<DecodedSave> {
    return this.slots.readBackup(slot, `There is no backup of the save "${slot}".`)
  }

  /**
   * Keeps a save file from elsewhere as a new named save, checked exactly as a load checks it
   * (the same check, replay included) and written only when it passes; `slotFor` names it.
   */
  async importText(text: string, slotFor: (file: PreparedImport) => Promise<string>): Promise<string> {
    const prepared = await this.checker.prepareImport(text, this.app, this.now())
    const slot = await slotFor(prepared)
    await this.slots.writeText(slot, prepared.text, 'The save could not be imported')
    return slot
  }

  /** Whether there is a save of this name (its file, damaged or not). */
  has(slot: string): Promise<boolean> {
    return this.slots.has(slot)
  }

  /** What a slot holds now, or null when there is no such save. */
  summary(slot: string): Promise<SaveSummary | null> {
    return this.slots.summary(slot)
  }

  /** Every named save, newest first; damaged files are listed with their error. */
  list(): Promise<SaveSummary[]> {
    return this.slots.list()
  }

  /** Removes a save, its backup and its thumbnail; deleting a slot that does not exist is not an error. */
  delete(slot: string): Promise<void> {
    return this.slots.remove(slot, `The save "${slot}" could not be deleted`)
  }

  /**
   * Gives a save a new name, with its backup and thumbnail. Refuses (WRITE_FAILED) a name another
   * save has, and (NOT_FOUND) a save that does not exist.
   */
  rename(slot: string, to: string): Promise<void> {
    return this.slots.rename(
      slot,
      to,
      `The save "${slot}" could not be renamed`,
      `There is no save called "${slot}".`,
      `There is already a save called "${to}".`,
    )
  }

  /**
   * Writes a save's thumbnail (a data URL thumbnailProblem accepts), or removes it (null). A
   * thumbnail that cannot be written leaves none: a SaveError says why, and the save is unharmed.
   */
  saveThumbnail(slot: string, dataUrl: string | null): Promise<void> {
    return this.slots.writeThumbnail(slot, dataUrl, 'The thumbnail could not be saved')
  }

  /** A save's thumbnail as a data URL, or null when it has none. */
  thumbnail(slot: string): Promise<string | null> {
    return this.slots.readThumbnail(slot)
  }

  /** A save file's exact text (to export it), whatever state it is in. */
  exportText(slot: string): Promise<string> {
    return this.slots.readRaw(slot, `There is no save called "${slot}".`)
  }

  /** Where a save's file is (to show it in its folder). */
  pathOf(slot: string): string {
    return this.slots.pathFor(slot)
  }

  // ------------------------------------------------------------ autosaves

  /** The autosave of one match, kept apart from every other match's. */
  autosave(matchId: string, record: MatchRecord, meta: SaveMeta): Promise<void> {
    return this.autosaves.write(matchId, record, meta, 'Not saved')
  }

  /** Loads a match's autosave, falling back by itself to its previous version when it is damaged. */
  async loadAutosave(matchId: string): Promise<LoadedAutosave> {
    try {
      return { save: await this.autosaves.read(matchId, 'That match has no autosave.'), fromBackup: false }
    } catch (err) {
      if (!(err instanceof SaveError) || !err.backupAvailable) throw err
      const save = await this.autosaves.readBackup(matchId, 'That match has no autosave.')
      return { save, fromBackup: true, problem: err.message }
    }
  }

  /** Every match's autosave (`slot` is the match id), newest first, damaged ones with their error. */
  listAutosaves(): Promise<SaveSummary[]> {
    return this.autosaves.list()
  }

  autosaveSummary(matchId: string): Promise<SaveSummary | null> {
    return this.autosaves.summary(matchId)
  }

  /** Forgets a match's autosave (it was finished and saved, or the player dismissed it). */
  removeAutosave(matchId: string): Promise<void> {
    return this.autosaves.remove(matchId, 'The autosave could not be removed')
  }

  // ------------------------------------------------------------ sessions

  /**
   * Call once at startup (holding the data folder's lock): notes whether the last session
   * crashed, moves an old single autosave into the per-match folder, removes temp files that
   * dead processes left, then marks this session as running.
   */
  async markSessionStart(): Promise<void> {
    await this.serialize('The saves folder could not be prepared', async () => {
      this.previousSessionCrashed = await pathExists(this.fs, this.markerPath())
      await this.fs.mkdir(this.autosaves.dir)
      await this.adoptLegacyAutosave()
      await this.removeLeftoverTempFiles(this.dir)
      await this.removeLeftoverTempFiles(this.autosaves.dir)
      const marker = JSON.stringify({ startedAt: this.now().toISOString(), pid: process.pid })
      await atomicWrite(this.markerPath(), marker, this.fs, { ...this.writeOptions, backup: false })
    })
  }

  async markCleanExit(): Promise<void> {
    await this.serialize('The saves folder could not be updated', () =>
      removeIfPresent(this.fs, this.markerPath()),
    )
  }

  /** Whether the previous session ended without a clean exit. Works before or after markSessionStart. */
  async crashed(): Promise<boolean> {
    return this.previousSessionCrashed ?? (await pathExists(this.fs, this.markerPath()))
  }

  private markerPath(): string {
    return join(this.dir, SESSION_MARKER)
  }

  /**
   * Refuses every write from now on with `reason` (another process took over the data folder:
   * writing on would overwrite its saves). Autosaves then show as "Not saved: <reason>".
   */
  blockWrites(reason: string): void {
    this.blocked = reason
  }

  /** Runs `task` after every earlier write has finished; a failure becomes a SaveError. */
  private serialize(failure: string, task: () => Promise<void>): Promise<void> {
    const guarded = async (): Promise<void> => {
      if (this.blocked !== null) throw new SaveError('WRITE_FAILED', `${failure}: ${this.blocked}`)
      await task()
    }
    const run = this.writes.then(guarded).catch((err: unknown) => {
      if (err instanceof SaveError) throw err
      throw new SaveError('WRITE_FAILED', `${failure}: ${describeFsError(err)}.`, { cause: err })
    })
    this.writes = run.catch(() => undefined)
    return run
  }

  private async adoptLegacyAutosave(): Promise<void> {
    const legacy = join(this.dir, LEGACY_AUTOSAVE)
    if (!(await pathExists(this.fs, legacy))) return
    const adopted = this.autosaves.pathFor(randomUUID())
    if (await pathExists(this.fs, backupPathFor(legacy)))
      await this.fs.rename(backupPathFor(legacy), backupPathFor(adopted))
    await this.fs.rename(legacy, adopted)
  }

  /** Temp files of a write its process did not live to finish: never another live process's. */
  private async removeLeftoverTempFiles(dir: string): Promise<void> {
    const names = await this.fs.readdir(dir)
    const now = this.now().getTime()
    for (const name of names) {
      if (!name.endsWith('.tmp')) continue
      const ours = [SAVE_EXTENSION, THUMBNAIL_INFIX].some((part) => name.includes(part))
      if (!ours && !name.startsWith(SESSION_MARKER)) continue
      const path = join(dir, name)
      let modifiedMs: number
      try {
        modifiedMs = (await this.fs.stat(path)).mtimeMs
      } catch {
        continue
      }
      if (isLeftoverTemp(name, now - modifiedMs)) await removeIfPresent(this.fs, path)
    }
  }
}

function checkSlotName(slot: string): void {
  const problem = slotNameProblem(slot)
  if (problem !== null) {
    throw new SaveError('BAD_NAME', `${JSON.stringify(slot)} cannot be used as a save name. ${problem}`)
  }
}

function checkMatchId(matchId: string): void {
  if (!isValidMatchId(matchId)) throw new SaveError('BAD_NAME', 'That is not a match id.')
}
