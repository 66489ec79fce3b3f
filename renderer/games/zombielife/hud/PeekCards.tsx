import type { ActionCardView } from '../../../../engine/games/zombielife/types'
import { cardName, cardText } from './cardInfo'

export interface PeekCardsProps {
  readonly peek: readonly ActionCardView[]
}

/** The top Action cards only the viewer may see (Contact Tracing, Stock Tip, Lurk), top card first. */
export function PeekCards({ peek }: PeekCardsProps) {
  return (
    <section className="sh-peek sh-panel" aria-label="Action cards you see">
      <h2 className="sh-heading">Top of the Action deck</h2>
      <ol className="sh-peek__cards">
        {peek.map((card, i) => (
          <li key={card.id} className={`sh-waste zh-peek zh-peek--${card.kind}`}>
            <span className="sh-waste__pos">{i === 0 ? 'Top' : `${i + 1}.`}</span>
            <span className="sh-waste__name">{cardName(card.kind)}</span>
            <span className="sh-waste__text">{cardText(card.kind)}</span>
          </li>
        ))}
      </ol>
    </section>
  )
}
