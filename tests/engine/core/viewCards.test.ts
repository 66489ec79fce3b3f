import { describe, expect, it } from 'vitest'
import { cardsIn, showsAHiddenCard } from '../../../engine/core/viewCards'
import type { AnyGame, Viewer } from '../../../engine/core/types'

describe('the cards a view shows', () => {
  it('finds every object with an id, told apart by kind, and none face down', () => {
    const view = {
      viewer: 0,
      hand: [
        { id: 3, kind: 'scout' },
        { id: 'x', kind: 'bandits', extra: { id: 9 } },
      ],
      trail: [{ id: null, kind: null, faceUp: false }, null],
      top: { id: 3, kind: 'sewer' },
      deckCount: 12,
    }
    expect([...cardsIn(view)].sort()).toEqual(['#9', 'bandits#x', 'scout#3', 'sewer#3'])
  })
})

/** A table whose state is what each viewer sees: `hands[seat]` for the seat, `open` for everyone. */
interface Table {
  readonly open: readonly number[]
  readonly hands: readonly (readonly number[])[]
}
const table = {
  view: (s: Table, viewer: Viewer) => ({
    open: s.open.map((id) => ({ id })),
    mine: viewer === 'spectator' ? null : (s.hands[viewer] ?? []).map((id) => ({ id })),
  }),
} as unknown as AnyGame

describe('a step shows a seat a hidden card', () => {
  const before: Table = { open: [1], hands: [[2], [3]] }
  it('when the seat sees a card the spectator cannot that it did not see before', () => {
    expect(showsAHiddenCard(table, before, { open: [1], hands: [[2, 7], [3]] }, 2)).toBe(true)
    expect(showsAHiddenCard(table, before, { open: [1], hands: [[2], [3, 7]] }, 2)).toBe(true)
  })
  it('not when a card it knew moves, nor when a card comes out for everyone', () => {
    // A seat's card played face up; a face-up card taken into a hand; a deck card turned face up.
    expect(showsAHiddenCard(table, before, { open: [1, 2], hands: [[], [3]] }, 2)).toBe(false)
    expect(showsAHiddenCard(table, before, { open: [], hands: [[2, 1], [3]] }, 2)).toBe(false)
    expect(showsAHiddenCard(table, before, { open: [1, 5], hands: [[2], [3]] }, 2)).toBe(false)
  })
})
