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
}

/** Cards from the top of a deck that only the viewer may see, top card first. */
export function PeekPanel({ label, heading, cards, cardClass }: PeekPanelProps) {
  return (
    <section className="sh-peek sh-panel" aria-label={label}>
      <h2 className="sh-heading">{heading}</h2>
      <ol className="sh-peek__cards">
        {cards.map((card, i) => (
          <li key={card.id} className={`sh-waste ${cardClass(card)}`}>
            <span className="sh-waste__pos">{i === 0 ? 'Top' : `${i + 1}.`}</span>
            <span className="sh-waste__name">{card.name}</span>
            <span className="sh-waste__text">{card.text}</span>
          </li>
        ))}
      </ol>
    </section>
  )
}
