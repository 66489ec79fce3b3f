import type { SelfishView } from '../../../../engine/games/selfish/types'
import { wasteName, wasteText } from './cardInfo'

export interface PeekCardsProps {
  readonly peek: NonNullable<SelfishView['peek']>
}

/** The Wasteland cards only the viewer may see (Scout, Zombie Trap), top card first. */
export function PeekCards({ peek }: PeekCardsProps) {
  return (
    <section className="sh-peek sh-panel" aria-label="Wasteland cards you see">
      <h2 className="sh-heading">Top of the Wasteland pile</h2>
      <ol className="sh-peek__cards">
        {peek.map((card, i) => (
          <li key={card.id} className={`sh-waste sh-waste--${card.kind}`}>
            <span className="sh-waste__pos">{i === 0 ? 'Top' : `${i + 1}.`}</span>
            <span className="sh-waste__name">{wasteName(card.kind)}</span>
            <span className="sh-waste__text">{wasteText(card.kind)}</span>
          </li>
        ))}
      </ol>
    </section>
  )
}
