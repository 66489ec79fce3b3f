/**
 * The arena's `--results <file>`: opens (or starts) a run's file of JSON lines, hands back the games
 * it already holds, and appends each game as it ends, so that stopping the run loses at most the
 * games being played at that moment.
 */
import { appendFileSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import type { ArenaGame } from '../../engine/sim/arena'
import { arenaGameLine, arenaRunLine, readArenaResults, type ArenaRun } from '../../engine/sim/arenaResults'

export type OpenedResults =
  | {
      readonly ok: true
      readonly played: readonly ArenaGame[]
      /** Something the user should know, such as a cut-off last line that was dropped, or null. */
      readonly notice: string | null
      readonly record: (game: ArenaGame) => void
    }
  | { readonly ok: false; readonly error: string }

export function openArenaResults(path: string, run: ArenaRun): OpenedResults {
  const record = (game: ArenaGame) => appendFileSync(path, `${arenaGameLine(game)}\n`)
  let text: string
  try {
    text = existsSync(path) ? readFileSync(path, 'utf8') : ''
  } catch (err) {
    return { ok: false, error: `Cannot read ${path}: ${(err as Error).message}` }
  }
  const read = readArenaResults(text, run, path)
  if (!read.ok) return read
  try {
    // Appending after a part of a line would spoil the next game's line too, so that part goes first.
    const whole = read.cutOff ? text.slice(0, text.lastIndexOf('\n') + 1) : text
    if (whole.trim() === '') writeFileSync(path, `${arenaRunLine(run)}\n`)
    else if (read.cutOff) {
      writeFileSync(`${path}.tmp`, whole)
      renameSync(`${path}.tmp`, path)
    }
  } catch (err) {
    return { ok: false, error: `Cannot write ${path}: ${(err as Error).message}` }
  }
  const notice = read.cutOff
    ? `${path} ended in part of a line (the run was stopped while writing it); that game will be played again.`
    : null
  return { ok: true, played: read.played, notice, record }
}
