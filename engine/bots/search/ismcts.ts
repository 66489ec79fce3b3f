/**
 * Single-observer information-set Monte Carlo tree search (Cowling, Powley and Whitehouse, 2012),
 * with the selection of AlphaZero's PUCT (Silver et al., 2017). Each iteration draws one state from
 * what the bot's seat knows (the game's `sample`), walks the one shared tree among the moves legal
 * in that state, adds one move, plays on with the guide bot for a number of moves, takes the game's
 * `estimate` where the game has not ended, and credits every node on the path with each seat's
 * reward (max^n: each seat's moves are chosen by its own reward).
 *
 * - Priors come from the guide (the game's policy bot): in each drawn state its move there gets
 *   `priorWeight`, shared out with the rest; a move's prior is its mean over the states in which it
 *   was available.
 * - Availability counts (ISMCTS) stand in for the parent's visits, as a move may be legal in some
 *   drawn states only.
 * - Progressive widening: with many moves, only the `widening · √visits` with the highest priors are
 *   weighed at a node, the guide's first, so a bid or a trade among dozens is not explored evenly.
 * - Inference, where the budget asks for it and the game can recall: the drawn states are weighed
 *   by how likely the other seats' latest moves were in them (./inference.ts).
 * - The move played is the root's most visited. Deterministic for a random stream and an iteration
 *   budget; stops on the context's clock and signal.
 *
 * With no guide the priors are even and the playouts the game's quick moves: the bench keeps that
 * as its measure of raw engine speed.
 */
import { nextU32, seedRng, type RngState } from '../../core/rng'
import type { AnyGame, Seat } from '../../core/types'
import { advance } from '../../core/advance'
import { botContext } from '../context'
import type { BotContext, PolicyBot } from '../types'
import { believe, type InferenceOptions } from './inference'
import { playOut, type PlayoutOptions } from './playout'
import { racePaired, type Racing } from './pairedMeans'
import { actionKey, SearchNode } from './tree'

export interface SearchBudget extends PlayoutOptions {
  /** The most iterations; with no clock this alone ends the search. */
  readonly iterations: number
  /** Thinking time in milliseconds, measured by the context's clock (ignored without one). */
  readonly timeMs?: number
  /** PUCT's exploration weight (rewards are from 0 to 1). */
  readonly exploration: number
  /** The bot whose moves are the priors, and whose settled moves are kept without a search (left out: even priors). */
  readonly guide?: PolicyBot
  /** The share of a node's prior on the guide's move in a drawn state (default 0.5). */
  readonly priorWeight?: number
  /** Moves weighed at a node: `widening · √(visits + 1)`, at least one (left out: all). */
  readonly widening?: number
  /**
   * Weigh the drawn states by how likely the other seats' latest moves were in them, the guide made
   * soft as the model of each (./inference.ts; left out: every drawn state counts alike).
   */
  readonly inference?: InferenceOptions
  /** The root's moves compared on the same drawn states and luck, as the rollouts do (left out: PUCT at the root too). */
  readonly pairedRoot?: PairedRoot
}

export interface PairedRoot {
  /** How many standard errors better another move must be to replace the guide's (more with many: pairedMeans.ts). */
  readonly confidence: number
  /** Drop moves that fall clearly behind (left out: every move in every drawn state). */
  readonly racing?: Racing
}

export interface SearchResult<A> {
  readonly action: A
  readonly iterations: number
  /** Visits of each move tried at the root, in the order first tried. */
  readonly visits: readonly number[]
}

interface Move {
  readonly key: string
  readonly action: unknown
  readonly prior: number
}

