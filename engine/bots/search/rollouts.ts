/**
 * Policy rollouts (Tesauro and Galperin, 1996): each of the seat's moves is played in the same
 * states drawn from what the seat knows, and every seat then plays on as the policy bot would. The
 * policy's own move is kept unless another did better by more than chance explains, so the result
 * plays at least about as well as the policy and better wherever the rollouts can tell. Each drawn
 * state (and its dice) is shared by every move, so the moves are compared on the same luck.
 */
import { nextU32, seedRng } from '../../core/rng'
import type { AnyGame, Seat } from '../../core/types'
import type { Bot, BotContext } from '../types'
import type { SearchResult } from './ismcts'
import { playOut } from './playout'
import { actionKey } from './tree'

export interface RolloutBudget {
  /** The most moves played out (each candidate in each drawn state counts one); with no clock this alone ends the search. */
  readonly iterations: number
  /** Thinking time in milliseconds, measured by the context's clock (ignored without one). */
  readonly timeMs?: number
  /** Moves played after the candidate before the game's estimate is taken. */
  readonly playoutSteps: number
  /** How many standard errors better another move must be to replace the policy's. */
  readonly confidence: number
  /** The bot whose move is kept unless another proves better; it plays every seat in the rollouts. */
  readonly policy: Bot
}

export function rolloutMove<A>(game: AnyGame, ctx: BotContext<A>, budget: RolloutBudget): SearchResult<A> {
  const legal = ctx.legal
  if (legal.length === 0) throw new Error('The search was asked to move with no legal move.')
  const sample = ctx.sample
  const proposed = budget.policy.choose(ctx as BotContext) as A
  if (legal.length === 1 || sample === undefined) return { action: proposed, iterations: 0, visits: [] }
  const first = sample(ctx.rng)
  const choice: unknown = legal.includes(proposed)
    ? proposed
    : (game.validate?.(first, ctx.seat, proposed) ?? legal[0])
  const moves = candidates(game, first, ctx.seat, legal, choice)
  const stats = moves.map(() => ({ diff: 0, diffSq: 0 }))
  const deadline = ctx.clock && budget.timeMs !== undefined ? ctx.clock() + budget.timeMs : Infinity
  let worlds = 0
  let iterations = 0
  let world = first
  while (iterations + moves.length <= budget.iterations && !ctx.signal?.aborted) {
    if (deadline !== Infinity && (ctx.clock as () => number)() >= deadline) break
    if (worlds > 0) world = sample(ctx.rng)
    const luck = nextU32(ctx.rng)
    const rewards = moves.map((move) => {
      const next = game.apply(world, ctx.seat, move).state
      return playOut(game, next, seedRng(luck), budget)[ctx.seat] ?? 0
    })
    const kept = rewards[0] as number
    rewards.forEach((reward, i) => {
      const s = stats[i] as { diff: number; diffSq: number }
      s.diff += reward - kept
      s.diffSq += (reward - kept) ** 2
    })
    worlds++
    iterations += moves.length
  }
  let best = 0
  let bestMargin = 0
  if (worlds > 1) {
    stats.forEach((s, i) => {
      const mean = s.diff / worlds
      const variance = Math.max(0, s.diffSq / worlds - mean * mean) / (worlds - 1)
      const margin = mean - budget.confidence * Math.sqrt(variance)
      if (i > 0 && mean > 0 && margin > bestMargin) {
        best = i
        bestMargin = margin
      }
    })
  }
  return { action: moves[best] as A, iterations, visits: stats.map(() => worlds) }
}

/** The policy's move first, then every other legal move in each form the game lists. */
function candidates(game: AnyGame, state: unknown, seat: Seat, legal: readonly unknown[], choice: unknown) {
  const alternatives = game.alternatives
  const all = alternatives ? legal.flatMap((move) => alternatives(state, seat, move)) : [...legal]
  const chosen = actionKey(choice)
  return [choice, ...all.filter((move) => actionKey(move) !== chosen)]
}
