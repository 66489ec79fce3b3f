/**
 * Estimates each seat's chance to win for the stream (engine/bots/winChance.ts): the game by id,
 * the whole state (only the spectator's samples of it are played), and a fixed budget, cut short
 * by a clock or a cancel. Run on the chances' own worker thread.
 */
import type { Bot } from '../../../engine/bots/types'
import { winChances } from '../../../engine/bots/winChance'
import type { GameRegistry } from '../../../engine/core/match'
import { copyRng, type RngState } from '../../../engine/core/rng'
import type { AnyGame } from '../../../engine/core/types'

export interface ChanceJob {
  readonly kind: 'chances'
  readonly game: string
  readonly state: unknown
  readonly rng: RngState
  readonly worlds: number
  readonly playoutSteps: number
  /** Past this many milliseconds the estimate stops with the worlds it has played. */
  readonly timeMs: number
}

/** Each seat's chance, adding up to 1; null where the game cannot be searched. */
export type ChanceAnswer = number[] | null

/** The chances at many points of one match (a replay's graph), each with its own budget. */
export interface ChanceSeriesJob {
  readonly kind: 'chanceSeries'
  readonly points: readonly Omit<ChanceJob, 'kind'>[]
}

export function runChanceSeries(
  games: GameRegistry,
  policies: Readonly<Record<string, Bot>>,
  job: ChanceSeriesJob,
  signal: { readonly aborted: boolean },
  clock: () => number,
): ChanceAnswer[] {
  const answers: ChanceAnswer[] = []
  for (const point of job.points) {
    if (signal.aborted) break
    answers.push(runChanceJob(games, policies, { kind: 'chances', ...point }, signal, clock))
  }
  return answers
}

export function runChanceJob(
  games: GameRegistry,
  policies: Readonly<Record<string, Bot>>,
  job: ChanceJob,
  signal: { readonly aborted: boolean },
  clock: () => number,
): ChanceAnswer {
  const game = Object.prototype.hasOwnProperty.call(games, job.game)
    ? (games[job.game] as AnyGame)
    : undefined
  if (game === undefined) throw new Error(`There is no game "${job.game}".`)
  const policy = Object.prototype.hasOwnProperty.call(policies, job.game) ? policies[job.game] : undefined
  const started = clock()
  return winChances(game, job.state, copyRng(job.rng), policy, {
    worlds: job.worlds,
    playoutSteps: job.playoutSteps,
    stop: () => signal.aborted || clock() - started > job.timeMs,
  })
}
