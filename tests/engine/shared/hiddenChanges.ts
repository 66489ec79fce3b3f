/**
 * The shape every game's hidden-information mutators share: a change to a state that only some
 * viewers may notice, with the seats that may legitimately see it. Each game binds it to its state,
 * its peek (who looks at the top of which pile) and who may see a change to its draw deck.
 */
import { seedRng, shuffleInPlace } from '../../../engine/core/rng'
import type { Seat } from '../../../engine/core/types'

export interface HiddenChange<S> {
  readonly name: string
  readonly state: S
  /** The seats that may see this change in their view. */
  readonly seenBy: readonly Seat[]
}

/** The seat looking at the top of a pile and how many cards it sees. */
export interface Peek {
  readonly seat: Seat
  readonly count: number
}

/** What every game's state has: hands of card ids and a draw deck (top = last). */
interface HandsAndDeck {
  players: { hand: number[] }[]
  deck: number[]
}

/** `n` wrapped into 0..length-1 (fast-check hands any integer). */
export const at = (n: number, length: number): number => ((n % length) + length) % length

export interface HiddenChangeGame<S, M extends HandsAndDeck> {
  /** Who is peeking, at the top of the pile `peekedPile` gives. */
  readonly peekOf: (s: S) => Peek | null
  /** The pile (bottom first) the peeking seat looks at the top of. */
  readonly peekedPile: (t: M) => number[]
  /** The names of the pile changes, e.g. 'deck reordered' and 'peeked cards reordered'. */
  readonly pileNames: { readonly unseen: string; readonly peeked: string }
  /** Who, besides the hand's owner, may see a change at these draw-deck indices (default: nobody). */
  readonly deckSeers?: (s: S, indices: readonly number[]) => Seat[]
}

export function hiddenChangesFor<S, M extends HandsAndDeck>(game: HiddenChangeGame<S, M>) {
  const { peekOf, peekedPile, pileNames } = game
  const deckSeers = game.deckSeers ?? (() => [])

  const mutableCopy = (s: S): M => structuredClone(s) as unknown as M

  /** The result, or null when the change turned out to change nothing. */
  function changed(name: string, before: S, after: M, seenBy: Seat[]): HiddenChange<S> | null {
    const state = after as unknown as S
    return JSON.stringify(state) === JSON.stringify(before) ? null : { name, state, seenBy }
  }

  /** Swaps a card of `owner`'s hand with a card of the draw deck. */
  function swapHandWithDeck(s: S, owner: number, i: number, j: number): HiddenChange<S> | null {
    const t = mutableCopy(s)
    const seat = at(owner, t.players.length)
    const p = t.players[seat]
    if (!p || p.hand.length === 0 || t.deck.length === 0) return null
    const hi = at(i, p.hand.length)
    const di = at(j, t.deck.length)
    const card = p.hand[hi] as number
    p.hand[hi] = t.deck[di] as number
    t.deck[di] = card
    return changed('hand card <-> deck card', s, t, [seat, ...deckSeers(s, [di])])
  }

  /** Swaps one card between two seats' hands (both keep their hand size). */
  function swapBetweenHands(s: S, a: number, b: number, i: number, j: number): HiddenChange<S> | null {
    const t = mutableCopy(s)
    const sa = at(a, t.players.length)
    const sb = at(b, t.players.length)
    const pa = t.players[sa]
    const pb = t.players[sb]
    if (sa === sb || !pa || !pb || pa.hand.length === 0 || pb.hand.length === 0) return null
    const ia = at(i, pa.hand.length)
    const ib = at(j, pb.hand.length)
    const card = pa.hand[ia] as number
    pa.hand[ia] = pb.hand[ib] as number
    pb.hand[ib] = card
    return changed('hand card <-> hand card', s, t, [sa, sb])
  }

  /** Reorders the peeked pile under the cards a seat is peeking at. */
  function permutePileUnseen(s: S, seed: number): HiddenChange<S> | null {
    const t = mutableCopy(s)
    const pile = peekedPile(t)
    const seen = peekOf(s)?.count ?? 0
    const unseen = pile.slice(0, pile.length - seen)
    shuffleInPlace(seedRng(seed), unseen)
    pile.splice(0, unseen.length, ...unseen)
    return changed(pileNames.unseen, s, t, [])
  }

  /** Reorders the cards a seat is peeking at: only that seat may notice. */
  function permutePilePeeked(s: S, seed: number): HiddenChange<S> | null {
    const peek = peekOf(s)
    if (!peek || peek.count < 2) return null
    const t = mutableCopy(s)
    const pile = peekedPile(t)
    const top = pile.slice(-peek.count)
    shuffleInPlace(seedRng(seed), top)
    pile.splice(pile.length - peek.count, peek.count, ...top)
    return changed(pileNames.peeked, s, t, [peek.seat])
  }

  return { mutableCopy, changed, swapHandWithDeck, swapBetweenHands, permutePileUnseen, permutePilePeeked }
}
