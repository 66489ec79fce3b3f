import { GAME_KIND_ORDER, type GameKind } from '../../../../engine/games/selfish/data'
import type { CardView } from '../../../../engine/games/selfish/types'
import { HandCardButton } from '../../../hud/HandCardButton'
import { HandPanel } from '../../../hud/HandPanel'
import { cardCategory, cardName, cardText } from './cardInfo'

const CATEGORY_LABELS = {
  supplies: 'Supplies',
  attack: 'Attack',
  reaction: 'Reaction',
  action: 'Action',
} as const

export interface HandProps {
  readonly cards: readonly CardView[]
  readonly selectedId: number | null
  /** Kinds that some legal choice spends now. */
  readonly usable: ReadonlySet<GameKind>
  readonly onSelect: (id: number) => void
}

/** The viewer's hand, Supplies first, each card in its category's colour. */
export function Hand({ cards, selectedId, usable, onSelect }: HandProps) {
  return (
    <HandPanel
      cards={cards}
      order={(card) => GAME_KIND_ORDER[card.kind]}
      renderCard={(card) => {
        const category = cardCategory(card.kind)
        return (
          <HandCardButton
            id={card.id}
            kind={card.kind}
            name={cardName(card.kind)}
            category={CATEGORY_LABELS[category]}
            text={cardText(card.kind)}
            selected={card.id === selectedId}
            usable={usable.has(card.kind)}
            className={`sh-card--${category}`}
            onSelect={onSelect}
          />
        )
      }}
    />
  )
}
