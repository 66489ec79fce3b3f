import { ACTION_KINDS, type ActionKind } from '../../../../engine/games/zombielife/data'
import type { ActionCardView } from '../../../../engine/games/zombielife/types'
import { HandCard } from './HandCard'

export interface HandProps {
  readonly cards: readonly ActionCardView[]
  /** The picked card, whose plays the choices are narrowed to. */
  readonly selectedId: number | null
  /** Kinds that some legal choice plays now. */
  readonly usable: ReadonlySet<ActionKind>
  readonly onSelect: (id: number) => void
}

/**
 * The viewer's hand, PPE first; each card shows its rules text on hover. Clicking a card picks it
 * (again: drops it).
 */
export function Hand({ cards, selectedId, usable, onSelect }: HandProps) {
  const sorted = cards
    .slice()
    .sort((a, b) => ACTION_KINDS.indexOf(a.kind) - ACTION_KINDS.indexOf(b.kind) || a.id - b.id)
  return (
    <section className="sh-hand sh-panel" aria-label="Your hand">
      <h2 className="sh-heading">Your hand ({cards.length})</h2>
      {sorted.length === 0 ? (
        <p className="sh-muted">No cards.</p>
      ) : (
        <ul className="sh-hand__cards zh-hand__cards">
          {sorted.map((card) => (
            <HandCard
              key={card.id}
              card={card}
              selected={card.id === selectedId}
              usable={usable.has(card.kind)}
              onSelect={onSelect}
            />
          ))}
        </ul>
      )}
    </section>
  )
}
