import type { CardId } from '../../../../engine/games/monopozombie/types'
import { cardText, deckName } from './boardInfo'

export interface ShownCardProps {
  readonly card: CardId
}

/** The Scavenge or Survivor Cache card last drawn, face up until the next draw. */
export function ShownCard({ card }: ShownCardProps) {
  const deck = deckName(card)
  return (
    <section
      className={`sh-panel mh-card mh-card--${deck === 'Scavenge' ? 'chance' : 'chest'}`}
      aria-label="Card drawn"
    >
      <span className="mh-card__deck">{deck}</span>
      <span className="mh-card__text">{cardText(card)}</span>
    </section>
  )
}
