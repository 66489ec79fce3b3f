import type { SelfishView } from '../../../../engine/games/selfish/types'
import type { CardAtlas } from '../../../table/cardAtlas'
import { CardPile } from '../../../table/CardPile'
import type { TablePlaces } from './layout'

export interface PilesProps {
  readonly view: SelfishView
  readonly places: TablePlaces
  readonly game: CardAtlas
  readonly wasteland: CardAtlas
  readonly gameCapacity: number
  readonly wastelandCapacity: number
  readonly onGameDeckClick?: () => void
  readonly onWastelandDeckClick?: () => void
}

/** The Game card draw and discard piles and the Wasteland deck and discard (heights follow the counts). */
export function Piles({
  view,
  places,
  game,
  wasteland,
  gameCapacity,
  wastelandCapacity,
  onGameDeckClick,
  onWastelandDeckClick,
}: PilesProps) {
  return (
    <group name="piles">
      <CardPile
        name="game-deck"
        atlas={game}
        count={view.deckCount}
        capacity={gameCapacity}
        top={null}
        position={places.gameDeck}
        onClick={onGameDeckClick && (() => onGameDeckClick())}
      />
      <CardPile
        name="game-discard"
        atlas={game}
        count={view.discardCount}
        capacity={gameCapacity}
        top={view.discardTop?.kind ?? null}
        position={places.gameDiscard}
      />
      <CardPile
        name="wasteland-deck"
        atlas={wasteland}
        count={view.wastelandCount}
        capacity={wastelandCapacity}
        top={null}
        position={places.wastelandDeck}
        onClick={onWastelandDeckClick && (() => onWastelandDeckClick())}
      />
      <CardPile
        name="wasteland-discard"
        atlas={wasteland}
        count={view.wastelandDiscardCount}
        capacity={wastelandCapacity}
        top={view.wastelandDiscardTop?.kind ?? null}
        position={places.wastelandDiscard}
      />
    </group>
  )
}
