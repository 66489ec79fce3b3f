/**
 * Named save slots in one folder (`<dir>/<slot>.ztsave.json`), the autosave, and crash recovery.
 * All writes go through one promise chain, so two saves never interleave.
 */
import { join } from 'node:path'
import type { GameRegistry, MatchRecord } from '../../engine/core/match'
import { atomicWrite, backupPathFor, type AtomicWriteOptions } from './atomicWrite'
import { SaveError, describeFsError, errorCode } from './saveError'
import type { SaveSummary } from './saveSummary'
export type { SaveSummary } from './saveSummary'
import { decodeSave, encodeSave, type AppInfo, type DecodedSave, type SaveMeta } from './saveFormat'
import { defaultFs, type SaveFs } from './saveFs'

export const SAVE_EXTENSION = '.ztsave.json'
export const AUTOSAVE_SLOT = 'autosave'
/** Present while a session runs; still there at the next start means the app did not exit cleanly. */
const SESSION_MARKER = 'session.json'

export interface SaveStoreOptions {
  readonly dir: string
  readonly registry: GameRegistry
  readonly app: AppInfo
  readonly fs?: SaveFs
  readonly now?: () => Date
  readonly atomicWrite?: AtomicWriteOptions
}

const SLOT_PATTERN = /^[A-Za-z0-9 _-]{1,64}$/
// Windows refuses these as file names whatever the extension.
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/i

export function isValidSlotName(slot: string): boolean {
  return SLOT_PATTERN.test(slot) && slot.trim() !== '' && !WINDOWS_RESERVED.test(slot.trim())
}

export class SaveStore {
  readonly dir: string
  private readonly registry: GameRegistry
  private readonly app: AppInfo
  private readonly fs: SaveFs
  private readonly now: () => Date
  private readonly writeOptions: AtomicWriteOptions
  private writes: Promise<unknown> = Promise.resolve()
  /** Learned by markSessionStart, before it replaces the previous session's marker. */
  private previousSessionCrashed: boolean | undefined

  constructor(options: SaveStoreOptions) {
    this.dir = options.dir
    this.registry = options.registry
    this.app = options.app
    this.fs = options.fs ?? defaultFs
    this.now = options.now ?? (() => new Date())
    this.writeOptions = options.atomicWrite ?? {}
  }

  async save(slot: string, record: MatchRecord, meta: SaveMeta): Promise<void> {
    const path = this.pathFor(slot)
    const text = encodeSave(record, meta, this.app, this.now())
    await this.serialize('The game could not be saved', async () => {
      await this.fs.mkdir(this.dir)
      await atomicWrite(path, text, this.fs, this.writeOptions)
    })
  }

  autosave(record: MatchRecord, meta: SaveMeta): Promise<void> {
    return this.save(AUTOSAVE_SLOT, record, meta)
  }

  /**
   * Loads a slot. If the file is damaged but its backup loads, the refusal has
   * `backupAvailable: true` and loadBackup(slot) gives the previous save.
   */
  async load(slot: string): Promise<DecodedSave> {
    const path = this.pathFor(slot)
    try {
      return decodeSave(await this.readText(path, `There is no save called "${slot}".`), this.registry)
    } catch (err) {
      if (err instanceof SaveError && (await this.backupLoads(slot))) throw err.withBackupAvailable()
      throw err
    }
  }

  async loadBackup(slot: string): Promise<DecodedSave> {
    const path = backupPathFor(this.pathFor(slot))
    return decodeSave(await this.readText(path, `There is no backup of the save "${slot}".`), this.registry)
  }

  /** Every save in the folder, newest first; damaged files are listed with their error. */
  async list(): Promise<SaveSummary[]> {
    let names: string[]
    try {
      names = await this.fs.readdir(this.dir)
    } catch (err) {
      if (errorCode(err) === 'ENOENT') return []
      throw new SaveError('UNREADABLE', `The saves folder could not be read: ${describeFsError(err)}.`, {
        cause: err,
      })
    }
    const slots = names
      .filter((name) => name.endsWith(SAVE_EXTENSION))
      .map((name) => name.slice(0, -SAVE_EXTENSION.length))
      .filter(isValidSlotName)
    const summaries = await Promise.all(slots.map((slot) => this.summarise(slot)))
    return summaries.sort((a, b) => timeOf(b.savedAt) - timeOf(a.savedAt) || a.slot.localeCompare(b.slot))
  }

  /** Removes a save and its backup; deleting a slot that does not exist is not an error. */
  async delete(slot: string): Promise<void> {
    const path = this.pathFor(slot)
    await this.serialize(`The save "${slot}" could not be deleted`, async () => {
      await this.removeIfPresent(path)
      await this.removeIfPresent(backupPathFor(path))
    })
  }

