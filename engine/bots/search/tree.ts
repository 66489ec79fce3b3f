/**
 * The information-set tree of a search (Cowling, Powley and Whitehouse, 2012, "Information Set
 * Monte Carlo Tree Search"). A node is a sequence of moves from the root, whatever the hidden cards
 * were; each child counts how often it was available, because a move legal in one drawn state may
 * not be in another, and selection uses that count in place of the parent's visits.
 */
import type { Seat } from '../../core/types'

export class SearchNode {
  readonly children = new Map<string, SearchNode>()
  visits = 0
  /** Times this node's move was legal when its parent was passed through. */
  available = 0
  /** The prior of this node's move, summed over the times it was available (its mean is the prior used). */
  priorSum = 0
  /** Each seat's summed reward through this node (max^n: every seat judges by its own). */
  readonly rewards: number[] = []

  constructor(
    readonly action: unknown,
    /** The seat that made the move into this node. */
    readonly seat: Seat,
    readonly parent: SearchNode | null,
  ) {}

  addChild(key: string, action: unknown, seat: Seat): SearchNode {
    const child = new SearchNode(action, seat, this)
    this.children.set(key, child)
    return child
  }

  /** The mean reward of `seat` through this node. */
  value(seat: Seat): number {
    return (this.rewards[seat] ?? 0) / this.visits
  }

  /** Adds one playout's rewards, a seat's missing reward counting as a half. */
  credit(rewards: readonly number[]): void {
    this.visits++
    const seats = Math.max(rewards.length, this.rewards.length)
    for (let s = 0; s < seats; s++) this.rewards[s] = (this.rewards[s] ?? 0) + (rewards[s] ?? 0.5)
  }

  /**
   * PUCT (Silver et al., 2017) over availability: the mover's mean reward (or `firstPlay` before any
   * visit) plus exploration led by the move's prior, fading as the move is visited.
   */
  score(exploration: number, firstPlay: number): number {
    const mean = this.visits === 0 ? firstPlay : this.value(this.seat)
    const prior = this.priorSum / this.available
    return mean + (exploration * prior * Math.sqrt(this.available)) / (1 + this.visits)
  }
}

/** A move's key in the tree: actions are plain JSON, built the same way each time by the game. */
export function actionKey(action: unknown): string {
  return JSON.stringify(action)
}
