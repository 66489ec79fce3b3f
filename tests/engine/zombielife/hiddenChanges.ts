/**
 * Changes to a Zombielife state that only some viewers may notice: another seat's hand, the order of
 * the Action deck (including where an Infection card was slotted back). Each says who may
 * legitimately see it (the hand's owner, the seat peeking at the top of the deck); for everyone else
 * the view must not change at all.
 */
import { seedRng, shuffleInPlace } from '../../../engine/core/rng'
import type { Seat } from '../../../engine/core/types'
import { actionCopy } from '../../../engine/games/zombielife/data'
import type { ZombielifeState } from '../../../engine/games/zombielife'

interface MutableState {
  players: { hand: number[] }[]
  deck: number[]
}

export interface HiddenChange {
  readonly name: string
  readonly state: ZombielifeState
  /** The seats that may see this change in their view. */
  readonly seenBy: readonly Seat[]
}

const mutableCopy = (s: ZombielifeState): MutableState => structuredClone(s) as unknown as MutableState
const at = (n: number, length: number): number => ((n % length) + length) % length

function changed(
  name: string,
  before: ZombielifeState,
  after: MutableState,
  seenBy: Seat[],
): HiddenChange | null {
  const state = after as unknown as ZombielifeState
  return JSON.stringify(state) === JSON.stringify(before) ? null : { name, state, seenBy }
}

/** The seat looking at the top of the deck (Contact Tracing, Lurk, Stock Tip) and how many cards it sees. */
export function peekOf(s: ZombielifeState): { seat: Seat; count: number } | null {
  const d = s.decision
  if (d?.kind === 'arrange') return { seat: d.seat, count: d.count }
  if (d?.kind === 'stockTip') return { seat: d.seat, count: 1 }
  return null
}

/** Who may see a change at deck index `i` (0 = bottom). */
function deckSeers(s: ZombielifeState, indices: readonly number[]): Seat[] {
  const peek = peekOf(s)
  if (!peek) return []
  return indices.some((i) => i >= s.deck.length - peek.count) ? [peek.seat] : []
}

export function swapHandWithDeck(
  s: ZombielifeState,
  owner: number,
  i: number,
  j: number,
): HiddenChange | null {
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

export function swapBetweenHands(
  s: ZombielifeState,
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

/** Takes a PPE out of (or puts one into) a hand, swapping with a deck card of the other sort. */
export function togglePpe(s: ZombielifeState, owner: number, j: number): HiddenChange | null {
  const t = mutableCopy(s)
  const seat = at(owner, t.players.length)
  const p = t.players[seat]
  if (!p || p.hand.length === 0) return null
  const isPpe = (id: number) => actionCopy(id).kind === 'ppe'
  const hi = p.hand.findIndex(isPpe)
  const handIndex = hi >= 0 ? hi : 0
  const wantPpe = hi < 0
  const candidates = t.deck.flatMap((id, i) =>
    isPpe(id) === wantPpe && actionCopy(id).kind !== 'infection' ? [i] : [],
  )
  if (candidates.length === 0) return null
  const di = candidates[at(j, candidates.length)] as number
  const card = p.hand[handIndex] as number
  p.hand[handIndex] = t.deck[di] as number
  t.deck[di] = card
  return changed(wantPpe ? 'PPE put into a hand' : 'PPE taken out of a hand', s, t, [
    seat,
    ...deckSeers(s, [di]),
  ])
}

/** Reorders the deck under the cards a seat is peeking at. */
export function permuteDeckUnseen(s: ZombielifeState, seed: number): HiddenChange | null {
  const t = mutableCopy(s)
  const seen = peekOf(s)?.count ?? 0
  const unseen = t.deck.slice(0, t.deck.length - seen)
  shuffleInPlace(seedRng(seed), unseen)
  t.deck.splice(0, unseen.length, ...unseen)
  return changed('deck reordered', s, t, [])
}

/** Reorders the cards a seat is peeking at: only that seat may notice. */
export function permuteDeckPeeked(s: ZombielifeState, seed: number): HiddenChange | null {
  const peek = peekOf(s)
  if (!peek || peek.count < 2) return null
  const t = mutableCopy(s)
  const top = t.deck.slice(-peek.count)
  shuffleInPlace(seedRng(seed), top)
  t.deck.splice(t.deck.length - peek.count, peek.count, ...top)
  return changed('peeked cards reordered', s, t, [peek.seat])
}

/** Moves an Infection card in the deck to another place: where it was slotted back is nobody's to see. */
export function moveInfection(s: ZombielifeState, which: number, to: number): HiddenChange | null {
  const t = mutableCopy(s)
  const infections = t.deck.flatMap((id, i) => (actionCopy(id).kind === 'infection' ? [i] : []))
  if (infections.length === 0 || t.deck.length < 2) return null
  const from = infections[at(which, infections.length)] as number
  const [card] = t.deck.splice(from, 1) as [number]
  const dest = at(to, t.deck.length + 1)
  t.deck.splice(dest, 0, card)
  const touched = [from, dest].concat(
    Array.from({ length: Math.abs(dest - from) + 1 }, (_, k) => Math.min(from, dest) + k),
  )
  return changed('Infection card moved in the deck', s, t, deckSeers(s, touched))
}
