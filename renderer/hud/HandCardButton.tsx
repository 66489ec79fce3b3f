import type { InspectTarget } from '../table/inspectStore'
import { GameIcon } from './GameIcon'
import { useInspectable } from './useInspectable'

export interface HandCardButtonProps {
  readonly id: number
  readonly kind: string
  readonly name: string
  /** The line above the name: its category, its cost. */
  readonly category: string
  /** The rules text: the card's description, shown in its tooltip on hover or focus. */
  readonly text: string
  readonly selected: boolean
  /** Some legal choice plays (spends) a card of this kind now. */
  readonly usable: boolean
  /** Says "Not playable now" on a card no choice uses (games whose cards are played one by one). */
  readonly markUnusable?: boolean
  /** The game's own classes (a colour per category). */
  readonly className?: string
  /** The card's picture, as on its face (a Game-icons.net icon name), faint behind its name. */
  readonly picture?: string
  readonly onSelect: (id: number) => void
  /** What the inspect view opens for it (I, a right-click, a long press); null: it has no closer look. */
  readonly inspect?: InspectTarget | null
}

/**
 * One card of the viewer's hand, as a toggle button. Its rules text is its description; on hover or
 * focus it shows in the page's tooltip (fixed over everything, so the hand strip's overflow never
 * cuts it), and I, a right-click or a long press opens the card in the inspect view.
 */
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
  picture,
  onSelect,
  inspect = null,
}: HandCardButtonProps) {
  const inspectable = useInspectable({ key: `hand:${id}`, target: inspect, label: name, detail: text })
  const textId = `hand-card-text-${id}`
  const statusId = `hand-card-status-${id}`
  const unusable = markUnusable && !usable
  const classes = [
    'hud-card',
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
      {...inspectable}
      onClick={() => onSelect(id)}
    >
      {picture !== undefined && <GameIcon name={picture} className="hud-card__picture" />}
      <span className="hud-card__category">{category}</span>
      <span className="hud-card__name">{name}</span>
      {unusable && (
        <span className="hud-card__status" id={statusId}>
          Not playable now
        </span>
      )}
      <span className="hud-card__text" id={textId} role="tooltip">
        {text}
      </span>
    </button>
  )
}
