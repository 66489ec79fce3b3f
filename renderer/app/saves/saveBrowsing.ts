/** Which saves the Saves screen shows, and in what order: its sort, and its filters by game, status and text. */
import type { SaveSummary } from '../../../electron/protocol/saves'

export const SAVE_SORTS = ['newest', 'oldest', 'name', 'game'] as const
export type SaveSort = (typeof SAVE_SORTS)[number]

export const SAVE_STATUSES = ['all', 'inPlay', 'finished', 'damaged'] as const
export type SaveStatusFilter = (typeof SAVE_STATUSES)[number]
export type SaveStatus = Exclude<SaveStatusFilter, 'all'>

/** The game filter's value for every game. */
export const ALL_GAMES = ''

export interface SaveBrowsing {
  readonly sort: SaveSort
  /** A game id, or ALL_GAMES. */
  readonly game: string
  readonly status: SaveStatusFilter
  /** Words to find in a save's name, label or players ('' finds every save). */
  readonly text: string
}

export const DEFAULT_BROWSING: SaveBrowsing = { sort: 'newest', game: ALL_GAMES, status: 'all', text: '' }

/** A damaged file cannot be played; otherwise a save is finished or still in play. */
export function saveStatus(save: SaveSummary): SaveStatus {
  if (save.error !== undefined) return 'damaged'
  return save.finished ? 'finished' : 'inPlay'
}

/** The name a save shows: its label when it has one, else its name. */
export function shownName(save: SaveSummary): string {
  return save.label ?? save.slot
}

/** Lower case, without accents: "Zoë" finds "zoe". */
function plain(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
}

function matchesText(save: SaveSummary, text: string): boolean {
  const wanted = plain(text.trim())
  if (wanted === '') return true
  return [save.slot, save.label ?? '', ...save.players].some((part) => plain(part).includes(wanted))
}

/** When it was saved, in ms; a date that is not one counts as older than any. */
function savedTime(save: SaveSummary): number {
  const time = Date.parse(save.savedAt)
  return Number.isNaN(time) ? -Infinity : time
}

const byName = (a: SaveSummary, b: SaveSummary) =>
  shownName(a).localeCompare(shownName(b), undefined, { sensitivity: 'base', numeric: true })

/** Newest first; a save with no readable date last, in either direction. */
const byDate = (newestFirst: boolean) => (a: SaveSummary, b: SaveSummary) => {
  const ta = savedTime(a)
  const tb = savedTime(b)
  if (ta === tb) return 0
  if (ta === -Infinity) return 1
  if (tb === -Infinity) return -1
  return newestFirst ? tb - ta : ta - tb
}

/** The saves to show: those the filters let through, in the chosen order (ties by name). */
export function browseSaves(
  saves: readonly SaveSummary[],
  browsing: SaveBrowsing,
  gameName: (id: string | null) => string,
): SaveSummary[] {
  const shown = saves.filter(
    (save) =>
      (browsing.game === ALL_GAMES || save.game === browsing.game) &&
      (browsing.status === 'all' || saveStatus(save) === browsing.status) &&
      matchesText(save, browsing.text),
  )
  const order: (a: SaveSummary, b: SaveSummary) => number =
    browsing.sort === 'newest'
      ? byDate(true)
      : browsing.sort === 'oldest'
        ? byDate(false)
        : browsing.sort === 'game'
          ? (a, b) => gameName(a.game).localeCompare(gameName(b.game)) || byDate(true)(a, b)
          : () => 0
  return shown.sort((a, b) => order(a, b) || byName(a, b))
}

/** The games the game filter offers: those the table knows, and any other a save names. */
export function gameChoices(
  games: readonly { readonly id: string; readonly name: string }[],
  saves: readonly SaveSummary[],
): { readonly id: string; readonly name: string }[] {
  const known = games.map((g) => ({ id: g.id, name: g.name }))
  const others = [...new Set(saves.map((s) => s.game))]
    .filter((id): id is string => id !== null && !games.some((g) => g.id === id))
    .map((id) => ({ id, name: id }))
  return [...known, ...others]
}
