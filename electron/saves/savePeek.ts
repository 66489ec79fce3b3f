/**
 * What can still be read from a save that does not load (its game, players, moves…), so that the
 * saves list can say which match a damaged file was. It reads the document the check already
 * parsed (a file is parsed once), and keeps only a little of it: a tampered file may hold
 * thousands of names, or names of any length.
 */

/** At most this many player names are kept, each cut to PEEK_TEXT_CHARS. */
const PEEK_PLAYERS = 16
const PEEK_TEXT_CHARS = 80

export interface Peek {
  readonly game: string | null
  readonly players: readonly string[]
  readonly savedAt: string | null
  readonly actions: number
  readonly finished: boolean
  readonly label: string | undefined
}

export const NOTHING_TO_PEEK: Peek = {
  game: null,
  players: [],
  savedAt: null,
  actions: 0,
  finished: false,
  label: undefined,
}

/** `doc`: the parsed file, or null when it is not even JSON. */
export function peekSave(doc: unknown): Peek {
  if (!isRecord(doc)) return NOTHING_TO_PEEK
  const match = asRecord(doc.match)
  const meta = asRecord(doc.meta)
  const players = Array.isArray(match.players) ? match.players.slice(0, PEEK_PLAYERS) : []
  return {
    game: typeof match.game === 'string' ? short(match.game) : null,
    players: players
      .map((p) => asRecord(p).name)
      .filter((name): name is string => typeof name === 'string')
      .map(short),
    savedAt:
      typeof doc.savedAt === 'string' && !Number.isNaN(Date.parse(doc.savedAt)) ? short(doc.savedAt) : null,
    actions: Array.isArray(match.log) ? match.log.length : 0,
    finished: meta.finished === true,
    label: typeof meta.label === 'string' ? short(meta.label) : undefined,
  }
}

function short(text: string): string {
  return text.length <= PEEK_TEXT_CHARS ? text : `${text.slice(0, PEEK_TEXT_CHARS - 1)}…`
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function asRecord(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {}
}
