import type { CardView } from '../../../../engine/games/selfish/types'
import { cardCategory, cardName, cardText } from './cardInfo'

const CATEGORY_LABELS = {
  supplies: 'Supplies',
  attack: 'Attack',
  reaction: 'Reaction',
  action: 'Action',
} as const

export interface HandCardProps {
  readonly card: CardView
  readonly selected: boolean
  /** Some legal choice spends a card of this kind now. */
  readonly usable: boolean
  readonly onSelect: (id: number) => void
}

/** One card of the viewer's hand: name and category colour; the rules text shows on hover or focus. */
export function HandCard({ card, selected, usable, onSelect }: HandCardProps) {
  const category = cardCategory(card.kind)
  const textId = `sh-card-text-${card.id}`
  const classes = [
    'sh-card',
    `sh-card--${category}`,
    selected ? 'is-selected' : '',
    usable ? 'is-usable' : '',
  ]
  return (
    <button
      type="button"
      className={classes.filter(Boolean).join(' ')}
      aria-pressed={selected}
      aria-describedby={textId}
      data-kind={card.kind}
      onClick={() => onSelect(card.id)}
    >
      <span className="sh-card__category">{CATEGORY_LABELS[category]}</span>
      <span className="sh-card__name">{cardName(card.kind)}</span>
      <span className="sh-card__text" id={textId} role="tooltip">
        {cardText(card.kind)}
      </span>
    </button>
  )
}
