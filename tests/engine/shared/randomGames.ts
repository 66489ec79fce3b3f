/**
 * Seeded bot-only games of any registered game for the property tests (determinism, leaks,
 * invariants), and the states they pass through. Each game's tests bind it to their game id.
 */
import { randomBot } from '../../../engine/bots/random'
import type { Bot } from '../../../engine/bots/types'
import { Match, type MatchRecord } from '../../../engine/core/match'
import type { PlayerInfo } from '../../../engine/core/types'
import { games } from '../../../engine/index'
import { runGame, type ActionStep, type RunGameResult } from '../../../engine/sim/runGame'

export const PLAYER_COUNTS = [2, 3, 4, 5] as const

export const playersOf = (n: number): PlayerInfo[] =>
  Array.from({ length: n }, (_, i) => ({ name: `Player ${i + 1}` }))

export interface RandomGameSetup {
  readonly players: number
  readonly seed: string
  readonly firstSeat?: number
  readonly options?: Record<string, unknown>
  readonly bots?: readonly Bot[]
  readonly checkInvariants?: boolean
  readonly onAction?: (step: ActionStep) => void
}

export function randomGamesFor<S>(game: string) {
  function playRandomGame(setup: RandomGameSetup): RunGameResult {
    return runGame({
      registry: games,
      game,
      players: playersOf(setup.players),
      seed: setup.seed,
      options: { firstSeat: setup.firstSeat ?? 0, ...setup.options },
      bots: setup.bots ?? playersOf(setup.players).map(() => randomBot),
      checkInvariants: setup.checkInvariants ?? false,
      onAction: setup.onAction,
    })
  }

  /** The match of `record` as it stood after its first `actions` log entries. */
  function matchAt(record: MatchRecord, actions: number): Match {
    return Match.replay(games, { ...record, log: record.log.slice(0, actions) })
  }

  /** Plays `perCount` games at each player count (bots as given) and keeps each state `keep` accepts. */
  function collectStates(
    perCount: number,
    seedPrefix: string,
    keep: (state: S, actions: number) => boolean,
    bots?: (n: number) => readonly Bot[],
  ): S[] {
    const kept: S[] = []
    for (const n of PLAYER_COUNTS) {
      for (let g = 0; g < perCount; g++) {
        let actions = 0
        const run = playRandomGame({
          players: n,
          seed: `${seedPrefix}:${n}:${g}`,
          firstSeat: g % n,
          bots: bots?.(n),
          onAction: ({ match }) => {
            actions++
            const state = match.state as S
            if (keep(state, actions)) kept.push(state)
          },
        })
        if (run.outcome === null) throw new Error(`game ${seedPrefix}:${n}:${g} did not finish`)
      }
    }
    return kept
  }

  return { playRandomGame, matchAt, collectStates }
}

/** Null when the value is plain JSON data: no undefined, functions, classes, NaN or holes. */
export function plainJsonProblem(value: unknown, path = 'state'): string | null {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return null
  if (typeof value === 'number') return Number.isFinite(value) ? null : `${path} is ${value}`
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      if (!(i in value)) return `${path}[${i}] is a hole`
      const problem = plainJsonProblem(value[i], `${path}[${i}]`)
      if (problem) return problem
    }
    return null
  }
  if (typeof value === 'object') {
    const proto = Object.getPrototypeOf(value) as unknown
    if (proto !== Object.prototype && proto !== null) return `${path} is not a plain object`
    for (const [key, v] of Object.entries(value)) {
      const problem = plainJsonProblem(v, `${path}.${key}`)
      if (problem) return problem
    }
    return null
  }
  return `${path} is a ${typeof value}`
}
