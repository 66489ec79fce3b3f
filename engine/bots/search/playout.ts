/**
 * Playing a searched state on: every seat moves by the policy bot (from its own view of the state),
 * else by the game's quick moves, else at random, until the game ends or the steps run out.
 */
import { pick, type RngState } from '../../core/rng'
import type { AnyGame, Seat } from '../../core/types'
import { botContext } from '../context'
import type { Bot } from '../types'
import { advance } from '../../core/advance'

export interface PlayoutOptions {
  /** Moves played before the game's estimate is taken, if it has not ended. */
  readonly playoutSteps: number
  /**
   * The bot that plays every seat, from that seat's view of the state (default: the game's
   * `playoutMove`, else random moves).
   */
  readonly policy?: Bot
}

/** The policy bot's moves, else the game's quick moves (or random ones), until it ends or the steps run out; then each seat's reward from 0 to 1. */
export function playOut(
  game: AnyGame,
  start: unknown,
  rng: RngState,
  budget: PlayoutOptions,
): readonly number[] {
  let state = start
  for (let step = 0; step < budget.playoutSteps; step++) {
    const outcome = game.outcome(state)
    if (outcome !== null) return rewardsOf(outcome.winners, outcome.scores.length)
    const actor = game.toAct(state)[0]
    if (actor === undefined) break
    let move: unknown
    if (budget.policy) move = policyMove(game, budget.policy, state, actor, rng)
    else if (game.playoutMove) move = game.playoutMove(state, actor, rng)
    else {
      const moves = game.legalActions(state, actor) as readonly unknown[]
      if (moves.length === 0) break
      move = pick(rng, moves)
    }
    state = advance(game, state, actor, move)
  }
  const outcome = game.outcome(state)
  if (outcome !== null) return rewardsOf(outcome.winners, outcome.scores.length)
  return game.estimate?.(state) ?? []
}

/** The policy bot's move from the actor's view; a move the rules refuse is replaced by a random legal one. */
function policyMove(game: AnyGame, policy: Bot, state: unknown, actor: Seat, rng: RngState): unknown {
  const ctx = botContext(game, state, actor, rng)
  if (ctx.legal.length === 1) return ctx.legal[0]
  const move = policy.choose(ctx)
  if (ctx.legal.includes(move)) return move
  const valid = game.validate ? game.validate(state, actor, move) : null
  return valid ?? pick(rng, ctx.legal)
}

function rewardsOf(winners: readonly Seat[], seats: number): number[] {
  const rewards = new Array<number>(seats).fill(0)
  for (const winner of winners) rewards[winner] = 1
  return rewards
}
