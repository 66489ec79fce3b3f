import { HandCardButton } from './HandCardButton'
import { InspectButton } from './InspectButton'
import type { InspectTarget } from '../table/inspectStore'

/** What a hand card says: its name, the line above it (category or cost), its rules text. */
export interface HandCardWords {
  readonly name: string
  readonly category: string
  readonly text: string
  /** The game's own classes (a colour per category). */
  readonly className?: string
  /** The card's picture, as on its face (a Game-icons.net icon name). */
  readonly picture?: string
}

export interface HandPanelProps<C extends { readonly id: number; readonly kind: string }> {
  readonly cards: readonly C[]
  /** Where a card's kind sorts in the hand (ties: the card id). */
  readonly order: (card: C) => number
  readonly describe: (card: C) => HandCardWords
  /** The picked card, whose plays the choices are narrowed to. */
  readonly selectedId: number | null
  /** While a payment or discard is picked: the cards in it (several may be picked). */
  readonly pickedIds?: ReadonlySet<number>
  /** Kinds that some legal choice plays (spends) now. */
  readonly usable: ReadonlySet<string>
  /** Says "Not playable now" on a card no choice uses (games whose cards are played one by one). */
  readonly markUnusable?: boolean
  readonly onSelect: (id: number) => void
  /** What the inspect view opens for a card; left out: the hand has no closer look. */
  readonly inspectTarget?: (card: C) => InspectTarget
}

/**
 * The viewer's hand, sorted by kind; clicking a card picks it (again: drops it). With
 * `inspectTarget`, each card also has a magnifier that opens it in the inspect view (as I, a
 * right-click or a long press on the card do).
 */
export function HandPanel<C extends { readonly id: number; readonly kind: string }>({
  cards,
  order,
  describe,
  selectedId,
  pickedIds,
  usable,
  markUnusable = false,
  onSelect,
  inspectTarget,
}: HandPanelProps<C>) {
  const sorted = cards.slice().sort((a, b) => order(a) - order(b) || a.id - b.id)
  return (
    <section className="hud-hand hud-panel" aria-label="Your hand">
      <h2 className="hud-heading">Your hand ({cards.length})</h2>
      {sorted.length === 0 ? (
        <p className="hud-muted">No cards.</p>
      ) : (
        <ul className="hud-hand__cards">
          {sorted.map((card) => {
            const words = describe(card)
            const target = inspectTarget?.(card) ?? null
            return (
              <li key={card.id} className="hud-hand__item" data-kind={card.kind}>
                <HandCardButton
                  {...words}
                  id={card.id}
                  kind={card.kind}
                  selected={pickedIds ? pickedIds.has(card.id) : card.id === selectedId}
                  usable={usable.has(card.kind)}
                  markUnusable={markUnusable}
                  onSelect={onSelect}
                  inspect={target}
                />
                {target && <InspectButton target={target} name={words.name} focusable={false} />}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
