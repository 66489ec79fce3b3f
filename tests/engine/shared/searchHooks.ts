/**
 * The checks every game's tests of `sample` and `estimate` share, the hooks search bots plan with:
 * a sample looks to its seat like the state it came from, and an estimate gives each seat a share.
 */
import { expect } from 'vitest'
import type { Seat } from '../../../engine/core/types'

/** The parts of a game a sample is checked against. */
interface SampledGame<S> {
  readonly view: (state: S, viewer: Seat) => unknown
  readonly invariants?: (state: S) => string[]
  readonly toAct: (state: S) => readonly Seat[]
  readonly legalActions: (state: S, seat: Seat) => readonly unknown[]
}

/**
 * A sample drawn for `seat` keeps the seat's view of `state`, the invariants, who is to act and the
 * seat's legal moves, and has a random stream of its own.
 */
export function expectSampleKeepsWhatItsSeatSees<S extends { readonly rng: unknown }>(
  game: SampledGame<S>,
  state: S,
  seat: Seat,
  sample: S,
): void {
  expect(game.view(sample, seat)).toEqual(game.view(state, seat))
  expect(game.invariants?.(sample)).toEqual([])
  expect(game.toAct(sample)).toEqual(game.toAct(state))
  expect(game.legalActions(sample, seat)).toEqual(game.legalActions(state, seat))
  expect(sample.rng).not.toEqual(state.rng)
}

/** One share for each of `seats` seats, each in [0, 1]. */
export function expectSharesInRange(shares: readonly number[], seats: number): void {
  expect(shares).toHaveLength(seats)
  for (const x of shares) {
    expect(x).toBeGreaterThanOrEqual(0)
    expect(x).toBeLessThanOrEqual(1)
  }
}

/** A finished game's shares: 1 for each of the winners, 0 for everyone else of `seats`. */
export function expectWinnersShares(
  shares: readonly number[],
  seats: number,
  winners: readonly Seat[],
): void {
  expect(shares).toEqual(Array.from({ length: seats }, (_, seat) => (winners.includes(seat) ? 1 : 0)))
}
