/**
 * Single-observer information-set Monte Carlo tree search (Cowling, Powley and Whitehouse, 2012).
 * Each iteration draws one state from what the bot's seat knows (the game's `sample`), walks the
 * shared tree choosing among the moves legal in that sample by UCB, adds one move, plays on at
 * random for a while, and credits every seat on the path with its own reward. The move played is
 * the one most often chosen at the root. Deterministic for a given random stream and iteration
 * budget; a time budget stops it early when the caller gives a clock.
 *
 * No level plays by it: with quick or random playouts it lost to Medium in the arena (42.5% of the
 * 2-player Selfish games either won), and Medium's own rollouts (./rollouts.ts) did better. The
 * bench runs it as the measure of raw engine speed (playouts a second).
 */
import { pick, type RngState } from '../../core/rng'
import type { AnyGame, Seat } from '../../core/types'
import type { BotContext } from '../types'
import { playOut, type PlayoutOptions } from './playout'
import { actionKey, SearchNode } from './tree'
import { advance } from '../../core/advance'

export interface SearchBudget extends PlayoutOptions {
  /** The most iterations; with no clock this alone ends the search. */
  readonly iterations: number
  /** Thinking time in milliseconds, measured by the context's clock (ignored without one). */
  readonly timeMs?: number
  /** UCB's exploration weight (rewards are from 0 to 1). */
  readonly exploration: number
}

export interface SearchResult<A> {
  readonly action: A
  readonly iterations: number
  /** Visits of each move tried at the root, in the order first tried. */
  readonly visits: readonly number[]
}

export function searchMove<A>(game: AnyGame, ctx: BotContext<A>, budget: SearchBudget): SearchResult<A> {
  const legal = ctx.legal
  if (legal.length === 0) throw new Error('The search was asked to move with no legal move.')
  const sample = ctx.sample
  if (legal.length === 1 || sample === undefined) {
    if (sample === undefined && legal.length > 1)
      throw new Error(`${game.name} cannot be searched: it has no sampler.`)
    return { action: legal[0] as A, iterations: 0, visits: [] }
  }
  const rootMoves = new Set(legal.map(actionKey))
  const root = new SearchNode(null, ctx.seat, null)
  const deadline = ctx.clock && budget.timeMs !== undefined ? ctx.clock() + budget.timeMs : Infinity
  let iterations = 0
  while (iterations < budget.iterations && !ctx.signal?.aborted) {
    if (deadline !== Infinity && (ctx.clock as () => number)() >= deadline) break
    iterate(game, root, sample(ctx.rng), ctx.seat, rootMoves, ctx.rng, budget)
    iterations++
  }
  const tried = [...root.children.values()]
  const best = mostVisited(tried)
  // Nothing tried (cancelled at once): the first legal move.
  const action = best === null ? legal[0] : best.action
  return { action: action as A, iterations, visits: tried.map((child) => child.visits) }
}

function iterate(
  game: AnyGame,
  root: SearchNode,
  start: unknown,
  seat: Seat,
  rootMoves: ReadonlySet<string>,
  rng: RngState,
  budget: SearchBudget,
): void {
  let state = start
  let node = root
  let actor: Seat | undefined = seat
  for (;;) {
    if (game.outcome(state) !== null || actor === undefined) break
    let moves = game.legalActions(state, actor) as readonly unknown[]
    if (node === root) moves = moves.filter((move) => rootMoves.has(actionKey(move)))
    const alternatives = game.alternatives
    const mover = actor
    if (alternatives) moves = moves.flatMap((move) => alternatives(state, mover, move))
    if (moves.length === 0) break
    const next = descend(node, moves, actor, rng, budget.exploration)
    state = advance(game, state, actor, next.child.action)
    node = next.child
    if (next.expanded) break
    actor = game.toAct(state)[0]
  }
  const rewards = playOut(game, state, rng, budget)
  for (let n: SearchNode | null = node; n !== null; n = n.parent) {
    n.visits++
    if (n !== root) n.reward += rewards[n.seat] ?? 0.5
  }
}

/** Adds an untried move if there is one, else follows the best UCB score among the moves legal here. */
function descend(
  node: SearchNode,
  moves: readonly unknown[],
  actor: Seat,
  rng: RngState,
  exploration: number,
): { child: SearchNode; expanded: boolean } {
  const untried: number[] = []
  const keys = moves.map(actionKey)
  for (let i = 0; i < moves.length; i++) {
    const child = node.children.get(keys[i] as string)
    if (child === undefined) untried.push(i)
    else child.available++
  }
  if (untried.length > 0) {
    const i = pick(rng, untried)
    const child = node.addChild(keys[i] as string, moves[i], actor)
    child.available = 1
    return { child, expanded: true }
  }
  let best: SearchNode | null = null
  let bestScore = -Infinity
  for (const key of keys) {
    const child = node.children.get(key) as SearchNode
    const score = child.score(exploration)
    if (score > bestScore) {
      best = child
      bestScore = score
    }
  }
  return { child: best as SearchNode, expanded: false }
}

/** The root move visited most; ties go to the better mean reward, then to the first tried. */
function mostVisited(tried: readonly SearchNode[]): SearchNode | null {
  let best: SearchNode | null = null
  for (const child of tried) {
    if (child.visits === 0) continue
    if (
      best === null ||
      child.visits > best.visits ||
      (child.visits === best.visits && child.reward / child.visits > best.reward / best.visits)
    ) {
      best = child
    }
  }
  return best
}
