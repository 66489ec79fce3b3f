import { useEffect, useMemo } from 'react'
import type { Deck } from '../../../../engine/games/monopozombie/dataTypes'
import { createCardAtlas, type CardAtlas } from '../../../table/cardAtlas'
import { deckSpec } from './monopoDecks'
import { useRepaintWhenFontsLoad } from './useRepaintWhenFontsLoad'

/** The two MonopoZombie atlases (Scavenge, Survivor Cache), painted once from the card data. */
export function useMonopoAtlases(): Readonly<Record<Deck, CardAtlas>> {
  const chance = useMemo(() => createCardAtlas(deckSpec('chance')), [])
  const chest = useMemo(() => createCardAtlas(deckSpec('chest')), [])
  useRepaintWhenFontsLoad(chance)
  useRepaintWhenFontsLoad(chest)
  useEffect(() => () => chance.dispose(), [chance])
  useEffect(() => () => chest.dispose(), [chest])
  return useMemo(() => ({ chance, chest }), [chance, chest])
}
