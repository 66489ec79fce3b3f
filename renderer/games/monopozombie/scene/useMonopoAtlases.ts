import { useMemo } from 'react'
import type { Deck } from '../../../../engine/games/monopozombie/dataTypes'
import { createCardAtlas, type CardAtlas } from '../../../table/cardAtlas'
import { useOwnedAtlas } from '../../../table/useRepaintWhenFontsLoad'
import { deckSpec } from './monopoDecks'

/** The two MonopoZombie atlases (Scavenge, Survivor Cache), painted once from the card data. */
export function useMonopoAtlases(): Readonly<Record<Deck, CardAtlas>> {
  const chance = useMemo(() => createCardAtlas(deckSpec('chance')), [])
  const chest = useMemo(() => createCardAtlas(deckSpec('chest')), [])
  useOwnedAtlas(chance)
  useOwnedAtlas(chest)
  return useMemo(() => ({ chance, chest }), [chance, chest])
}
