/**
 * A Zombielife state drawn from what one seat knows, for search bots (GameDefinition.sample). It reads
 * only what view.ts shows that seat: its own hand, the public table, and the top of the deck while it
 * decides on Contact Tracing, Stock Tip or Lurk.
 *
 * - The other hands and the rest of the deck are dealt afresh: the other hands get a uniform draw of
 *   the hidden non-Infection cards (a hand never holds an Infection card), the deck the rest in a
 *   uniform order under the peeked cards. What only history tells (each hand's starting PPE, where
 *   the seat slotted an Infection card back, cards it saw on the deck earlier) is ignored.
 * - The asset cards under each pile's top and those removed from the game show only as counts. The
 *   copies of a kind are alike except in the two sorted piles, where the pile holds the lowest payouts
 *   (unless a Free Look Period put a card back above a removed one: history again). So they are laid
 *   out in one fixed way, not shuffled: the way they lie when no card has come back.
 * - The box is fixed by the player count; what else the view leaves out (steps, bites this round) is
 *   public.
 */
import { nextU32, shuffleInPlace, type RngState } from '../../core/rng'
import type { Sees, Seat, Viewer } from '../../core/types'
import { ASSET_KINDS, ZOMBIELIFE, actionCopy, assetCopy } from './data'
import type { AssetId, CardId, ZombielifeState } from './types'

const byId = (a: number, b: number) => a - b

/** Each kind's asset ids as an untouched pile lies, bottom first: lowest payout first, then as listed. */
const PILE_ORDER: readonly (readonly AssetId[])[] = ASSET_KINDS.map((kind) => {
  const ids: AssetId[] = []
  ZOMBIELIFE.assets.forEach((copy, id) => {
    if (copy.kind === kind) ids.push(id)
  })
  return ids.sort((a, b) => assetCopy(a).payout - assetCopy(b).payout || b - a)
})

export function sampleZombielife(s: ZombielifeState, seat: Viewer, rng: RngState): ZombielifeState {
  return drawn(s, seat, rng, false)
}

/**
 * For the arena's ceilings (GameDefinition.reveal): 'hands' keeps every hand as it is and shuffles
 * the deck as `sample` does; 'all' is the state itself with only its random stream drawn again.
 */
export function revealZombielife(s: ZombielifeState, seat: Seat, rng: RngState, sees: Sees): ZombielifeState {
  if (sees === 'all') return { ...s, rng: [nextU32(rng), nextU32(rng), nextU32(rng), nextU32(rng)] }
  return drawn(s, seat, rng, true)
}

function drawn(s: ZombielifeState, seat: Viewer, rng: RngState, seesHands: boolean): ZombielifeState {
  const unseen = s.deck.length - peekedBy(s, seat)
  const plain: CardId[] = []
  const infections: CardId[] = []
  const gather = (id: CardId) => (actionCopy(id).kind === 'infection' ? infections : plain).push(id)
  for (let i = 0; i < unseen; i++) gather(s.deck[i] as CardId)
  s.players.forEach((p, other) => {
    if (other !== seat && !seesHands) p.hand.forEach(gather)
  })
  shuffleInPlace(rng, plain.sort(byId))
  let dealt = 0
  const players = s.players.map((p, other) => {
    if (other === seat || p.hand.length === 0 || seesHands) return p
    const hand = plain.slice(dealt, dealt + p.hand.length)
    dealt += p.hand.length
    return { ...p, hand }
  })
  const rest = plain.slice(dealt).concat(infections).sort(byId)
  const deck = shuffleInPlace(rng, rest).concat(s.deck.slice(unseen))
  const fresh: RngState = [nextU32(rng), nextU32(rng), nextU32(rng), nextU32(rng)]
  return { ...s, rng: fresh, players, deck, ...assetsLaidOut(s) }
}

/** How many top cards of the deck `seat` is looking at (view.ts's peek). */
function peekedBy(s: ZombielifeState, seat: Viewer): number {
  const d = s.decision
  if (!d || d.seat !== seat) return 0
  if (d.kind === 'arrange') return Math.min(d.count, s.deck.length)
  if (d.kind === 'stockTip') return Math.min(1, s.deck.length)
  return 0
}

/** The piles under their (public) tops and the removed assets, from the public counts alone. */
function assetsLaidOut(s: ZombielifeState): Pick<ZombielifeState, 'piles' | 'removed'> {
  const owned = new Set<AssetId>()
  for (const p of s.players) for (const a of p.assets) owned.add(a)
  const removed: AssetId[] = []
  const piles = s.piles.map((pile, i) => {
    const top = pile[pile.length - 1]
    const hidden = (PILE_ORDER[i] ?? []).filter((id) => id !== top && !owned.has(id))
    const under = Math.max(0, pile.length - 1)
    for (let j = under; j < hidden.length; j++) removed.push(hidden[j] as AssetId)
    return top === undefined ? [] : [...hidden.slice(0, under), top]
  })
  return { piles, removed }
}
