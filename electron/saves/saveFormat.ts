/**
 * The save file: pretty JSON with a checksum over the match and its table details, checked on load
 * in a fixed order so that each kind of damage gets its own refusal (see SaveErrorKind).
 */
import { createHash } from 'node:crypto'
import { z } from 'zod'
import { canonicalJson } from '../../engine/core/canonical'
import { IllegalAction } from '../../engine/core/errors'
import { Match, ReplayError, type GameRegistry, type MatchRecord } from '../../engine/core/match'
import { jsonPrefixState } from './jsonPrefix'
import { SaveError } from './saveError'
import { saveShapeProblem } from './saveLimits'
import type { SaveMeta } from '../protocol/saves'

export const SAVE_FORMAT = 'zombie-table-save'
export const SAVE_VERSION = 1

export interface AppInfo {
  readonly name: string
  readonly version: string
}

/** The seats and label travel with the match; their shape is the host's (one definition). */
export type { SaveMeta, SeatConfig } from '../protocol'

/** A save checked as far as it can be without replaying it: format, fields, checksum, known game. */
export interface InspectedSave {
  readonly record: MatchRecord
  readonly meta: SaveMeta
  readonly app: AppInfo
  readonly savedAt: string
}

export interface DecodedSave extends InspectedSave {
  /** The match rebuilt by replaying the log. */
  readonly match: Match
}

/**
 * Upgrades a document of version v (its key in the table) to version v + 1. A migration receives
 * the parsed file as it is, so it must check the old file's own checksum, if that version had one,
 * before rewriting it, and give the result a fresh checksum (checksumOf).
 */
export type Migration = (doc: Record<string, unknown>) => Record<string, unknown>
export type MigrationTable = Readonly<Record<number, Migration>>

/** Only version 1 exists so far; add `0: doc => …` style entries here when the format changes. */
export const migrations: MigrationTable = {}

const seatMetaSchema = z.object({
  name: z.string(),
  kind: z.enum(['human', 'bot']),
  bot: z.string().optional(),
})

const metaSchema = z.object({
  seats: z.array(seatMetaSchema),
  label: z.string().optional(),
  finished: z.boolean(),
  slot: z.string().optional(),
  slotVersion: z.number().int().min(0).optional(),
  // Saves written before the round was kept have none; the checksum covers meta as written.
  round: z.number().int().min(0).optional(),
})

const matchSchema = z.object({
  game: z.string().min(1),
  players: z.array(z.object({ name: z.string() })),
  seed: z.union([z.string(), z.number()]),
  options: z.record(z.string(), z.unknown()),
  // Loose: an action's other fields belong to the game and must survive untouched.
  log: z.array(z.object({ seat: z.int().min(0), action: z.looseObject({ type: z.string() }) })),
  takeBacks: z
    .array(z.object({ seat: z.int().min(0), to: z.int().min(0), undone: z.int().min(1) }))
    .optional(),
})

const saveSchema = z.object({
  format: z.literal(SAVE_FORMAT),
  version: z.literal(SAVE_VERSION),
  app: z.object({ name: z.string(), version: z.string() }),
  savedAt: z.iso.datetime(),
  match: matchSchema,
  meta: metaSchema,
  checksum: z.string().regex(/^[0-9a-f]{64}$/),
})

/** sha256 (hex) of the canonical JSON of `{ match, meta }`. */
export function checksumOf(match: unknown, meta: unknown): string {
  return createHash('sha256').update(canonicalJson({ match, meta })).digest('hex')
}

export function encodeSave(match: MatchRecord, meta: SaveMeta, app: AppInfo, now: Date): string {
  const doc = {
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    app: { name: app.name, version: app.version },
    savedAt: now.toISOString(),
    match,
    meta,
    checksum: checksumOf(match, meta),
  }
  // Refuse to write a file that would not load back.
  const parsed = saveSchema.safeParse(doc)
  if (!parsed.success) {
    throw new SaveError('MALFORMED', `The game could not be saved: ${describeIssue(parsed.error.issues[0])}`)
  }
  return `${JSON.stringify(doc, null, 2)}\n`
}

export interface DecodeOptions {
  /** Replaces the built-in migration table (tests inject old versions this way). */
  readonly migrations?: MigrationTable
}

/** Parses and checks a save file; every refusal is a SaveError, never a raw exception. */
export function decodeSave(text: string, registry: GameRegistry, options: DecodeOptions = {}): DecodedSave {
  const inspected = inspectSave(text, registry, options)
  return { ...inspected, match: replaySave(registry, inspected.record) }
}

/** Replays a checked save's log; a log the rules refuse is an ILLEGAL_LOG SaveError naming the action. */
export function replaySave(registry: GameRegistry, record: MatchRecord): Match {
  return guarded(() => replay(registry, record))
}

/**
 * Everything decodeSave checks except the replay (the costly part): what the saves list needs.
 * A file that passes may still be refused on loading if its log breaks the rules.
 */
export function inspectSave(
  text: string,
  registry: GameRegistry,
  options: DecodeOptions = {},
): InspectedSave {
  return guarded(() => inspectChecked(parseSaveText(text), registry, options.migrations ?? migrations))
}

/**
 * inspectSave in two halves, so that a caller can parse a file once and still read what a damaged
 * one says (see savePeek.ts): parseSaveText refuses text that is not a JSON object, or that passes
 * the limits of saveLimits.ts (scanned before JSON.parse sees it).
 */
