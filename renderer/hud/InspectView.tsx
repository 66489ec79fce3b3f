import { useId, useRef, type KeyboardEvent } from 'react'
import type { InspectCard } from '../table/inspectStore'
import { Dialog } from './Dialog'
import { GameIcon } from './GameIcon'

export interface InspectViewProps {
  readonly card: InspectCard
  readonly onClose: () => void
}

/**
 * A card or piece seen up close, over everything at the table: its category and name, its full
 * text, and what it does now (the game's facts: a price with its surcharge, the rent, the owner). A
 * modal dialog on the dialog stack: Esc (before the table hears it), I, Close or a click beside it
 * closes it, and the keys pressed in it stay in it. It sits at the top of the page, fixed, never
 * inside a panel that could clip it, and scrolls inside itself if a long text needs it.
 */
export function InspectView({ card, onClose }: InspectViewProps) {
  const close = useRef<HTMLButtonElement>(null)
  const titleId = useId()
  const textId = useId()

  // I closes it too (the Dialog keeps the other keys in it, and Tab on its one button).
  const closeOnI = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'i' || e.key === 'I') {
      e.preventDefault()
      onClose()
    }
  }

  return (
    <Dialog
      className={['inspect', card.accent ?? ''].filter(Boolean).join(' ')}
      backdropClassName="inspect-backdrop"
      label={`Card: ${card.name}`}
      describedBy={textId}
      initialFocus={close}
      onKeyDown={closeOnI}
      onClose={onClose}
    >
      <header className="inspect__header">
        {card.picture !== undefined && <GameIcon name={card.picture} className="inspect__picture" />}
        <div className="inspect__titles">
          <p className="inspect__category">{card.category}</p>
          <h2 className="inspect__name" id={titleId}>
            {card.name}
          </h2>
        </div>
        <button ref={close} type="button" className="inspect__close" onClick={onClose}>
          Close
        </button>
      </header>
      <div className="inspect__body">
        <p className="inspect__text" id={textId}>
          {card.text}
        </p>
        {card.facts.length > 0 && (
          <dl className="inspect__facts" aria-label="Now">
            {card.facts.map((fact, i) => (
              <div key={`${i}-${fact.label}`} className="inspect__fact">
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </Dialog>
  )
}
