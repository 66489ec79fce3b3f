/** A game's stream summary as the stream page gets it, and the checks every game's summary shares. */
import { expect } from 'vitest'
import type { Outcome, Seat } from '../../../engine/core/types'
import type { SeatConfig } from '../../../electron/protocol'
import type { BroadcastSummary } from '../../../renderer/hud/broadcastSummary'
import { humansOf, seenIn, type ViewingGame } from './hudFixtures'

type Broadcast<V> = (
  view: V,
  seats: readonly SeatConfig[],
  toAct: readonly Seat[],
  outcome: Outcome | null,
) => BroadcastSummary

/**
 * `broadcast`'s summary of a state of `game`, from the spectator's view and the host's fields (every
 * seat a human), and its players by name.
 */
export function streamSummaryOf<S, V extends { readonly players: readonly { readonly name: string }[] }, A>(
  game: ViewingGame<S, V, A>,
  broadcast: Broadcast<V>,
) {
  const summaryOf = (state: S): BroadcastSummary => {
    const seen = seenIn(game, state, 'spectator')
    return broadcast(seen.view, humansOf(seen.view), seen.toAct, seen.outcome)
  }
  const byName = (state: S) => new Map(summaryOf(state).players.map((p) => [p.name, p]))
  return { summaryOf, byName }
}

/** A summary of a finished game: "Game over", `detail` under it, no one on turn, each player's status and tone. */
export function expectGameOver(
  summary: BroadcastSummary,
  detail: string,
  statusAndTone: readonly (readonly [string, string])[],
): void {
  expect(summary.phase).toBe('Game over')
  expect(summary.detail).toBe(detail)
  expect(summary.players.some((p) => p.active || p.toAct)).toBe(false)
  expect(summary.players.map((p) => [p.status, p.tone])).toEqual(statusAndTone)
}
