import { useRef } from 'react'
import { Dialog } from '../../hud/Dialog'
import { StreamPanel } from './StreamPanel'
import { STREAM_WORDS } from './streamWords'

/**
 * The Stream panel over the table, so the match goes on behind it: a modal dialog that scrolls inside
 * itself, closed by Esc (before anything else hears it), Close or a click beside it.
 */
export function StreamOverlay({ onClose }: { readonly onClose: () => void }) {
  const close = useRef<HTMLButtonElement>(null)
  return (
    <Dialog className="help" label={STREAM_WORDS.title} initialFocus={close} onClose={onClose}>
      <header className="help__header">
        <h2 className="help__title">{STREAM_WORDS.title}</h2>
        <button ref={close} type="button" className="button button--quiet" onClick={onClose}>
          {STREAM_WORDS.close}
        </button>
      </header>
      <div className="help__body">
        <StreamPanel />
      </div>
    </Dialog>
  )
}
