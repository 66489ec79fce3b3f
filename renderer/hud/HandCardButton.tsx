export interface HandCardButtonProps {
  readonly id: number
  readonly kind: string
  readonly name: string
  /** The line above the name: its category, its cost. */
  readonly category: string
  /** The rules text, shown on hover or focus. */
  readonly text: string
  readonly selected: boolean
  /** Some legal choice plays (spends) a card of this kind now. */
  readonly usable: boolean
  /** Says "Not playable now" on a card no choice uses (games whose cards are played one by one). */
  readonly markUnusable?: boolean
  /** The game's own classes (a colour per category). */
  readonly className?: string
  readonly onSelect: (id: number) => void
}

/** One card of the viewer's hand, as a toggle button; its rules text shows on hover or focus. */
export function HandCardButton({
  id,
  kind,
  name,
  category,
  text,
  selected,
  usable,
  markUnusable = false,
  className,
  onSelect,
}: HandCardButtonProps) {
  const textId = `hand-card-text-${id}`
  const statusId = `hand-card-status-${id}`
  const unusable = markUnusable && !usable
  const classes = [
    'sh-card',
    className ?? '',
    usable ? 'is-usable' : '',
    unusable ? 'is-unplayable' : '',
    selected ? 'is-selected' : '',
  ]
  return (
    <button
      type="button"
      className={classes.filter(Boolean).join(' ')}
      aria-pressed={selected}
      aria-label={`${name}, ${category}`}
      aria-describedby={unusable ? `${statusId} ${textId}` : textId}
      data-kind={kind}
      onClick={() => onSelect(id)}
    >
      <span className="sh-card__category">{category}</span>
      <span className="sh-card__name">{name}</span>
      {unusable && (
        <span className="sh-card__status" id={statusId}>
          Not playable now
        </span>
      )}
      <span className="sh-card__text" id={textId} role="tooltip">
        {text}
      </span>
    </button>
  )
}
