import { GAME_KIND_ORDER, type GameKind } from '../../../../engine/games/selfish/data'
import type { CardView } from '../../../../engine/games/selfish/types'
import { HandCard } from './HandCard'

export interface HandProps {
  readonly cards: readonly CardView[]
  readonly selectedId: number | null
  /** Kinds that some legal choice spends now. */
  readonly usable: ReadonlySet<GameKind>
  readonly onSelect: (id: number) => void
}

/** The viewer's hand, Supplies first; clicking a card picks it (again: drops it). */
export function Hand({ cards, selectedId, usable, onSelect }: HandProps) {
  const sorted = cards
    .slice()
    .sort((a, b) => GAME_KIND_ORDER[a.kind] - GAME_KIND_ORDER[b.kind] || a.id - b.id)
  return (
    <section className="sh-hand sh-panel" aria-label="Your hand">
      <h2 className="sh-heading">Your hand ({cards.length})</h2>
      {sorted.length === 0 ? (
        <p className="sh-muted">No cards.</p>
      ) : (
        <div className="sh-hand__cards">
          {sorted.map((card) => (
            <HandCard
              key={card.id}
              card={card}
              selected={card.id === selectedId}
              usable={usable.has(card.kind)}
              onSelect={onSelect}
            />
          ))}
        </div>
      )}
    </section>
  )
}
