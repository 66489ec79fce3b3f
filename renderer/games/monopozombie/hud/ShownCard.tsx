import type { CardId } from '../../../../engine/games/monopozombie/types'
import { InspectButton } from '../../../hud/InspectButton'
import { useInspectable } from '../../../hud/useInspectable'
import { cardText, deckName } from './boardInfo'
import type { MonopoInspectTarget } from './inspect'

export interface ShownCardProps {
  readonly card: CardId
  /** Shows the magnifier (not for the spectator, who gets no controls; hovering still works). */
  readonly magnifier?: boolean
}

/**
 * The Scavenge or Survivor Cache card last drawn, face up until the next draw; its magnifier (or I
 * while pointing at it, a right-click, a long press) opens it in the inspect view.
 */
export function ShownCard({ card, magnifier = true }: ShownCardProps) {
  const deck = deckName(card)
  const target: MonopoInspectTarget = { kind: 'card', card }
  const inspectable = useInspectable({
    key: `shown:${card}`,
    target,
    label: `${deck} card`,
    detail: cardText(card),
  })
  return (
    <section
      className={`hud-panel mh-card mh-card--${deck === 'Scavenge' ? 'chance' : 'chest'}`}
      aria-label="Card drawn"
      {...inspectable}
    >
      <span className="mh-card__deck">{deck}</span>
      <span className="mh-card__text">{cardText(card)}</span>
      {magnifier && <InspectButton target={target} name={`the ${deck} card`} />}
    </section>
  )
}
