import type { ActionCardView } from '../../../../engine/games/zombielife/types'
import { cardCost, cardName, cardText, wonga } from './cardInfo'

export interface HandCardProps {
  readonly card: ActionCardView
  readonly selected: boolean
  /** Some legal choice plays a card of this kind now. */
  readonly usable: boolean
  readonly onSelect: (id: number) => void
}

/**
 * One card of the viewer's hand, as a toggle button: name, cost and PPE mark, and whether it can be
 * played now; the rules text shows on hover or focus.
 */
export function HandCard({ card, selected, usable, onSelect }: HandCardProps) {
  const ppe = card.kind === 'ppe'
  const textId = `zh-card-text-${card.id}`
  const statusId = `zh-card-status-${card.id}`
  const category = ppe ? 'PPE · Reaction' : `Cost ${wonga(cardCost(card.kind))}`
  const classes = [
    'sh-card',
    'zh-card',
    ppe ? 'zh-card--ppe' : '',
    usable ? 'is-usable' : 'is-unplayable',
    selected ? 'is-selected' : '',
  ]
  return (
    <li className="zh-hand__item" data-kind={card.kind}>
      <button
        type="button"
        className={classes.filter(Boolean).join(' ')}
        aria-pressed={selected}
        aria-label={`${cardName(card.kind)}, ${category}`}
        aria-describedby={usable ? textId : `${statusId} ${textId}`}
        onClick={() => onSelect(card.id)}
      >
        <span className="sh-card__category">{category}</span>
        <span className="sh-card__name">{cardName(card.kind)}</span>
        {!usable && (
          <span className="zh-card__status" id={statusId}>
            Not playable now
          </span>
        )}
        <span className="sh-card__text" id={textId} role="tooltip">
          {cardText(card.kind)}
          {card.dividend > 0 ? ` (Dividend ${card.dividend})` : ''}
        </span>
      </button>
    </li>
  )
}
