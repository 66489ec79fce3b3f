/**
 * Changes to a Selfish state that only some viewers may notice: another seat's hand, the order of
 * the decks, face-down trail cards. Each says who may legitimately see it (the hand's owner, the seat
 * peeking at the Wasteland deck); for everyone else the view must not change at all.
 */
import { seedRng, shuffleInPlace } from '../../../engine/core/rng'
import type { Seat } from '../../../engine/core/types'
import type { SelfishState } from '../../../engine/games/selfish'

interface MutableState {
  players: { alive: boolean; hand: number[]; trail: ({ id: number; faceUp: boolean } | null)[] }[]
  deck: number[]
  wasteland: number[]
}

export interface HiddenChange {
  readonly name: string
  readonly state: SelfishState
  /** The seats that may see this change in their view. */
  readonly seenBy: readonly Seat[]
}

const mutableCopy = (s: SelfishState): MutableState => structuredClone(s) as unknown as MutableState

/** The result, or null when the change turned out to change nothing. */
function changed(
  name: string,
  before: SelfishState,
  after: MutableState,
  seenBy: Seat[],
): HiddenChange | null {
  const state = after as unknown as SelfishState
  return JSON.stringify(state) === JSON.stringify(before) ? null : { name, state, seenBy }
}

/** The seat looking at the top of the Wasteland deck (Scout, Zombie Trap) and how many cards it sees. */
export function peekOf(s: SelfishState): { seat: Seat; count: number } | null {
  const d = s.decision
  if (d?.kind === 'scout') return { seat: d.seat, count: Math.min(1, s.wasteland.length) }
  if (d?.kind === 'arrange') return { seat: d.seat, count: d.count }
  return null
}

const at = (n: number, length: number): number => ((n % length) + length) % length

/** Swaps a card of `owner`'s hand with a card of the Game deck. */
export function swapHandWithDeck(s: SelfishState, owner: number, i: number, j: number): HiddenChange | null {
  const t = mutableCopy(s)
  const p = t.players[at(owner, t.players.length)]
  if (!p || p.hand.length === 0 || t.deck.length === 0) return null
  const hi = at(i, p.hand.length)
  const di = at(j, t.deck.length)
  const card = p.hand[hi] as number
  p.hand[hi] = t.deck[di] as number
  t.deck[di] = card
  return changed('hand card <-> deck card', s, t, [at(owner, t.players.length)])
}

/** Swaps one card between two seats' hands (both keep their hand size). */
export function swapBetweenHands(
  s: SelfishState,
  a: number,
  b: number,
  i: number,
  j: number,
): HiddenChange | null {
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

export function permuteDeck(s: SelfishState, seed: number): HiddenChange | null {
  const t = mutableCopy(s)
  shuffleInPlace(seedRng(seed), t.deck)
  return changed('Game deck reordered', s, t, [])
}

/** Reorders the Wasteland deck under the cards a seat is peeking at. */
export function permuteWastelandUnseen(s: SelfishState, seed: number): HiddenChange | null {
  const t = mutableCopy(s)
  const seen = peekOf(s)?.count ?? 0
  const unseen = t.wasteland.slice(0, t.wasteland.length - seen)
  shuffleInPlace(seedRng(seed), unseen)
  t.wasteland.splice(0, unseen.length, ...unseen)
  return changed('Wasteland deck reordered', s, t, [])
}

/** Reorders the Wasteland cards a seat is peeking at: only that seat may notice. */
export function permuteWastelandPeeked(s: SelfishState, seed: number): HiddenChange | null {
  const peek = peekOf(s)
  if (!peek || peek.count < 2) return null
  const t = mutableCopy(s)
  const top = t.wasteland.slice(-peek.count)
  shuffleInPlace(seedRng(seed), top)
  t.wasteland.splice(t.wasteland.length - peek.count, peek.count, ...top)
  return changed('peeked Wasteland cards reordered', s, t, [peek.seat])
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
