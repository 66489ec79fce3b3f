/**
 * Plays many bot-only games and tallies them: wins per seat, actions, broken invariants and errors,
 * with the seed and log of the first few failures so that each can be replayed. Deterministic: the
 * same settings always give the same tally (timing is the caller's business).
 */
import type { Bot } from '../bots/types'
import type { GameRegistry, LogEntry } from '../core/match'
import type { Seat } from '../core/types'
import { DEFAULT_MAX_ACTIONS, runGame } from './runGame'

export interface SimulateSettings {
  readonly registry: GameRegistry
  readonly game: string
  readonly players: number
  readonly games: number
  readonly seed: string | number
  /** Bots by seat; seats beyond the list cycle through it. */
  readonly bots: readonly Bot[]
  readonly checkInvariants?: boolean
  readonly maxActions?: number
  /** How many failures to report in full (default 5); all are counted. */
  readonly reportLimit?: number
  /** A clock for bots that think for a time; left out, they think by their move budget. */
  readonly clock?: () => number
}

export interface SimFailure {
  readonly seed: string
  readonly message: string
  readonly log: readonly LogEntry[]
}

export interface SimTally {
  readonly games: number
  readonly actions: number
  /** Wins by seat ("0", "1", ...) and "none" for finished games nobody won (the zombies, in Selfish). */
  readonly wins: Readonly<Record<string, number>>
  readonly finished: number
  /** Games stopped by a broken invariant. */
  readonly invariantViolations: number
  /** Games stopped by an error: a refused or crashing move, or the action cap. */
  readonly errorCount: number
  readonly errors: readonly SimFailure[]
}

/** The match seed of game number `index` in a run seeded `seed`. */
export function gameSeed(seed: string | number, index: number): string {
  return `${seed}:${index}`
}

/** Seat by seat, cycling through the list: [a, b] for 3 seats gives [a, b, a]. */
export function seatBots<T>(bots: readonly T[], players: number): T[] {
  if (bots.length === 0) throw new RangeError('simulate: no bots given.')
  return Array.from({ length: players }, (_, seat) => bots[seat % bots.length] as T)
}

export function simulate(settings: SimulateSettings): SimTally {
  const bots = seatBots(settings.bots, settings.players)
  const players = bots.map((bot, seat) => ({ name: `${bot.label} ${seat + 1}` }))
  const reportLimit = settings.reportLimit ?? 5
  const wins: Record<string, number> = {}
  for (let seat = 0; seat < settings.players; seat++) wins[String(seat)] = 0
  wins.none = 0
  let actions = 0
  let finished = 0
  let invariantViolations = 0
  let errorCount = 0
  const errors: SimFailure[] = []

  for (let g = 0; g < settings.games; g++) {
    const seed = gameSeed(settings.seed, g)
    const run = runGame({
      registry: settings.registry,
      game: settings.game,
      players,
      seed,
      bots,
      maxActions: settings.maxActions ?? DEFAULT_MAX_ACTIONS,
      checkInvariants: settings.checkInvariants ?? true,
      ...(settings.clock ? { clock: settings.clock } : {}),
    })
    actions += run.actions
    if (run.outcome) {
      finished++
      if (run.outcome.winners.length === 0) wins.none++
      for (const seat of run.outcome.winners) addWin(wins, seat)
      continue
    }
    let message: string
    if (run.violations.length > 0) {
      invariantViolations++
      const at = run.violations[0]?.action ?? 0
      const where = at === 0 ? 'after setup' : `after action ${at}`
      message = `Invariants broken ${where}: ${run.violations.map((v) => v.message).join(' ')}`
    } else {
      errorCount++
      message = run.error ?? 'The game stopped without an outcome.'
    }
    if (errors.length < reportLimit) errors.push({ seed, message, log: run.match.log.slice() })
  }
  return { games: settings.games, actions, wins, finished, invariantViolations, errorCount, errors }
}

function addWin(wins: Record<string, number>, seat: Seat): void {
  const key = String(seat)
  wins[key] = (wins[key] ?? 0) + 1
}
