/**
 * The one check of a save file's text, whatever brings it: loading a save or an autosave, opening
 * a file, importing one, and (without the replay) the saves list. It parses the file once, checks
 * it as a loaded save is checked (format, fields, checksum, a game this app has, seats the host
 * accepts, and for a load the log replayed by the rules), and says what a refused file still shows.
 * It runs on the save-check thread (saveCheckThread.ts), or in place (inlineSaveChecker.ts).
 */
import type { BotRegistry } from '../../engine/bots/types'
import type { GameRegistry, Match } from '../../engine/core/match'
import { checkLoadable } from './loadCheck'
import { SaveError } from './saveError'
import {
  encodeSave,
  inspectParsed,
  parseSaveText,
  replaySave,
  type AppInfo,
  type DecodedSave,
  type InspectedSave,
  type MigrationTable,
} from './saveFormat'
import { NOTHING_TO_PEEK, peekSave, type Peek } from './savePeek'

export interface SaveRules {
  readonly registry: GameRegistry
  readonly bots: BotRegistry
  /** Replaces the built-in migration table (tests). */
  readonly migrations?: MigrationTable
}

export type Verdict =
  | { readonly ok: true; readonly save: InspectedSave }
  | { readonly ok: false; readonly error: SaveError; readonly peek: Peek }

/**
 * Checks `text` as loading it would, the replay of its log included when `replay` (the saves
 * list leaves that out: it is the costly part). Never throws for anything the text holds.
 */
export function checkSaveText(text: string, rules: SaveRules, replay: boolean): Verdict {
  let parsed: Record<string, unknown> | null = null
  try {
    parsed = parseSaveText(text)
    const options = rules.migrations === undefined ? {} : { migrations: rules.migrations }
    const save = checkLoadable(inspectParsed(parsed, rules.registry, options), rules.bots)
    if (replay) replaySave(rules.registry, save.record)
    return { ok: true, save }
  } catch (err) {
    const error =
      err instanceof SaveError
        ? err
        : new SaveError('CORRUPT', 'This save file is damaged and cannot be read.', { cause: err })
    return { ok: false, error, peek: parsed === null ? NOTHING_TO_PEEK : peekSave(parsed) }
  }
}

/** checkSaveText for a load: the checked save, or its SaveError thrown. */
export function checkSaveForLoad(text: string, rules: SaveRules): InspectedSave {
  const verdict = checkSaveText(text, rules, true)
  if (!verdict.ok) throw verdict.error
  return verdict.save
}

/** A save file from elsewhere, checked as a load is and written again as a save of this folder. */
export interface PreparedImport {
  /** The file to write: the same match, a fresh checksum, no link to the folder it came from. */
  readonly text: string
  readonly game: string
  readonly players: readonly string[]
}

export function prepareImport(text: string, rules: SaveRules, app: AppInfo, now: Date): PreparedImport {
  const { record, meta } = checkSaveForLoad(text, rules)
  // A file from elsewhere names no save of this folder.
  const { slot: _slot, slotVersion: _slotVersion, ...kept } = meta
  return {
    text: encodeSave(record, kept, app, now),
    game: record.game,
    players: record.players.map((p) => p.name),
  }
}

/**
 * A checked save as a load gives it: the match is replayed when first asked for (the host
 * replays the record itself when it opens it, so most loads never ask).
 */
export function withMatch(save: InspectedSave, registry: GameRegistry): DecodedSave {
  let match: Match | undefined
  return {
    ...save,
    get match(): Match {
      match ??= replaySave(registry, save.record)
      return match
    },
  }
}
