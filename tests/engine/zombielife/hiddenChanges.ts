/**
 * Changes to a Zombielife state that only some viewers may notice: another seat's hand, the order of
 * the Action deck (including where an Infection card was slotted back). Each says who may
 * legitimately see it (the hand's owner, the seat peeking at the top of the deck); for everyone else
 * the view must not change at all.
 */
import type { Seat } from '../../../engine/core/types'
import { actionCopy } from '../../../engine/games/zombielife/data'
import type { ZombielifeState } from '../../../engine/games/zombielife'
import { at, hiddenChangesFor } from '../shared/hiddenChanges'
import type { HiddenChange as AnyHiddenChange, Peek } from '../shared/hiddenChanges'

interface MutableState {
  players: { hand: number[] }[]
  deck: number[]
}

export type HiddenChange = AnyHiddenChange<ZombielifeState>

/** The seat looking at the top of the deck (Contact Tracing, Lurk, Stock Tip) and how many cards it sees. */
export function peekOf(s: ZombielifeState): Peek | null {
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

const hidden = hiddenChangesFor<ZombielifeState, MutableState>({
  peekOf,
  peekedPile: (t) => t.deck,
  pileNames: { unseen: 'deck reordered', peeked: 'peeked cards reordered' },
  deckSeers,
})
const { mutableCopy, changed } = hidden

export const swapHandWithDeck = hidden.swapHandWithDeck
export const swapBetweenHands = hidden.swapBetweenHands
/** Reorders the deck under the cards a seat is peeking at. */
export const permuteDeckUnseen = hidden.permutePileUnseen
/** Reorders the cards a seat is peeking at: only that seat may notice. */
export const permuteDeckPeeked = hidden.permutePilePeeked

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
