/** Helpers for a game's invariants (checked after every action by the simulator and the tests). */
import type { Seat } from './types'

/** Whether `seat` is a seat at a table of `players`. */
export const isSeatOf = (players: readonly unknown[], seat: unknown): seat is Seat =>
  typeof seat === 'number' && Number.isInteger(seat) && seat >= 0 && seat < players.length

/**
 * Cards conserved: every id of 0..total-1 is in exactly one of `places` (null entries are empty
 * spots). Reports ids out of range, seen twice, or never seen, as sentences in `broken`.
 */
export function checkConservation(
  places: readonly { readonly where: string; readonly ids: readonly (number | null)[] }[],
  total: number,
  deck: string,
  broken: string[],
): void {
  const seenAt: (string | undefined)[] = new Array<string | undefined>(total)
  for (const { where, ids } of places) {
    for (const id of ids) {
      if (id === null) continue
      if (!Number.isInteger(id) || id < 0 || id >= total) {
        broken.push(
          `${where} holds ${deck} card ${String(id)}, which does not exist (ids are 0..${total - 1}).`,
        )
        continue
      }
      const before = seenAt[id]
      if (before !== undefined) broken.push(`${deck} card ${id} is both in ${before} and in ${where}.`)
      else seenAt[id] = where
    }
  }
  const missing: number[] = []
  for (let id = 0; id < total; id++) if (seenAt[id] === undefined) missing.push(id)
  if (missing.length > 0) broken.push(`${deck} cards ${missing.join(', ')} are nowhere to be found.`)
}

/**
 * A game that goes on asks somebody to act, and only seats at the table (of `players`) that have a
 * legal action.
 */
export function checkAskedToAct(
  players: readonly unknown[],
  seats: readonly Seat[],
  hasLegalAction: (seat: Seat) => boolean,
  broken: string[],
): void {
  if (seats.length === 0) broken.push('The game is not over but nobody is asked to act.')
  for (const seat of seats) {
    if (!isSeatOf(players, seat)) broken.push(`Seat ${seat} is asked to act but is not at the table.`)
    else if (!hasLegalAction(seat)) broken.push(`Seat ${seat} is asked to act but has no legal action.`)
  }
}

/** A game's invariants from its checks, each adding the sentences of what it finds broken. */
export function invariantsFrom<S>(
  checks: readonly ((state: S, broken: string[]) => void)[],
): (state: S) => string[] {
  return (state) => {
    const broken: string[] = []
    for (const check of checks) check(state, broken)
    return broken
  }
}
