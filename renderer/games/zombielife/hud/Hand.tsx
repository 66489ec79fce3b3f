import { ACTION_KINDS, type ActionKind } from '../../../../engine/games/zombielife/data'
import type { ActionCardView } from '../../../../engine/games/zombielife/types'
import { HandCardButton } from '../../../hud/HandCardButton'
import { HandPanel } from '../../../hud/HandPanel'
import { cardCost, cardName, cardText, wonga } from './cardInfo'

export interface HandProps {
  readonly cards: readonly ActionCardView[]
  /** The picked card, whose plays the choices are narrowed to. */
  readonly selectedId: number | null
  /** Kinds that some legal choice plays now. */
  readonly usable: ReadonlySet<ActionKind>
  readonly onSelect: (id: number) => void
}

/** The viewer's hand, PPE first, each card with its cost and whether it can be played now. */
export function Hand({ cards, selectedId, usable, onSelect }: HandProps) {
  return (
    <HandPanel
      cards={cards}
      order={(card) => ACTION_KINDS.indexOf(card.kind)}
      renderCard={(card) => {
        const ppe = card.kind === 'ppe'
        return (
          <HandCardButton
            id={card.id}
            kind={card.kind}
            name={cardName(card.kind)}
            category={ppe ? 'PPE · Reaction' : `Cost ${wonga(cardCost(card.kind))}`}
            text={`${cardText(card.kind)}${card.dividend > 0 ? ` (Dividend ${card.dividend})` : ''}`}
            selected={card.id === selectedId}
            usable={usable.has(card.kind)}
            markUnusable
            className={ppe ? 'zh-card zh-card--ppe' : 'zh-card'}
            onSelect={onSelect}
          />
        )
      }}
    />
  )
}
