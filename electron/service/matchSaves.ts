/**
 * The saves side of the table service: named saves (never replacing another match's save without
 * being asked) with their thumbnails, renaming and importing them, the previous version of a
 * damaged save, and the per-match autosaves behind the home screen's list of unfinished matches
 * (resume, discard, and forgetting a finished one once it is saved).
 */
import type { MatchRecord } from '../../engine/core/match'
import type {
  MatchOpenedSource,
  RequestPayload,
  Resumed,
  UnfinishedMatch,
  UnfinishedMatches,
} from '../protocol'
import type { MatchHost, SaveMeta } from '../host'
import { SaveError } from '../saves/saveError'
import { defaultSlotName, slotNameFromFileName, uniqueSlotName } from '../protocol/saveNames'
import type { SaveStore } from '../saves/saveStore'
import type { SaveSummary } from '../protocol/saves'
import { ServiceError, type ServiceLog } from './serviceErrors'

export interface MatchSavesDeps {
  readonly host: MatchHost
  readonly saves: SaveStore
  /** The game's name for the default save name ("Selfish - Ann Bob"). */
  readonly gameName: (gameId: string) => string
  /** Opens a match at the table and tells every connection. */
  readonly open: (
    record: MatchRecord,
    meta: SaveMeta,
    source: MatchOpenedSource,
    matchId?: string,
  ) => Promise<{ readonly matchId: string }>
  readonly now: () => Date
  /** Where problems that do not fail a request are reported (a thumbnail not kept). */
  readonly log: ServiceLog
}

export interface MatchSaves {
  save(payload: RequestPayload<'saves:save'>): Promise<{ readonly slot: string }>
  /** Renames a save; open matches saved there save under the new name from now on. */
  rename(slot: string, to: string): Promise<{ readonly slot: string }>
  /** Checks a save file's text as loading would and keeps it as a new named save. */
  importText(fileName: string, text: string): Promise<{ readonly slot: string }>
  load(slot: string): Promise<{ readonly matchId: string }>
  loadBackup(slot: string): Promise<{ readonly matchId: string }>
  unfinished(): Promise<UnfinishedMatches>
  resume(matchId: string): Promise<Resumed>
  discard(matchId: string): Promise<void>
}

