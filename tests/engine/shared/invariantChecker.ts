/** The "invariant checker can fail" tests every game runs against its own checker. */
import { expect, it } from 'vitest'

/** A way to break a state (`L` is its loose, writable shape) and what the checker must then say. */
export type Corruption<L> = readonly [name: string, change: (s: L) => void, message: RegExp]

/** The checker passes `base` (a state from a real game) and reports each corruption of a copy of it. */
export function itReportsEveryCorruption<S, L>(
  base: S,
  invariants: (s: S) => string[],
  corruptions: readonly Corruption<L>[],
): void {
  it('passes a state from a real game', () => {
    expect(invariants(base)).toEqual([])
  })

  it.each(corruptions)('reports %s', (_name, change, message) => {
    const s = structuredClone(base) as unknown as L
    change(s)
    expect(invariants(s as unknown as S).join('\n')).toMatch(message)
  })
}

/** The draw-deck card accounting every game's checker does (`aCard` is e.g. "a Game card"). */
export function deckCardCorruptions<
  L extends { deck: number[]; discard: number[]; players: { hand: number[] }[] },
>(kind: string, aCard: string, seat: number, missingId: number): Corruption<L>[] {
  return [
    [
      `a duplicated ${kind} card`,
      (s) => s.deck.push(s.players[seat]!.hand[0]!),
      new RegExp(`${kind} card \\d+ is both in`),
    ],
    [
      `a lost ${kind} card`,
      (s) => void s.players[seat]!.hand.pop(),
      new RegExp(`${kind} cards \\d+.* nowhere`),
    ],
    [
      `${aCard} that does not exist`,
      (s) => s.discard.push(missingId),
      new RegExp(`card ${missingId}, which does not exist`),
    ],
  ]
}
