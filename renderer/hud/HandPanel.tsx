import type { ReactNode } from 'react'

export interface HandPanelProps<C extends { readonly id: number; readonly kind: string }> {
  readonly cards: readonly C[]
  /** Where a card's kind sorts in the hand (ties: the card id). */
  readonly order: (card: C) => number
  /** One card, as a HandCardButton. */
  readonly renderCard: (card: C) => ReactNode
}

/** The viewer's hand, sorted by kind; clicking a card picks it (again: drops it). */
export function HandPanel<C extends { readonly id: number; readonly kind: string }>({
  cards,
  order,
  renderCard,
}: HandPanelProps<C>) {
  const sorted = cards.slice().sort((a, b) => order(a) - order(b) || a.id - b.id)
  return (
    <section className="sh-hand sh-panel" aria-label="Your hand">
      <h2 className="sh-heading">Your hand ({cards.length})</h2>
      {sorted.length === 0 ? (
        <p className="sh-muted">No cards.</p>
      ) : (
        <ul className="sh-hand__cards">
          {sorted.map((card) => (
            <li key={card.id} className="sh-hand__item" data-kind={card.kind}>
              {renderCard(card)}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