export function createMatchSaves(deps: MatchSavesDeps): MatchSaves {
  const { host, saves, gameName, open, now } = deps
  // One named save at a time: two quick saves must not both pick the same new name.
  let saving: Promise<unknown> = Promise.resolve()
  function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
    const run = saving.then(task)
    saving = run.catch(() => undefined)
    return run
  }

  /** A new name for a match's first save: the default, made unique among the saves there are. */
  async function freshSlot(matchId: string): Promise<string> {
    const record = host.record(matchId)
    const base = defaultSlotName(
      gameName(record.game),
      record.players.map((p) => p.name),
    )
    const taken = (await saves.list()).map((s) => s.slot)
    return uniqueSlotName(base, taken)
  }

  /** Refuses a name another save has, compared without case as Windows and macOS compare file names. */
  async function refuseTaken(name: string, except?: string): Promise<void> {
    const lower = name.toLowerCase()
    const existing = (await saves.list()).find((s) => s.slot !== except && s.slot.toLowerCase() === lower)
    if (existing !== undefined) {
      throw new ServiceError('EXISTS', `There is already a save called “${existing.slot}”.`, { existing })
    }
  }

  /** The picture goes with the save, but a picture that cannot be kept never fails the save. */
  async function keepThumbnail(slot: string, thumbnail: string | undefined): Promise<void> {
    try {
      await saves.saveThumbnail(slot, thumbnail ?? null)
    } catch (err) {
      deps.log(`Zombie Table: the thumbnail of the save "${slot}" was not kept`, err)
    }
  }

  async function renameNow(slot: string, to: string): Promise<{ readonly slot: string }> {
    await refuseTaken(to, slot)
    await saves.rename(slot, to)
    // A match at the table saved there writes its next Save to the new name.
    for (const match of host.list()) {
      if (match.slot?.toLowerCase() === slot.toLowerCase()) await host.renameSlot(match.matchId, to)
    }
    return { slot: to }
  }

  async function importNow(fileName: string, text: string): Promise<{ readonly slot: string }> {
    // The store checks it with the one check a load makes (format, checksum, game, seats, replay),
    // off this thread, and writes nothing when it fails.
    const slot = await saves.importText(text, async ({ game, players }) => {
      const base = slotNameFromFileName(fileName) ?? defaultSlotName(gameName(game), players)
      const taken = (await saves.list()).map((s) => s.slot)
      return uniqueSlotName(base, taken)
    })
    return { slot }
  }

  async function refuseOverwrite(slot: string): Promise<void> {
    const existing = await saves.summary(slot)
    if (existing === null) return
    throw new ServiceError('EXISTS', `There is already a save called “${slot}”.`, { existing })
  }

  async function saveNow({
    matchId,
    slot: asked,
    label,
    overwrite,
    thumbnail,
  }: RequestPayload<'saves:save'>): Promise<{ readonly slot: string }> {
    const own = host.meta(matchId).slot
    const slot = asked ?? own ?? (await freshSlot(matchId))
    // A match's own save is simply written again (names compare without case, as Windows and
    // macOS compare file names); anyone else's is only replaced when the player says so.
    const isOwn = own !== undefined && own.toLowerCase() === slot.toLowerCase()
    if (!isOwn && overwrite !== true) await refuseOverwrite(slot)
    // A named save holds every move it has; how far behind the table it is only its match knows.
    const { slotVersion: _behind, ...meta } = host.meta(matchId)
    const record = host.record(matchId)
    await saves.save(slot, record, { ...meta, ...(label === undefined ? {} : { label }), slot })
    await keepThumbnail(slot, thumbnail)
    await host.setSlot(matchId, slot)
    // A finished match that is saved under a name needs its autosave no more.
    if (meta.finished) {
      await host.retireAutosave(matchId)
      await saves.removeAutosave(matchId)
    }
    return { slot }
  }

  return {
    save: (payload) => oneAtATime(() => saveNow(payload)),
    rename: (slot, to) => oneAtATime(() => renameNow(slot, to)),
    importText: (fileName, text) => oneAtATime(() => importNow(fileName, text)),

    async load(slot) {
      const { record, meta } = await saves.load(slot)
      return open(record, { ...meta, slot, slotVersion: record.log.length }, 'loaded')
    },

    async loadBackup(slot) {
      const { record, meta } = await saves.loadBackup(slot)
      return open(record, { ...meta, slot, slotVersion: record.log.length }, 'loaded')
    },

    async unfinished() {
      const crashed = await saves.crashed()
      const autosaves = await saves.listAutosaves()
      const openMatches = host.list()
      const openIds = new Set(openMatches.map((m) => m.matchId))
      const byId = new Map(autosaves.map((s) => [s.slot, s]))
      const matches: UnfinishedMatch[] = openMatches.map((m) => ({
        matchId: m.matchId,
        game: m.game,
        players: m.seats.map((s) => s.name),
        ...(m.label === undefined ? {} : { label: m.label }),
        actions: m.version,
        savedAt: byId.get(m.matchId)?.savedAt ?? now().toISOString(),
        finished: m.finished,
        open: true,
      }))
      for (const summary of autosaves) {
        if (!openIds.has(summary.slot)) matches.push(fromAutosave(summary))
      }
      return { crashed, matches }
    },

    async resume(matchId) {
      if (host.isOpen(matchId)) return { matchId, fromBackup: false }
      let loaded
      try {
        loaded = await saves.loadAutosave(matchId)
      } catch (err) {
        if (err instanceof SaveError && err.kind === 'NOT_FOUND') {
          throw new ServiceError('NOT_FOUND', 'That match is no longer kept: there is nothing to resume.')
        }
        throw err
      }
      const { save, fromBackup, problem } = loaded
      // Asked twice at once (a click and a reconnection): the first one opened it.
      if (host.isOpen(matchId)) return { matchId, fromBackup: false }
      await open(save.record, save.meta, 'resumed', matchId)
      return { matchId, fromBackup, ...(problem === undefined ? {} : { problem }) }
    },

    async discard(matchId) {
      if (host.isOpen(matchId)) {
        throw new ServiceError('REFUSED', 'That match is open at the table: leave it first.')
      }
      await saves.removeAutosave(matchId)
    },
  }
}

function fromAutosave(summary: SaveSummary): UnfinishedMatch {
  return {
    matchId: summary.slot,
    game: summary.game,
    players: summary.players,
    ...(summary.label === undefined ? {} : { label: summary.label }),
    actions: summary.actions,
    savedAt: summary.savedAt,
    finished: summary.finished,
    open: false,
    ...(summary.error === undefined ? {} : { error: summary.error }),
    ...(summary.backup === undefined ? {} : { backup: summary.backup }),
  }
}