export function searchMove<A>(game: AnyGame, ctx: BotContext<A>, budget: SearchBudget): SearchResult<A> {
  const legal = ctx.legal
  if (legal.length === 0) throw new Error('The search was asked to move with no legal move.')
  const sample = ctx.sample
  const guide = budget.guide
  // With a guide there is a move to keep without a sampler, as the rollouts keep the policy's.
  if (sample === undefined && legal.length > 1 && guide === undefined)
    throw new Error(`${game.name} cannot be searched: it has no sampler.`)
  const proposed = guide ? (guide.choose(ctx as BotContext) as A) : (legal[0] as A)
  if (legal.length === 1 || sample === undefined || guide?.settled?.(ctx as BotContext))
    return { action: proposed, iterations: 0, visits: [] }
  const belief =
    budget.inference && guide ? believe(game, ctx as BotContext, guide, budget.inference) : undefined
  const drawWorld = belief ? (rng: RngState) => belief.draw(rng) : sample
  const first = drawWorld(ctx.rng)
  const weight = guide ? (budget.priorWeight ?? 0.5) : 0
  const rootMoves = movesOf(game, first, ctx.seat, legal, proposed, weight)
  const run: Run = {
    game,
    seat: ctx.seat,
    rng: ctx.rng,
    budget,
    draw: (worlds) => (worlds === 0 ? first : drawWorld(ctx.rng)),
    deadline: ctx.clock && budget.timeMs !== undefined ? ctx.clock() + budget.timeMs : Infinity,
    goOn: () =>
      !ctx.signal?.aborted && (run.deadline === Infinity || (ctx.clock as () => number)() < run.deadline),
  }
  const result = budget.pairedRoot
    ? pairedSearch(run, rootMoves, budget.pairedRoot)
    : treeSearch(run, rootMoves)
  return { ...result, action: result.action as A }
}

interface Run {
  readonly game: AnyGame
  readonly seat: Seat
  readonly rng: RngState
  readonly budget: SearchBudget
  /** The drawn state for the `worlds`-th time (the first was drawn to list the root's moves). */
  readonly draw: (worlds: number) => unknown
  readonly deadline: number
  /** False once cancelled or out of time. */
  readonly goOn: () => boolean
}

type Found = { action: unknown; iterations: number; visits: readonly number[] }

/** Plain ISMCTS: each iteration a fresh drawn state and one walk from the root; the most visited move. */
function treeSearch(run: Run, rootMoves: readonly Move[]): Found {
  const root = new SearchNode(null, run.seat, null)
  let iterations = 0
  while (iterations < run.budget.iterations && run.goOn()) {
    walk(run, root, run.draw(iterations), run.seat, run.rng, rootMoves)
    iterations++
  }
  const tried = [...root.children.values()]
  // Nothing tried (cancelled at once): the guide's move, in the form the rules take, as the paired root's.
  const best = mostVisited(tried)
  return {
    action: best === null ? (rootMoves[0] as Move).action : best.action,
    iterations,
    visits: tried.map((child) => child.visits),
  }
}

/**
 * The root's moves compared on the same luck, as the rollouts compare them (./rollouts.ts): in each
 * drawn state, with one stream of dice, every move still in play gets one walk of its own subtree, and
 * the guide's move is kept unless another beats it by more than chance explains. Below the root the
 * tree plays on for every seat (max^n), where the rollouts play the policy.
 */
function pairedSearch(run: Run, rootMoves: readonly Move[], paired: PairedRoot): Found {
  const { game, seat } = run
  const root = new SearchNode(null, seat, null)
  const nodes = rootMoves.map((move) => root.addChild(move.key, move.action, seat))
  const race = racePaired({
    moves: nodes.length,
    iterations: run.budget.iterations,
    confidence: paired.confidence,
    ...(paired.racing ? { racing: paired.racing } : {}),
    goOn: run.goOn,
    draw: run.draw,
    luck: () => nextU32(run.rng),
    play: (i, world, luck) => {
      const node = nodes[i] as SearchNode
      return walkBelow(run, node, advance(game, world, seat, node.action), seedRng(luck))[seat] ?? 0
    },
  })
  return { action: (nodes[race.best] as SearchNode).action, iterations: race.iterations, visits: race.visits }
}

/** One walk from `node` (whose move led to `state`): on from there if it was visited before, else a playout at once. */
function walkBelow(run: Run, node: SearchNode, state: unknown, rng: RngState): readonly number[] {
  const actor = run.game.toAct(state)[0]
  if (node.visits === 0 || actor === undefined || run.game.outcome(state) !== null)
    return playFrom(run, node, state, rng)
  return walk(run, node, state, actor, rng)
}

/**
 * From `top`, where `actor` moves in `state`: follows PUCT down the tree among the moves legal in
 * this state to a move not visited before, plays on from it, and credits the path.
 */
function walk(
  run: Run,
  top: SearchNode,
  start: unknown,
  firstActor: Seat,
  rng: RngState,
  topMoves?: readonly Move[],
): readonly number[] {
  const { game, budget } = run
  let state = start
  let node = top
  let actor: Seat | undefined = firstActor
  for (;;) {
    if (actor === undefined || game.outcome(state) !== null) break
    const atRoot = node === top && topMoves !== undefined
    const moves = atRoot ? topMoves : movesAt(game, state, actor, rng, budget)
    if (moves.length === 0) break
    const child = select(node, moves, actor, budget, atRoot ? '' : observed(run, state))
    state = advance(game, state, actor, child.action)
    node = child
    if (child.visits === 0) break
    actor = game.toAct(state)[0]
  }
  return playFrom(run, node, state, rng)
}

