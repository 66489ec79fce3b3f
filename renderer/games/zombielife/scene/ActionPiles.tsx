import { useMemo } from 'react'
import { ZOMBIELIFE } from '../../../../engine/games/zombielife/data'
import type { ZombielifeView } from '../../../../engine/games/zombielife/types'
import type { CardAtlas } from '../../../table/cardAtlas'
import { CardInstances, type CardPlacement } from '../../../table/CardInstances'
import { CardPile } from '../../../table/CardPile'
import { CARD_THICKNESS } from '../../../table/shared'
import { ACTION_DECK, ACTION_DISCARD, REVEALED, ROUND_SCALE, roundPlace } from './layout'
import { actionKey } from './zombielifeDecks'
import type { TableThing } from '../../../table/tableThings'
import { cardName, ordinal } from '../hud/cardInfo'
import type { ZombielifeInspectTarget } from '../hud/inspect'

export interface ActionPilesProps {
  readonly view: ZombielifeView
  readonly atlas: CardAtlas
}

/**
 * The Action deck (face down), its discard, the revealed Infection card and the round cards; each
 * names itself under the pointer and opens up close on a click.
 */
export function ActionPiles({ view, atlas }: ActionPilesProps) {
  const top = view.discard[view.discard.length - 1]
  const laid = useMemo<CardPlacement[]>(() => {
    const out: CardPlacement[] = view.roundCards.map((card, i) => {
      const [x, , z] = roundPlace(i)
      return {
        position: [x, CARD_THICKNESS / 2, z],
        faceUp: true,
        front: actionKey(card),
        scale: ROUND_SCALE,
      }
    })
    if (view.revealed) {
      out.push({
        position: [REVEALED[0], CARD_THICKNESS / 2, REVEALED[2]],
        faceUp: true,
        front: actionKey(view.revealed),
      })
    }
    return out
  }, [view.roundCards, view.revealed])
  const laidThing = (i: number): TableThing | null => {
    const round = view.roundCards[i]
    if (round) {
      const target: ZombielifeInspectTarget = {
        kind: 'action',
        card: round.kind,
        dividend: round.dividend,
        where: 'round',
        index: i,
      }
      return {
        label: `Round card of the ${ordinal(i + 1)} round: ${cardName(round.kind)}, dividend ${round.dividend}`,
        target,
      }
    }
    const revealed = i === view.roundCards.length ? view.revealed : null
    if (!revealed) return null
    const target: ZombielifeInspectTarget = { kind: 'action', card: revealed.kind, where: 'revealed' }
    return { label: `Drawn: ${cardName(revealed.kind)}`, target }
  }
  const deckTarget: ZombielifeInspectTarget = { kind: 'deck' }
  const discardTarget: ZombielifeInspectTarget | null = top
    ? { kind: 'action', card: top.kind, dividend: top.dividend, where: 'discard' }
    : null
  const discardThing: TableThing | null =
    top && discardTarget ? { label: `Discard pile: ${cardName(top.kind)}`, target: discardTarget } : null
  return (
    <group name="action-piles">
      <CardPile
        name="action-deck"
        atlas={atlas}
        count={view.deckCount}
        capacity={ZOMBIELIFE.actionCount}
        top={null}
        position={ACTION_DECK}
        thing={{ label: `Action deck: ${view.deckCount} cards`, target: deckTarget }}
      />
      <CardPile
        name="action-discard"
        atlas={atlas}
        count={view.discard.length}
        capacity={ZOMBIELIFE.actionCount}
        top={top ? actionKey(top) : null}
        position={ACTION_DISCARD}
        thing={discardThing}
      />
      <CardInstances
        name="round-cards"
        atlas={atlas}
        cards={laid}
        capacity={view.rounds + 1}
        thingAt={laidThing}
      />
    </group>
  )
}