  /** Call once at startup: notes whether the last session crashed, then marks this one as running. */
  async markSessionStart(): Promise<void> {
    await this.serialize('The saves folder could not be prepared', async () => {
      this.previousSessionCrashed = await this.exists(this.markerPath())
      await this.fs.mkdir(this.dir)
      await this.removeLeftoverTempFiles()
      const marker = JSON.stringify({ startedAt: this.now().toISOString() })
      await atomicWrite(this.markerPath(), marker, this.fs, { ...this.writeOptions, backup: false })
    })
  }

  async markCleanExit(): Promise<void> {
    await this.serialize('The saves folder could not be updated', () =>
      this.removeIfPresent(this.markerPath()),
    )
  }

  /**
   * The autosave to offer to resume, if the previous session did not exit cleanly and its match
   * was still being played; otherwise null. Works before or after markSessionStart.
   */
  async crashRecovery(): Promise<SaveSummary | null> {
    const crashed = this.previousSessionCrashed ?? (await this.exists(this.markerPath()))
    if (!crashed) return null
    const summary = await this.summarise(AUTOSAVE_SLOT)
    return summary.error || summary.finished ? null : summary
  }

  private pathFor(slot: string): string {
    if (typeof slot !== 'string' || !isValidSlotName(slot)) {
      throw new SaveError(
        'BAD_NAME',
        `${JSON.stringify(slot)} cannot be used as a save name: use 1 to 64 letters, digits, spaces, "_" or "-".`,
      )
    }
    return join(this.dir, `${slot}${SAVE_EXTENSION}`)
  }

  private markerPath(): string {
    return join(this.dir, SESSION_MARKER)
  }

  /** Runs `task` after every earlier write has finished; a failure becomes a SaveError. */
  private serialize(failure: string, task: () => Promise<void>): Promise<void> {
    const run = this.writes.then(task).catch((err: unknown) => {
      if (err instanceof SaveError) throw err
      throw new SaveError('WRITE_FAILED', `${failure}: ${describeFsError(err)}.`, { cause: err })
    })
    this.writes = run.catch(() => undefined)
    return run
  }

  private async readText(path: string, missing: string): Promise<string> {
    try {
      return await this.fs.readFile(path)
    } catch (err) {
      if (errorCode(err) === 'ENOENT') throw new SaveError('NOT_FOUND', missing, { cause: err })
      throw new SaveError('UNREADABLE', `The save file could not be read: ${describeFsError(err)}.`, {
        cause: err,
      })
    }
  }

  private async backupLoads(slot: string): Promise<boolean> {
    try {
      await this.loadBackup(slot)
      return true
    } catch {
      return false
    }
  }

  private async summarise(slot: string): Promise<SaveSummary> {
    const path = this.pathFor(slot)
    let text: string | null = null
    try {
      text = await this.readText(path, `There is no save called "${slot}".`)
      const { record, meta, match, savedAt } = decodeSave(text, this.registry)
      return {
        slot,
        game: record.game,
        players: record.players.map((p) => p.name),
        savedAt,
        actions: record.log.length,
        finished: match.outcome() !== null,
        ...(meta.label === undefined ? {} : { label: meta.label }),
      }
    } catch (err) {
      const error =
        err instanceof SaveError
          ? err
          : new SaveError('CORRUPT', 'This save file is damaged and cannot be read.', { cause: err })
      return {
        ...(await this.damagedSummary(slot, path, text)),
        error: { kind: error.kind, message: error.message },
      }
    }
  }

  /** What can still be read from a file that does not load, so the player can tell which it is. */
  private async damagedSummary(slot: string, path: string, text: string | null): Promise<SaveSummary> {
    const peek = peekSave(text)
    const savedAt = peek.savedAt ?? (await this.modifiedAt(path))
    return {
      slot,
      game: peek.game,
      players: peek.players,
      savedAt,
      actions: peek.actions,
      finished: peek.finished,
      ...(peek.label === undefined ? {} : { label: peek.label }),
    }
  }

  private async modifiedAt(path: string): Promise<string> {
    try {
      return new Date((await this.fs.stat(path)).mtimeMs).toISOString()
    } catch {
      return new Date(0).toISOString()
    }
  }

  private async exists(path: string): Promise<boolean> {
    try {
      await this.fs.stat(path)
      return true
    } catch {
      return false
    }
  }

  private async removeIfPresent(path: string): Promise<void> {
    try {
      await this.fs.unlink(path)
    } catch (err) {
      if (errorCode(err) !== 'ENOENT') throw err
    }
  }

  /** Temp files from a write the process did not live to finish or clean up. */
  private async removeLeftoverTempFiles(): Promise<void> {
    const names = await this.fs.readdir(this.dir)
    const leftovers = names.filter(
      (name) => name.endsWith('.tmp') && (name.includes(SAVE_EXTENSION) || name.startsWith(SESSION_MARKER)),
    )
    for (const name of leftovers) await this.removeIfPresent(join(this.dir, name))
  }
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
