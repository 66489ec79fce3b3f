import { useMemo } from 'react'
import type { Deck } from '../../../../engine/games/monopozombie/dataTypes'
import type { MonopoView } from '../../../../engine/games/monopozombie/types'
import type { CardAtlas } from '../../../table/cardAtlas'
import { CardInstances, type CardPlacement } from '../../../table/CardInstances'
import { CardPile } from '../../../table/CardPile'
import { CARD_THICKNESS } from '../../../table/shared'
import { CHANCE_PILE, CHEST_PILE, SHOWN_CARD } from './layout'
import { cardKey, deckOf } from './monopoDecks'
import type { MonopoInspectTarget } from '../hud/inspect'
import { deckName } from '../hud/boardInfo'

export interface CardDecksProps {
  readonly deckSizes: MonopoView['deckSizes']
  readonly shownCard: number | null
  readonly atlases: Readonly<Record<Deck, CardAtlas>>
}

/** The most cards one deck holds. */
export const DECK_CAPACITY = 16

const DECK_NAMES: Readonly<Record<Deck, string>> = { chance: 'Scavenge', chest: 'Survivor Cache' }

const deckTarget = (deck: Deck): MonopoInspectTarget => ({ kind: 'deck', deck })
const cardTarget = (card: number): MonopoInspectTarget => ({ kind: 'card', card })

const PILES: Readonly<Record<Deck, readonly [number, number, number]>> = {
  chance: CHANCE_PILE,
  chest: CHEST_PILE,
}

/**
 * The Scavenge (Chance) and Survivor Cache (Community Chest) piles face down in the middle of the
 * board, as high as they have cards, and the card drawn last face up between them; each names
 * itself under the pointer and opens up close on a click.
 */
export function CardDecks({ deckSizes, shownCard, atlases }: CardDecksProps) {
  const shownDeck = shownCard === null ? null : deckOf(shownCard)
  const shown = useMemo<CardPlacement[]>(
    () =>
      shownCard === null
        ? []
        : [
            {
              position: [SHOWN_CARD[0], SHOWN_CARD[1] + CARD_THICKNESS / 2, SHOWN_CARD[2]],
              yaw: 0.03,
              faceUp: true,
              front: cardKey(shownCard),
            },
          ],
    [shownCard],
  )
  return (
    <group name="card-decks">
      {(['chance', 'chest'] as const).map((deck) => (
        <group key={deck}>
          <CardPile
            name={`deck-${deck}`}
            atlas={atlases[deck]}
            count={deckSizes[deck]}
            capacity={DECK_CAPACITY}
            top={null}
            position={PILES[deck]}
            thing={{
              label: `${DECK_NAMES[deck]} pile: ${deckSizes[deck]} cards`,
              target: deckTarget(deck),
            }}
          />
          <CardInstances
            name={`shown-${deck}`}
            atlas={atlases[deck]}
            cards={shownDeck === deck ? shown : []}
            capacity={1}
            thingAt={() =>
              shownCard === null
                ? null
                : {
                    label: `${deckName(shownCard)} card drawn last`,
                    target: cardTarget(shownCard),
                  }
            }
          />
        </group>
      ))}
    </group>
  )
}
