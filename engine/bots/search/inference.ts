/**
 * Inference for a search: states drawn from what the seat knows, weighed by how likely the other
 * seats' latest moves were in each (importance sampling over the game's `sample`). The model of
 * another seat is the policy bot made soft: it plays the policy's move, save that with chance
 * `softness` it plays any listed move at random. Each of the search's drawn states is one of the
 * weighed states picked by its weight, with everything but the hands drawn again (the game's
 * `reveal` of that state), so the deck and the dice still differ from one drawn state to the next.
 * When the weights leave few states that count, more are drawn, up to `maxRounds` times as many.
 */
import { copyRng, nextU32, seedRng, type RngState } from '../../core/rng'
import { sameAction } from '../../core/sameAction'
import type { AnyGame } from '../../core/types'
import { botContext } from '../context'
import type { Bot, BotContext, Witnessed } from '../types'

export interface InferenceOptions {
  /** States drawn and weighed at first. */
  readonly worlds: number
  /** The latest moves of the other seats read (those the mover had no choice in tell nothing). */
  readonly moves: number
  /** The chance that the model of another seat moves at random rather than as the policy would. */
  readonly softness: number
  /** Draw more while fewer than this share of the states count (the effective sample size). */
  readonly resampleBelow?: number
  /** The most rounds of `worlds` drawn (default 4). */
  readonly maxRounds?: number
}

export interface Belief {
  /** One drawn state, by the weights. */
  draw(rng: RngState): unknown
  /** The weighed states and their weights (summing to 1), for tests and the bench. */
  readonly worlds: readonly unknown[]
  readonly weights: readonly number[]
  /** How many of the other seats' moves were read. */
  readonly evidence: number
}

/**
 * The seat's belief, or undefined where there is nothing to read (no history, no sampler, no
 * `reveal` to draw the rest again): the search then draws its states as `sample` draws them.
 */
export function believe(
  game: AnyGame,
  ctx: BotContext,
  model: Bot,
  options: InferenceOptions,
): Belief | undefined {
  const { sample, history } = ctx
  const reveal = game.reveal
  if (sample === undefined || history === undefined || reveal === undefined) return undefined
  const evidence = history.slice(-options.moves)
  if (evidence.length === 0) return undefined
  const worlds: unknown[] = []
  const logWeights: number[] = []
  const modelRng = seedRng('model')
  const maxRounds = options.maxRounds ?? 4
  const floor = (options.resampleBelow ?? 0.25) * options.worlds
  let read = 0
  for (let round = 0; round < maxRounds; round++) {
    for (let i = 0; i < options.worlds; i++) {
      const world = sample(ctx.rng)
      let logWeight = 0
      let counted = 0
      for (const move of evidence) {
        const chance = likelihood(game, model, move, world, options.softness, modelRng)
        if (chance === null) continue
        logWeight += Math.log(chance)
        counted++
      }
      read = Math.max(read, counted)
      worlds.push(world)
      logWeights.push(logWeight)
    }
    if (effectiveSize(normalised(logWeights)) >= floor) break
  }
  const weights = normalised(logWeights)
  const cumulative: number[] = []
  let sum = 0
  for (const w of weights) cumulative.push((sum += w))
  return {
    worlds,
    weights,
    evidence: read,
    draw(rng) {
      const world = worlds[pickIndex(cumulative, nextU32(rng) / 2 ** 32)] as unknown
      return reveal(world, ctx.seat, rng, 'hands')
    },
  }
}

/**
 * How likely `move` was in `world` under the soft model, or null where the move tells nothing: the
 * mover's hand then cannot be told, or it had no choice.
 */
function likelihood(
  game: AnyGame,
  model: Bot,
  move: Witnessed,
  world: unknown,
  softness: number,
  rng: RngState,
): number | null {
  const then = move.inWorld(world)
  if (then === null) return null
  const legal = game.legalActions(then, move.seat) as readonly unknown[]
  if (legal.length <= 1) return null
  const expected = model.choose(botContext(game, then, move.seat, copyRng(rng), { legal }))
  const same =
    sameAction(expected, move.action) || sameAction(game.validate?.(then, move.seat, expected), move.action)
  return (same ? 1 - softness : 0) + softness / legal.length
}

/** Weights from log-weights, summing to 1 (shifted by the largest, so none underflows to all zeros). */
function normalised(logWeights: readonly number[]): number[] {
  const top = Math.max(...logWeights)
  const raw = logWeights.map((l) => Math.exp(l - top))
  const total = raw.reduce((a, b) => a + b, 0)
  return raw.map((w) => w / total)
}

/** Kish's effective sample size: how many equally weighted states the weights are worth. */
function effectiveSize(weights: readonly number[]): number {
  let squares = 0
  for (const w of weights) squares += w * w
  return 1 / squares
}

function pickIndex(cumulative: readonly number[], u: number): number {
  let lo = 0
  let hi = cumulative.length - 1
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if ((cumulative[mid] as number) > u) hi = mid
    else lo = mid + 1
  }
  return lo
}
