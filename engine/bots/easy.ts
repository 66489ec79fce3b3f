/**
 * The Easy bot, for every game: plays at random, but not a move that looks clearly worse than the
 * best one a step ahead (by the game's own estimate, over a few states drawn from what it knows).
 * A game without a sampler or an estimate gets plain random moves.
 */
import { pick } from '../core/rng'
import type { AnyGame, Seat } from '../core/types'
import type { Bot, BotContext } from './types'
import { advance } from '../core/advance'

/** How far below the best move's value a move may fall and still be played. */
const BLUNDER_MARGIN = 0.1
const SAMPLES = 3

export function easyBot(game: AnyGame): Bot {
  return {
    id: 'easy',
    label: 'Easy',
    choose: (ctx) => pick(ctx.rng, sensibleMoves(game, ctx)),
  }
}

function sensibleMoves(game: AnyGame, ctx: BotContext): readonly unknown[] {
  const { legal, sample, seat } = ctx
  const estimate = game.estimate
  if (legal.length < 2 || sample === undefined || estimate === undefined) return legal
  const values = legal.map(() => 0)
  for (let s = 0; s < SAMPLES; s++) {
    const state = sample(ctx.rng)
    legal.forEach((move, i) => {
      values[i] = (values[i] as number) + valueAfter(game, estimate, state, seat, move) / SAMPLES
    })
  }
  const best = Math.max(...values)
  return legal.filter((_, i) => (values[i] as number) >= best - BLUNDER_MARGIN)
}

function valueAfter(
  game: AnyGame,
  estimate: (state: unknown) => readonly number[],
  state: unknown,
  seat: Seat,
  move: unknown,
): number {
  const next = advance(game, state, seat, move)
  const outcome = game.outcome(next)
  if (outcome !== null) return outcome.winners.includes(seat) ? 1 : 0
  return estimate(next)[seat] ?? 0
}
