import { useMemo } from 'react'
import type { PlayerView } from '../../../../engine/games/selfish/types'
import { createCardAtlas, type CardAtlas } from '../../../table/cardAtlas'
import { useOwnedAtlas } from '../../../table/useRepaintWhenFontsLoad'
import { gameDeckSpec, wastelandDeckSpec } from './selfishDecks'
import { survivorDeckSpec } from './survivorCards'

export interface SelfishAtlases {
  readonly game: CardAtlas
  readonly wasteland: CardAtlas
  readonly survivors: CardAtlas
}

/** The three Selfish atlases: one per deck, the survivors' repainted only when a name changes. */
export function useSelfishAtlases(players: readonly PlayerView[]): SelfishAtlases {
  const game = useMemo(() => createCardAtlas(gameDeckSpec()), [])
  const wasteland = useMemo(() => createCardAtlas(wastelandDeckSpec()), [])
  const namesKey = players.map((p) => `${p.name}\u0000${p.survivor}`).join('\u0001')
  const survivors = useMemo(
    () =>
      createCardAtlas(
        survivorDeckSpec(
          namesKey.split('\u0001').map((entry) => {
            const [name = '', survivor = ''] = entry.split('\u0000')
            return { name, survivor }
          }),
        ),
      ),
    [namesKey],
  )
  useOwnedAtlas(game)
  useOwnedAtlas(wasteland)
  useOwnedAtlas(survivors)
  return { game, wasteland, survivors }
}
