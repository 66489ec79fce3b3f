import { useEffect, useId, useRef, type KeyboardEvent } from 'react'
import type { InspectCard } from '../table/inspectStore'
import { useDialog } from './useDialog'

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
  useDialog(onClose)

  useEffect(() => {
    const before = document.activeElement
    close.current?.focus()
    return () => {
      if (before instanceof HTMLElement && before.isConnected) before.focus()
    }
  }, [])

  const keepKeys = (e: KeyboardEvent<HTMLElement>) => {
    // Space, digits or Enter must not play a move behind the card; Tab stays on its one button.
    e.stopPropagation()
    if (e.key === 'i' || e.key === 'I') {
      e.preventDefault()
      onClose()
    } else if (e.key === 'Tab') {
      e.preventDefault()
      close.current?.focus()
    }
  }

  return (
    <div
      className="inspect-backdrop"
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onClose()
      }}
    >
      <section
        className={['inspect', card.accent ?? ''].filter(Boolean).join(' ')}
        role="dialog"
        aria-modal="true"
        aria-label={`Card: ${card.name}`}
        aria-describedby={textId}
        onKeyDown={keepKeys}
      >
        <header className="inspect__header">
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
      </section>
    </div>
  )
}
