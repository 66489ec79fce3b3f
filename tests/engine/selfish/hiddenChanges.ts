/**
 * Changes to a Selfish state that only some viewers may notice: another seat's hand, the order of
 * the decks, face-down trail cards. Each says who may legitimately see it (the hand's owner, the seat
 * peeking at the Wasteland deck); for everyone else the view must not change at all.
 */
import { seedRng, shuffleInPlace } from '../../../engine/core/rng'
import type { SelfishState } from '../../../engine/games/selfish'
import { at, hiddenChangesFor } from '../shared/hiddenChanges'
import type { HiddenChange as AnyHiddenChange, Peek } from '../shared/hiddenChanges'

interface MutableState {
  players: { alive: boolean; hand: number[]; trail: ({ id: number; faceUp: boolean } | null)[] }[]
  deck: number[]
  wasteland: number[]
}

export type HiddenChange = AnyHiddenChange<SelfishState>

/** The seat looking at the top of the Wasteland deck (Scout, Zombie Trap) and how many cards it sees. */
export function peekOf(s: SelfishState): Peek | null {
  const d = s.decision
  if (d?.kind === 'scout') return { seat: d.seat, count: Math.min(1, s.wasteland.length) }
  if (d?.kind === 'arrange') return { seat: d.seat, count: d.count }
  return null
}

const hidden = hiddenChangesFor<SelfishState, MutableState>({
  peekOf,
  peekedPile: (t) => t.wasteland,
  pileNames: { unseen: 'Wasteland deck reordered', peeked: 'peeked Wasteland cards reordered' },
})
const { mutableCopy, changed } = hidden

/** Swaps a card of `owner`'s hand with a card of the Game deck. */
export const swapHandWithDeck = hidden.swapHandWithDeck
/** Swaps one card between two seats' hands (both keep their hand size). */
export const swapBetweenHands = hidden.swapBetweenHands
/** Reorders the Wasteland deck under the cards a seat is peeking at. */
export const permuteWastelandUnseen = hidden.permutePileUnseen
/** Reorders the Wasteland cards a seat is peeking at: only that seat may notice. */
export const permuteWastelandPeeked = hidden.permutePilePeeked

export function permuteDeck(s: SelfishState, seed: number): HiddenChange | null {
  const t = mutableCopy(s)
  shuffleInPlace(seedRng(seed), t.deck)
  return changed('Game deck reordered', s, t, [])
}

function faceDownSpots(t: MutableState): { seat: number; index: number }[] {
  const spots: { seat: number; index: number }[] = []
  t.players.forEach((p, seat) =>
    p.trail.forEach((c, index) => {
      if (c !== null && !c.faceUp) spots.push({ seat, index })
    }),
  )
  return spots
}

/** Swaps a face-down trail card (behind a zombie) with a Wasteland deck card. */
export function swapFaceDownWithWasteland(s: SelfishState, spot: number, j: number): HiddenChange | null {
  const t = mutableCopy(s)
  const spots = faceDownSpots(t)
  if (spots.length === 0 || t.wasteland.length === 0) return null
  const { seat, index } = spots[at(spot, spots.length)] as { seat: number; index: number }
  const card = t.players[seat]?.trail[index] as { id: number; faceUp: boolean }
  const wi = at(j, t.wasteland.length)
  const id = card.id
  card.id = t.wasteland[wi] as number
  t.wasteland[wi] = id
  const peek = peekOf(s)
  const peeked = peek !== null && wi >= t.wasteland.length - peek.count
  return changed('face-down trail card <-> Wasteland card', s, t, peeked ? [peek.seat] : [])
}

/** Swaps two face-down trail cards (of one zombie or two). */
export function swapFaceDownCards(s: SelfishState, a: number, b: number): HiddenChange | null {
  const t = mutableCopy(s)
  const spots = faceDownSpots(t)
  if (spots.length < 2) return null
  const sa = spots[at(a, spots.length)] as { seat: number; index: number }
  const sb = spots[at(b, spots.length)] as { seat: number; index: number }
  const ca = t.players[sa.seat]?.trail[sa.index] as { id: number }
  const cb = t.players[sb.seat]?.trail[sb.index] as { id: number }
  const id = ca.id
  ca.id = cb.id
  cb.id = id
  return changed('face-down trail cards swapped', s, t, [])
}
