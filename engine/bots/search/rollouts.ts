/**
 * Policy rollouts (Tesauro and Galperin, 1996): each of the seat's moves is played in the same
 * states drawn from what the seat knows, and every seat then plays on as the policy bot would. The
 * policy's own move is kept unless another did better by more than chance explains, so the result
 * plays at least about as well as the policy and better wherever the rollouts can tell. Each drawn
 * state (and its dice) is shared by every move, so the moves are compared on the same luck. The
 * more moves there are, the more one of them is lucky, so the margin grows with their number.
 *
 * With racing, moves that fall clearly behind the best are dropped as the drawn states double, so
 * the rest of the time is spent telling the close ones apart (successive elimination). Once one
 * move is left, nothing is left to tell apart: the search stops and answers at once.
 */
import { nextU32, seedRng } from '../../core/rng'
import type { AnyGame, Seat } from '../../core/types'
import type { BotContext, PolicyBot } from '../types'
import type { SearchResult } from './ismcts'
import { racePaired, type Racing } from './pairedMeans'
import { playOut } from './playout'
import { actionKey } from './tree'
import { advance } from '../../core/advance'

export type { Racing }

export interface RolloutBudget {
  /** The most moves played out (each candidate in each drawn state counts one); with no clock this alone ends the search. */
  readonly iterations: number
  /** Thinking time in milliseconds, measured by the context's clock (ignored without one). */
  readonly timeMs?: number
  /** Moves played after the candidate before the game's estimate is taken. */
  readonly playoutSteps: number
  /** How many standard errors better another move must be to replace the policy's. */
  readonly confidence: number
  /** The bot whose move is kept unless another proves better; it (or its `playout`) plays every seat in the rollouts. */
  readonly policy: PolicyBot
  /** Drop moves that fall clearly behind (left out: every move is played in every drawn state). */
  readonly racing?: Racing
}

export function rolloutMove<A>(game: AnyGame, ctx: BotContext<A>, budget: RolloutBudget): SearchResult<A> {
  const legal = ctx.legal
  if (legal.length === 0) throw new Error('The search was asked to move with no legal move.')
  const sample = ctx.sample
  const proposed = budget.policy.choose(ctx as BotContext) as A
  if (legal.length === 1 || sample === undefined || budget.policy.settled?.(ctx as BotContext))
    return { action: proposed, iterations: 0, visits: [] }
  const first = sample(ctx.rng)
  const choice: unknown = legal.includes(proposed)
    ? proposed
    : (game.validate?.(first, ctx.seat, proposed) ?? legal[0])
  const moves = candidates(game, first, ctx.seat, legal, choice)
  const playout = { ...budget, policy: budget.policy.playout ?? budget.policy }
  const deadline = ctx.clock && budget.timeMs !== undefined ? ctx.clock() + budget.timeMs : Infinity
  const race = racePaired({
    moves: moves.length,
    iterations: budget.iterations,
    confidence: budget.confidence,
    ...(budget.racing ? { racing: budget.racing } : {}),
    goOn: () => !ctx.signal?.aborted && (deadline === Infinity || (ctx.clock as () => number)() < deadline),
    draw: (worlds) => (worlds === 0 ? first : sample(ctx.rng)),
    luck: () => nextU32(ctx.rng),
    play: (i, world, luck) =>
      playOut(game, advance(game, world, ctx.seat, moves[i]), seedRng(luck), playout)[ctx.seat] ?? 0,
  })
  return { action: moves[race.best] as A, iterations: race.iterations, visits: race.visits }
}

/** The policy's move first, then every other legal move in each form the game lists. */
function candidates(game: AnyGame, state: unknown, seat: Seat, legal: readonly unknown[], choice: unknown) {
  const alternatives = game.alternatives
  const all = alternatives ? legal.flatMap((move) => alternatives(state, seat, move)) : [...legal]
  const chosen = actionKey(choice)
  return [choice, ...all.filter((move) => actionKey(move) !== chosen)]
}
