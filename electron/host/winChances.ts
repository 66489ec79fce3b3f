/**
 * The stream's win chances, estimated on a thread of their own after each move (chanceJob.ts), one
 * estimate at a time. Moves come faster than estimates in a bot game: a match keeps only its newest
 * request waiting, and a request overtaken by a newer one answers null (that move shows no new
 * chances; the next one does).
 */
import { seedRng } from '../../engine/core/rng'
import type { ChanceAnswer, ChanceJob, ChanceSeriesJob } from './thinking/chanceJob'
import type { ThreadJob } from './thinking/jobThread'
import type { MatchPosition } from './types'

/** The estimate's fixed budget: the same for every move, so a move's chances never depend on load. */
export const CHANCE_BUDGET = { worlds: 32, playoutSteps: 200, timeMs: 400 } as const

export interface WinChances {
  /** Each seat's chance after `version` of the match, or null (the match moved on, or no estimate). */
  estimate(matchId: string, version: number): Promise<ChanceAnswer>
  /**
   * The chances at many points of one match (a replay), each as the stream estimated it after that
   * version: the same budget and seed. Rejects if the thread fails.
   */
  series(game: string, points: readonly SeriesPoint[]): Promise<ChanceAnswer[]>
  /** Waiting requests answer null; the thread stops. */
  close(): Promise<void>
}

/** A version of a match and its whole state. */
export interface SeriesPoint {
  readonly at: number
  readonly state: unknown
}

export interface WinChancesOptions {
  /** The match as it stands now. */
  readonly position: (matchId: string) => MatchPosition
  readonly run: <A>(job: ChanceJob | ChanceSeriesJob) => ThreadJob<A>
  readonly close?: () => Promise<void>
  readonly budget?: Omit<ChanceJob, 'kind' | 'game' | 'state' | 'rng'>
}

interface Waiting {
  readonly job: ChanceJob
  readonly resolve: (answer: ChanceAnswer) => void
}

export function winChancesOn(options: WinChancesOptions): WinChances {
  const budget = options.budget ?? CHANCE_BUDGET
  // Seeded by the version alone: the same public position gives the same chances.
  const pointJob = (game: string, version: number, state: unknown): Omit<ChanceJob, 'kind'> => ({
    game,
    state,
    rng: seedRng(`chances:${version}`),
    ...budget,
  })
  const waiting = new Map<string, Waiting>()
  let running = false
  let closed = false

  const next = (): void => {
    if (running || closed) return
    const first = waiting.entries().next()
    if (first.done === true) return
    const [matchId, request] = first.value
    waiting.delete(matchId)
    running = true
    options
      .run<ChanceAnswer>(request.job)
      .answer.then(request.resolve, () => request.resolve(null))
      .finally(() => {
        running = false
        next()
      })
  }

  return {
    estimate(matchId, version) {
      if (closed) return Promise.resolve(null)
      const position = options.position(matchId)
      if (position.version !== version) return Promise.resolve(null)
      waiting.get(matchId)?.resolve(null)
      const job: ChanceJob = { kind: 'chances', ...pointJob(position.game, version, position.state) }
      return new Promise<ChanceAnswer>((resolve) => {
        waiting.set(matchId, { job, resolve })
        next()
      })
    },
    series(game, points) {
      if (closed) return Promise.resolve(points.map(() => null))
      const job: ChanceSeriesJob = {
        kind: 'chanceSeries',
        points: points.map((p) => pointJob(game, p.at, p.state)),
      }
      return options.run<ChanceAnswer[]>(job).answer
    },
    async close() {
      closed = true
      for (const request of waiting.values()) request.resolve(null)
      waiting.clear()
      await options.close?.()
    },
  }
}
