/**
 * An arena run kept game by game as JSON lines, so that a run stopped part-way (a closed terminal, a
 * machine that went to sleep, a MonopoZombie run of many hours) goes on where it stopped. The first
 * line names the run; each further line is one finished game. Pure: the CLI reads and writes the file.
 */
import { arenaDeal, arenaLineup, type ArenaGame } from './arena'
import { gameSeed } from './simulate'

/** What makes two runs the same series of games: the same deals, the same bots in the same seats. */
export interface ArenaRun {
  readonly game: string
  readonly players: number
  readonly seed: string | number
  readonly bots: readonly string[]
  readonly maxActions: number
  /** Each deal played from every chair (`--paired`); left out in files of plain runs. */
  readonly paired?: boolean
}

const RUN_FIELDS = ['game', 'players', 'seed', 'bots', 'maxActions', 'paired'] as const

/** A run's field as compared between a file and a command (a file from before `paired` is a plain run). */
function runField(run: Partial<ArenaRun>, field: (typeof RUN_FIELDS)[number]): string {
  return JSON.stringify(field === 'paired' ? (run.paired ?? false) : run[field])
}

export function arenaRunLine(run: ArenaRun): string {
  const { game, players, seed, bots, maxActions } = run
  return JSON.stringify({
    arenaRun: 1,
    game,
    players,
    seed,
    bots,
    maxActions,
    ...(run.paired ? { paired: true } : {}),
  })
}

export function arenaGameLine(game: ArenaGame): string {
  const { index, seed, lineup, winners, actions, error } = game
  return JSON.stringify({ index, seed, lineup, winners, actions, error })
}

export type ArenaResults =
  | {
      readonly ok: true
      /** The games already played, by index. */
      readonly played: readonly ArenaGame[]
      /** The file ended in a part of a line (the run was stopped while writing it); that game is not in `played`. */
      readonly cutOff: boolean
    }
  | { readonly ok: false; readonly error: string }

const describe = (run: ArenaRun) =>
  `${run.game}, ${run.players} players, seed ${String(run.seed)}, bots ${run.bots.join(',')}, at most ${run.maxActions} actions${run.paired ? ', paired' : ''}`

/** Reads a results file's text for `run`; `name` is the file as the user gave it, for the messages. */
export function readArenaResults(text: string, run: ArenaRun, name: string): ArenaResults {
  const cutOff = text.length > 0 && !text.endsWith('\n')
  const lines = text.split('\n').slice(0, -1)
  const [first, ...rest] = lines
  if (first === undefined) return { ok: true, played: [], cutOff }
  const header = parse(first)
  if (!isRecord(header) || header.arenaRun !== 1) {
    return { ok: false, error: `${name} is not an arena results file (its first line does not name a run).` }
  }
  const differs = RUN_FIELDS.find(
    (field) => runField(header as Partial<ArenaRun>, field) !== runField(run, field),
  )
  if (differs !== undefined) {
    const kept = { game: '?', players: 0, seed: '?', bots: [], maxActions: 0, ...header } as ArenaRun
    return {
      ok: false,
      error:
        `${name} holds another run (${describe(kept)}), not this one (${describe(run)}); ` +
        'give the same arguments to go on with it, or another --results file.',
    }
  }
  const played: ArenaGame[] = []
  const seen = new Set<number>()
  for (const [i, line] of rest.entries()) {
    if (line.trim() === '') continue
    const game = gameOf(parse(line), run)
    const where = `line ${i + 2} of ${name}`
    if (typeof game === 'string') return { ok: false, error: `${where} is not a game of this run: ${game}` }
    if (seen.has(game.index)) return { ok: false, error: `${where} repeats game ${game.index}.` }
    seen.add(game.index)
    played.push(game)
  }
  return { ok: true, played: played.sort((a, b) => a.index - b.index), cutOff }
}

function parse(line: string): unknown {
  try {
    return JSON.parse(line) as unknown
  } catch {
    return undefined
  }
}

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x)

const isStrings = (x: unknown): x is string[] => Array.isArray(x) && x.every((s) => typeof s === 'string')

/** The game a line holds, or why it is not one of `run`'s games. */
function gameOf(x: unknown, run: ArenaRun): ArenaGame | string {
  if (!isRecord(x)) return 'it is not a JSON object.'
  const { index, seed, lineup, winners, actions, error } = x
  if (typeof index !== 'number' || !Number.isSafeInteger(index) || index < 0)
    return 'its index is not a whole number.'
  const dealt = gameSeed(run.seed, arenaDeal(run.players, index, run.paired ?? false))
  if (seed !== dealt) return `game ${index} is dealt from seed "${dealt}", not "${String(seed)}".`
  const seats = arenaLineup(run.bots, run.players, index)
  if (!isStrings(lineup) || lineup.join(',') !== seats.join(',')) {
    return `game ${index} seats ${seats.join(',')}, not ${String(lineup)}.`
  }
  const seatsOf = (name: string, names: readonly string[]) => names.filter((n) => n === name).length
  if (!isStrings(winners) || winners.some((w) => seatsOf(w, winners) > seatsOf(w, seats))) {
    return `its winners are not bots of game ${index}.`
  }
  if (typeof actions !== 'number' || !Number.isSafeInteger(actions) || actions < 0) {
    return 'its count of actions is not a whole number.'
  }
  if (error !== null && typeof error !== 'string') return 'its error is neither text nor null.'
  return { index, seed, lineup, winners, actions, error }
}
