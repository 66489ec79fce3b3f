/**
 * The information-set tree of a search (Cowling, Powley and Whitehouse, 2012, "Information Set
 * Monte Carlo Tree Search"). A node is a sequence of moves from the root, whatever the hidden cards
 * were; each child counts how often it was available, because a move legal in one sample may not be
 * in another, and UCB uses that count in place of the parent's visits.
 */
import type { Seat } from '../../core/types'

export class SearchNode {
  readonly children = new Map<string, SearchNode>()
  visits = 0
  /** Times this node's move was legal when its parent was passed through. */
  available = 0
  /** The summed reward of `seat`, the seat that made the move into this node. */
  reward = 0

  constructor(
    readonly action: unknown,
    readonly seat: Seat,
    readonly parent: SearchNode | null,
  ) {}

  addChild(key: string, action: unknown, seat: Seat): SearchNode {
    const child = new SearchNode(action, seat, this)
    this.children.set(key, child)
    return child
  }

  /** UCB1 over availability: the mean reward, plus exploration that fades as the child is visited. */
  score(exploration: number): number {
    return this.reward / this.visits + exploration * Math.sqrt(Math.log(this.available) / this.visits)
  }
}

/** A move's key in the tree: actions are plain JSON, built the same way each time by the game. */
export function actionKey(action: unknown): string {
  return JSON.stringify(action)
}
