import type { ActionCardView } from '../../../../engine/games/zombielife/types'
import { cardCost, cardName, cardText, wonga } from './cardInfo'

export interface HandCardProps {
  readonly card: ActionCardView
  /** Some legal choice plays a card of this kind now. */
  readonly usable: boolean
}

/** One card of the viewer's hand: name, cost and PPE mark; the rules text shows on hover or focus. */
export function HandCard({ card, usable }: HandCardProps) {
  const ppe = card.kind === 'ppe'
  const textId = `zh-card-text-${card.id}`
  const classes = ['sh-card', 'zh-card', ppe ? 'zh-card--ppe' : '', usable ? 'is-usable' : '']
  return (
    <li
      className={classes.filter(Boolean).join(' ')}
      tabIndex={0}
      aria-describedby={textId}
      data-kind={card.kind}
    >
      <span className="sh-card__category">
        {ppe ? 'PPE · Reaction' : `Cost ${wonga(cardCost(card.kind))}`}
      </span>
      <span className="sh-card__name">{cardName(card.kind)}</span>
      <span className="sh-card__text" id={textId} role="tooltip">
        {cardText(card.kind)}
        {card.dividend > 0 ? ` (Dividend ${card.dividend})` : ''}
      </span>
    </li>
  )
}
