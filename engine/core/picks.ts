/**
 * Choices made by picking rather than from a list: a payment of k units from a hand, a discard of
 * n cards. The game lists one sample of such a move among its legal actions and judges any pick
 * through its `validate` hook; the HUD shows the judgement as the player picks.
 */

/** How a pick stands against what the move needs, in the move's own units. */
export interface PickJudgement {
  /** What the picked items are worth. */
  readonly have: number
  /** What the move needs. */
  readonly need: number
  /** The pick is exactly a legal choice. */
  readonly ok: boolean
  /** The pick is worth enough but holds more than the move allows: an item must go. */
  readonly over: boolean
}
