import { SELFISH } from '../../../../engine/games/selfish/data'
import type { SelfishView } from '../../../../engine/games/selfish/types'
import type { CardAtlas } from '../../../table/cardAtlas'
import { CardPile } from '../../../table/CardPile'
import type { TableThing } from '../../../table/tableThings'
import { cardName, wasteName } from '../hud/cardInfo'
import type { SelfishInspectTarget } from '../hud/inspect'
import type { TablePlaces } from './layout'

export interface PilesProps {
  readonly view: SelfishView
  readonly places: TablePlaces
  readonly game: CardAtlas
  readonly wasteland: CardAtlas
  /** The legal move a click on the Game deck plays now (a Double swapped), if any. */
  readonly onGameDeckClick?: (() => void) | null
  /** The legal move a click on the Wasteland deck plays now (travelling), if any. */
  readonly onWastelandDeckClick?: (() => void) | null
}

const cards = (n: number) => `${n} card${n === 1 ? '' : 's'}`

/**
 * The Game card draw and discard piles and the Wasteland deck and discard (heights follow the
 * counts, up to each deck's size). Each names itself under the pointer; a click plays the deck's move when there is one,
 * or else opens the pile (its top card, face up on a discard pile) in the inspect view.
 */
export function Piles({ view, places, game, wasteland, onGameDeckClick, onWastelandDeckClick }: PilesProps) {
  const pile = (
    label: string,
    target: SelfishInspectTarget | null,
    play?: (() => void) | null,
  ): TableThing => ({
    label,
    target,
    play: play ?? null,
  })
  const discardTop = view.discardTop?.kind ?? null
  const wasteTop = view.wastelandDiscardTop?.kind ?? null
  return (
    <group name="piles">
      <CardPile
        name="game-deck"
        atlas={game}
        count={view.deckCount}
        capacity={SELFISH.gameCardCount}
        top={null}
        position={places.gameDeck}
        thing={pile(`Game deck: ${cards(view.deckCount)}`, { kind: 'deck', deck: 'game' }, onGameDeckClick)}
      />
      <CardPile
        name="game-discard"
        atlas={game}
        count={view.discardCount}
        capacity={SELFISH.gameCardCount}
        top={discardTop}
        position={places.gameDiscard}
        thing={
          discardTop === null
            ? null
            : pile(`Discard pile: ${cardName(discardTop)}`, {
                kind: 'game',
                card: discardTop,
                where: 'discard',
              })
        }
      />
      <CardPile
        name="wasteland-deck"
        atlas={wasteland}
        count={view.wastelandCount}
        capacity={SELFISH.wastelandCardCount}
        top={null}
        position={places.wastelandDeck}
        thing={pile(
          `Wasteland deck: ${cards(view.wastelandCount)}`,
          { kind: 'deck', deck: 'wasteland' },
          onWastelandDeckClick,
        )}
      />
      <CardPile
        name="wasteland-discard"
        atlas={wasteland}
        count={view.wastelandDiscardCount}
        capacity={SELFISH.wastelandCardCount}
        top={wasteTop}
        position={places.wastelandDiscard}
        thing={
          wasteTop === null
            ? null
            : pile(`Wasteland discard: ${wasteName(wasteTop)}`, {
                kind: 'waste',
                card: wasteTop,
                where: 'discard',
              })
        }
      />
    </group>
  )
}