export function parseSaveText(text: string): Record<string, unknown> {
  return guarded(() => parseJson(text))
}

/** The rest of inspectSave, on a document parseSaveText gave. */
export function inspectParsed(
  parsed: Record<string, unknown>,
  registry: GameRegistry,
  options: DecodeOptions = {},
): InspectedSave {
  return guarded(() => inspectChecked(parsed, registry, options.migrations ?? migrations))
}

function guarded<T>(task: () => T): T {
  try {
    return task()
  } catch (err) {
    if (err instanceof SaveError) throw err
    throw new SaveError('CORRUPT', 'This save file is damaged and cannot be read.', { cause: err })
  }
}

function inspectChecked(
  parsed: Record<string, unknown>,
  registry: GameRegistry,
  table: MigrationTable,
): InspectedSave {
  if (parsed.format !== SAVE_FORMAT) {
    throw new SaveError('NOT_A_SAVE', 'This file is not a Zombie Table save.')
  }
  const doc = migrate(parsed, table)

  const result = saveSchema.safeParse(doc)
  if (!result.success) {
    throw new SaveError('MALFORMED', `This save file is damaged: ${describeIssue(result.error.issues[0])}`)
  }
  const save = result.data
  if (save.meta.seats.length !== save.match.players.length) {
    throw new SaveError(
      'MALFORMED',
      `This save file is damaged: "meta.seats" lists ${save.meta.seats.length} seats for ${save.match.players.length} players.`,
    )
  }
  // Over the document as read, so that even a field this version ignores cannot change unnoticed.
  if (checksumOf(doc.match, doc.meta) !== save.checksum) {
    throw new SaveError(
      'TAMPERED',
      'This save file was changed outside the app (its checksum does not match), so it cannot be trusted.',
    )
  }
  if (!Object.prototype.hasOwnProperty.call(registry, save.match.game)) {
    throw new SaveError(
      'UNKNOWN_GAME',
      `This save is for a game this app does not have ("${save.match.game}").`,
    )
  }

  const record: MatchRecord = save.match
  const meta: SaveMeta = save.meta
  return { record, meta, app: save.app, savedAt: save.savedAt }
}

function parseJson(rawText: string): Record<string, unknown> {
  const text = rawText.replace(/^\uFEFF/, '')
  // A file cut short by a power loss is often padded with zero bytes rather than shorter.
  const content = text.replace(/\0+$/, '')
  if (content.trim() === '') {
    throw new SaveError('EMPTY', 'This save file is empty; it was probably cut off while saving.')
  }
  const tooMuch = saveShapeProblem(content)
  if (tooMuch !== null) throw new SaveError('CORRUPT', `This save file is damaged: ${tooMuch}.`)
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (err) {
    if (jsonPrefixState(content) === 'incomplete') {
      throw new SaveError(
        'TRUNCATED',
        'This save file is incomplete: it ends too early, probably because saving was interrupted.',
        { cause: err },
      )
    }
    throw new SaveError('CORRUPT', 'This save file is damaged: it is not readable JSON.', { cause: err })
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new SaveError('CORRUPT', 'This save file is damaged: it does not hold a saved game.')
  }
  return value as Record<string, unknown>
}

function migrate(parsed: Record<string, unknown>, table: MigrationTable): Record<string, unknown> {
  const version = parsed.version
  if (typeof version !== 'number' || !Number.isInteger(version)) {
    throw new SaveError(
      'UNKNOWN_VERSION',
      `This save has an unreadable format version (${JSON.stringify(version) ?? 'none'}); it may need a newer version of the app.`,
    )
  }
  if (version > SAVE_VERSION) {
    throw new SaveError(
      'UNKNOWN_VERSION',
      `This save uses format version ${version}, but this app only reads up to version ${SAVE_VERSION}. A newer version of the app is needed to open it.`,
    )
  }
  let doc = parsed
  for (let v = version; v < SAVE_VERSION; v++) {
    const step = Object.prototype.hasOwnProperty.call(table, v) ? table[v] : undefined
    if (!step) {
      throw new SaveError(
        'UNKNOWN_VERSION',
        `This save uses format version ${version}, which is too old for this version of the app to open.`,
      )
    }
    try {
      doc = { ...step(doc), version: v + 1 }
    } catch (err) {
      if (err instanceof SaveError) throw err
      throw new SaveError(
        'MALFORMED',
        `This save uses format version ${version} and could not be upgraded: ${err instanceof Error ? err.message : String(err)}`,
        { cause: err },
      )
    }
  }
  return doc
}

function replay(registry: GameRegistry, record: MatchRecord): Match {
  try {
    return Match.replay(registry, record)
  } catch (err) {
    if (err instanceof ReplayError) {
      const entry = record.log[err.index]
      const who = entry ? (record.players[entry.seat]?.name ?? `seat ${entry.seat}`) : 'a player'
      throw new SaveError(
        'ILLEGAL_LOG',
        `This save cannot be replayed: action ${err.index + 1} (by ${who}) is not allowed. ${err.refusal.message}`,
        { cause: err },
      )
    }
    if (err instanceof IllegalAction) {
      throw new SaveError('MALFORMED', `This save's game setup is not valid: ${err.message}`, { cause: err })
    }
    throw err
  }
}

function describeIssue(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return 'its contents are not valid.'
  return `the field "${formatPath(issue.path)}" is missing or invalid (${issue.message}).`
}

function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(the whole file)'
  return path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i === 0 ? '' : '.'}${String(key)}`))
    .join('')
}
