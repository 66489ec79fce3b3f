/**
 * Whole games played by random legal actions against the real engine, for the HUD tests that check
 * every legal action on the way: seeded, so the walk is the same every run.
 */
import type { GameDefinition, Seat } from '../../../engine/core/types'

/** A small deterministic PRNG so the walk is the same every run. */
export function prng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A state on the way, with the seat to act and its legal actions. */
export interface Visited<S, A> {
  readonly state: S
  readonly seat: Seat
  readonly legal: readonly A[]
}

export interface RandomWalk<S, A> {
  readonly random: () => number
  readonly maxActions: number
  /** Stops the walk before this state (the game is over). */
  readonly isOver?: (state: S) => boolean
  /** The action to play (default: any legal action, evenly). */
  readonly pick?: (legal: readonly A[], random: () => number) => A | undefined
}

const anyAction = <A>(legal: readonly A[], random: () => number): A | undefined =>
  legal[Math.floor(random() * legal.length)]

/** Plays from `start` by random legal actions; every state on the way with the seat to act first. */
export function randomWalk<S, A, V>(
  game: Pick<GameDefinition<S, A, V>, 'toAct' | 'legalActions' | 'apply'>,
  start: S,
  { random, maxActions, isOver = () => false, pick = anyAction }: RandomWalk<S, A>,
): Visited<S, A>[] {
  let state = start
  const out: Visited<S, A>[] = []
  for (let i = 0; i < maxActions && !isOver(state); i++) {
    const seat = game.toAct(state)[0]
    if (seat === undefined) break
    const legal = game.legalActions(state, seat)
    out.push({ state, seat, legal })
    const action = pick(legal, random)
    if (!action) break
    state = game.apply(state, seat, action).state
  }
  return out
}
