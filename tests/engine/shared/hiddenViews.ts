/**
 * The view checks of every game's "views hide what they must" tests: a hidden change leaves the
 * view of every seat that may not see it exactly as it was, and the seat that may see it does.
 */
import fc from 'fast-check'
import { expect } from 'vitest'
import type { Viewer } from '../../../engine/core/types'
import type { HiddenChange } from './hiddenChanges'

/** The `i`th item of `list`, wrapping around (fast-check hands any index). */
export const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T

/** An index for `pick`. */
export const index = fc.nat({ max: 1_000_000 })

/** Every seat of `s`, then the spectator. */
export const viewersOf = (s: { readonly players: readonly unknown[] }): Viewer[] => [
  ...s.players.map((_, seat) => seat),
  'spectator',
]

/** The view checks bound to a game's `view`. */
export function hiddenViewChecks<
  S extends { readonly players: readonly unknown[]; readonly turn: { readonly seat: number } },
>(view: (s: S, viewer: Viewer) => unknown) {
  /** Checks one change against every viewer: each that may not see it has the same view. */
  function expectHiddenExceptFromSeers(before: S, change: HiddenChange<S>): void {
    for (const viewer of viewersOf(before)) {
      if (viewer !== 'spectator' && change.seenBy.includes(viewer)) continue
      const mine = JSON.stringify(view(before, viewer))
      const after = JSON.stringify(view(change.state, viewer))
      if (after !== mine) {
        expect.fail(`${change.name} changed the view of ${String(viewer)}: ${mine} -> ${after}`)
      }
    }
  }

  /** The first seat that may see the change does see it (the check is sensitive). */
  function expectFirstSeerSees(before: S, change: HiddenChange<S>): void {
    const seer = change.seenBy[0] as number
    expect(JSON.stringify(view(change.state, seer))).not.toBe(JSON.stringify(view(before, seer)))
  }

  type SwapHandWithDeck = (s: S, owner: number, i: number, j: number) => HiddenChange<S> | null

  /** fast-check: a hand card swapped with a deck card or with another seat's hand is hidden from the rest. */
  function expectOtherHandsHidden(
    pool: readonly S[],
    swapHandWithDeck: SwapHandWithDeck,
    swapBetweenHands: (s: S, a: number, b: number, i: number, j: number) => HiddenChange<S> | null,
  ): void {
    fc.assert(
      fc.property(index, fc.nat(4), fc.nat(4), index, index, (si, a, b, i, j) => {
        const s = pick(pool, si)
        for (const change of [swapHandWithDeck(s, a, i, j), swapBetweenHands(s, a, b, i, j)]) {
          if (change) expectHiddenExceptFromSeers(s, change)
        }
      }),
      { numRuns: 400 },
    )
  }

  /** The seat to act sees its own hand card swapped with a deck card, in more than 10 of `states`. */
  function expectOwnerSeesOwnHand(states: readonly S[], swapHandWithDeck: SwapHandWithDeck): void {
    let seen = 0
    for (const s of states) {
      const change = swapHandWithDeck(s, s.turn.seat, 0, 0)
      if (!change) continue
      expectFirstSeerSees(s, change)
      seen++
    }
    expect(seen).toBeGreaterThan(10)
  }

  return { expectHiddenExceptFromSeers, expectFirstSeerSees, expectOtherHandsHidden, expectOwnerSeesOwnHand }
}