/** Plays on from `node`'s state and credits every node up to the root with each seat's reward. */
function playFrom(run: Run, node: SearchNode, state: unknown, rng: RngState): readonly number[] {
  const rewards = playOut(run.game, state, rng, run.budget)
  for (let n: SearchNode | null = node; n !== null; n = n.parent) n.credit(rewards)
  return rewards
}

/** The moves legal for `actor` here, each in every form the game lists, with the guide's priors. */
function movesAt(game: AnyGame, state: unknown, actor: Seat, rng: RngState, budget: SearchBudget): Move[] {
  const legal = game.legalActions(state, actor) as readonly unknown[]
  if (legal.length === 0) return []
  const guide = budget.guide
  if (guide === undefined || legal.length === 1) return movesOf(game, state, actor, legal, legal[0], 0)
  const ctx = botContext(game, state, actor, rng, { legal })
  return movesOf(game, state, actor, legal, guide.choose(ctx), budget.priorWeight ?? 0.5)
}

/**
 * The guide's move first (in the form the rules take), then every other legal move in each form the
 * game lists; the guide's move has `weight` of the prior besides its even share.
 */
function movesOf(
  game: AnyGame,
  state: unknown,
  seat: Seat,
  legal: readonly unknown[],
  proposed: unknown,
  weight: number,
): Move[] {
  const alternatives = game.alternatives
  const all = alternatives ? legal.flatMap((move) => alternatives(state, seat, move)) : legal
  const choice = all.some((move) => actionKey(move) === actionKey(proposed))
    ? proposed
    : (game.validate?.(state, seat, proposed) ?? all[0])
  const chosen = actionKey(choice)
  const rest = all.filter((move) => actionKey(move) !== chosen)
  const even = (1 - weight) / (rest.length + 1)
  return [
    { key: chosen, action: choice, prior: even + weight },
    ...rest.map((action) => ({ key: actionKey(action), action, prior: even })),
  ]
}

/**
 * What the searching seat sees of a state, as text: a node's children are its moves after what the
 * seat saw there, so moves after different dice or a different card drawn in view are different
 * nodes (the tree's chance outcomes), while states that differ only in what the seat cannot see
 * share them (its information sets).
 */
function observed(run: Run, state: unknown): string {
  // A 128-bit hash of the view (cyrb128, as seeds are hashed): a MonopoZombie view's text is kilobytes.
  return seedRng(JSON.stringify(run.game.view(state, run.seat))).join('.') + '\n'
}

/**
 * Marks the moves weighed here available, adding their nodes (keyed by what was seen here,
 * `seen`, and the move), and follows the best PUCT score.
 */
function select(
  node: SearchNode,
  moves: readonly Move[],
  actor: Seat,
  budget: SearchBudget,
  seen: string,
): SearchNode {
  const weighed =
    budget.widening === undefined
      ? moves.length
      : Math.max(1, Math.min(moves.length, Math.floor(budget.widening * Math.sqrt(node.visits + 1))))
  // First play: an unvisited move counts as the actor's mean so far here.
  const firstPlay = node.visits === 0 ? 0.5 : node.value(actor)
  let best: SearchNode | null = null
  let bestScore = -Infinity
  for (let i = 0; i < weighed; i++) {
    const move = moves[i] as Move
    const key = seen + move.key
    const child = node.children.get(key) ?? node.addChild(key, move.action, actor)
    child.available++
    child.priorSum += move.prior
    const score = child.score(budget.exploration, firstPlay)
    if (score > bestScore) {
      best = child
      bestScore = score
    }
  }
  return best as SearchNode
}

/** The root move visited most; ties go to the better mean reward, then to the first tried. */
function mostVisited(tried: readonly SearchNode[]): SearchNode | null {
  let best: SearchNode | null = null
  for (const child of tried) {
    if (child.visits === 0) continue
    if (
      best === null ||
      child.visits > best.visits ||
      (child.visits === best.visits && child.value(child.seat) > best.value(best.seat))
    ) {
      best = child
    }
  }
  return best
}
