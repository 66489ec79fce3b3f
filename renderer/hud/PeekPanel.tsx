import { InspectButton } from './InspectButton'
import type { InspectTarget } from '../table/inspectStore'
import { useInspectable } from './useInspectable'

export interface PeekedCard {
  readonly id: number
  readonly kind: string
  readonly name: string
  readonly text: string
}

export interface PeekPanelProps {
  /** The region's name ("Wasteland cards you see"). */
  readonly label: string
  readonly heading: string
  /** Top card first. */
  readonly cards: readonly PeekedCard[]
  /** The game's class for each card (a colour per kind). */
  readonly cardClass: (card: PeekedCard) => string
  /** What the inspect view opens for a card (its place in the pile: 0 is the top); left out: none. */
  readonly inspectTarget?: (card: PeekedCard, index: number) => InspectTarget | null
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
export function PeekPanel({ label, heading, cards, cardClass, inspectTarget }: PeekPanelProps) {
  return (
    <section className="hud-peek hud-panel" aria-label={label}>
      <h2 className="hud-heading">{heading}</h2>
      <ol className="hud-peek__cards">
        {cards.map((card, i) => (
          <PeekCard
            key={card.id}
            card={card}
            index={i}
            className={cardClass(card)}
            target={inspectTarget?.(card, i) ?? null}
          />
        ))}
      </ol>
    </section>
  )
}
