import { useEffect, useRef, type KeyboardEvent } from 'react'
import { useDialog } from '../../hud/useDialog'
import { StreamPanel } from './StreamPanel'
import { STREAM_WORDS } from './streamWords'

/**
 * The Stream panel over the table, so the match goes on behind it: a modal dialog that scrolls inside
 * itself, closed by Esc (before anything else hears it), Close or a click beside it.
 */
export function StreamOverlay({ onClose }: { readonly onClose: () => void }) {
  const close = useRef<HTMLButtonElement>(null)
  useDialog(onClose)

  useEffect(() => {
    const before = document.activeElement
    close.current?.focus()
    return () => {
      if (before instanceof HTMLElement && before.isConnected) before.focus()
    }
  }, [])

  // Keys pressed in the panel stay in it: Space or a digit must not play a move behind it.
  const keepKeys = (e: KeyboardEvent<HTMLElement>) => e.stopPropagation()

  return (
    <div
      className="help-backdrop"
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onClose()
      }}
    >
      <section
        className="help"
        role="dialog"
        aria-modal="true"
        aria-label={STREAM_WORDS.title}
        onKeyDown={keepKeys}
      >
        <header className="help__header">
          <h2 className="help__title">{STREAM_WORDS.title}</h2>
          <button ref={close} type="button" className="button button--quiet" onClick={onClose}>
            {STREAM_WORDS.close}
          </button>
        </header>
        <div className="help__body">
          <StreamPanel />
        </div>
      </section>
    </div>
  )
}
