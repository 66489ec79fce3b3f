import { InspectButton } from './InspectButton'
import type { InspectTarget } from '../table/inspectStore'
import { useInspectable } from './useInspectable'

/** A card seen on top of a deck, as the panel shows it. */
interface PeekedCard {
  readonly id: number
  readonly name: string
  readonly text: string
}

export interface PeekPanelProps<K, C extends { readonly id: number; readonly kind: K }> {
  /** The region's name ("Wasteland cards you see"). */
  readonly label: string
  readonly heading: string
  /** Top card first; none (or null, not the viewer's to see): the panel is not shown. */
  readonly cards: readonly C[] | null
  /** A card's name and rules text, by its kind. */
  readonly name: (kind: K) => string
  readonly text: (kind: K) => string
  /** The game's class for each card (a colour per kind). */
  readonly cardClass: (card: C) => string
  /** What the inspect view opens for a card (its place in the pile: 0 is the top); left out: none. */
  readonly inspectTarget?: (card: C, index: number) => InspectTarget | null
}
interface PeekCardProps {
  readonly card: PeekedCard
  readonly index: number
  readonly className: string
  readonly target: InspectTarget | null
}

function PeekCard({ card, index, className, target }: PeekCardProps) {
  const inspectable = useInspectable({ key: `peek:${card.id}`, target, label: card.name, detail: card.text })
  return (
    <li className={`hud-waste ${className}`} {...inspectable}>
      <span className="hud-waste__pos">{index === 0 ? 'Top' : `${index + 1}.`}</span>
      <span className="hud-waste__name">{card.name}</span>
      <span className="hud-waste__text">{card.text}</span>
      {target && <InspectButton target={target} name={card.name} />}
    </li>
  )
}

/**
 * Cards from the top of a deck that only the viewer may see, top card first; each can be looked at
 * closer (its magnifier, I while pointing at it, a right-click or a long press).
 */
export function PeekPanel<K, C extends { readonly id: number; readonly kind: K }>({
  label,
  heading,
  cards,
  name,
  text,
  cardClass,
  inspectTarget,
}: PeekPanelProps<K, C>) {
  if (cards === null || cards.length === 0) return null
  return (
    <section className="hud-peek hud-panel" aria-label={label}>
      <h2 className="hud-heading">{heading}</h2>
      <ol className="hud-peek__cards">
        {cards.map((card, i) => (
          <PeekCard
            key={card.id}
            card={{ id: card.id, name: name(card.kind), text: text(card.kind) }}
            index={i}
            className={cardClass(card)}
            target={inspectTarget?.(card, i) ?? null}
          />
        ))}
      </ol>
    </section>
  )
}
