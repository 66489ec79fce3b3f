/**
 * A state drawn from what one seat knows, for search bots. At this table only the order of the two
 * decks and the random stream are hidden: which cards each deck holds is public (every card not
 * held by a player), so each deck is reshuffled from its cards in id order and the rng is replaced.
 * The bottom of a deck is partly known from the cards seen drawn and put back; that is ignored.
 * The steps stack and a placed building's price are left out of the view but follow from public
 * play (announced dice, cards and bids), so they are kept.
 */
import { nextU32, shuffleInPlace, type RngState } from '../../core/rng'
import type { Sees, Seat, Viewer } from '../../core/types'
import type { CardId, MonopoState } from './types'

export function sampleMonopoZombie(s: MonopoState, _viewer: Viewer, rng: RngState): MonopoState {
  const reshuffle = (deck: readonly CardId[]) =>
    shuffleInPlace(
      rng,
      [...deck].sort((a, b) => a - b),
    )
  const chance = reshuffle(s.decks.chance)
  const chest = reshuffle(s.decks.chest)
  return {
    ...s,
    decks: { chance, chest },
    rng: [nextU32(rng), nextU32(rng), nextU32(rng), nextU32(rng)],
  }
}

/**
 * For the arena's ceilings (GameDefinition.reveal): no hand is hidden here, so 'hands' is `sample`;
 * 'all' is the state itself, the decks' order too, with only its random stream drawn again.
 */
export function revealMonopoZombie(s: MonopoState, seat: Seat, rng: RngState, sees: Sees): MonopoState {
  if (sees === 'all') return { ...s, rng: [nextU32(rng), nextU32(rng), nextU32(rng), nextU32(rng)] }
  return sampleMonopoZombie(s, seat, rng)
}
