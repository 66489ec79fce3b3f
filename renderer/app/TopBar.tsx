import { useState } from 'react'

export interface TopBarProps {
  readonly title: string
  /** The game is over: leaving keeps the result on the home screen until saved or dismissed. */
  readonly finished: boolean
  /** Why the last moves are not saved, while autosaving fails: leaving would lose them. */
  readonly unsaved: string | null
  readonly onMenu: () => void
  /** Opens the rules help (also the ? key). */
  readonly onHelp: () => void
  readonly onSave: () => void
  readonly onLeave: () => void
}

/**
 * The table's bar: Menu (the match stays open, and the home screen says so), the rules help, quick
 * save, and Leave, which closes the match after saying where it can be found again.
 */
export function TopBar({ title, finished, unsaved, onMenu, onHelp, onSave, onLeave }: TopBarProps) {
  const [confirming, setConfirming] = useState(false)
  return (
    <header className="topbar">
      <button
        type="button"
        className="button button--quiet"
        title="The match stays open: come back to it from the home screen."
        onClick={onMenu}
      >
        Menu
      </button>
      <span className="topbar__title">{title}</span>
      <button
        type="button"
        className="button button--quiet"
        title="How to play, every card, and the keys (?)"
        aria-haspopup="dialog"
        onClick={onHelp}
      >
        Help
      </button>
      <button type="button" className="button button--quiet" onClick={onSave}>
        Save
      </button>
      {confirming ? (
        <span className="topbar__confirm" role="group" aria-label="Leave the table?">
          {unsaved !== null
            ? `${unsaved} Leave now and the moves since the last save are lost.`
            : finished
              ? 'Leave? The result stays on the home screen until you save or dismiss it.'
              : 'Leave this match? It is kept: resume it from the home screen.'}
          <button type="button" className="button button--danger" onClick={onLeave}>
            {unsaved !== null ? 'Leave without them' : 'Leave'}
          </button>
          <button type="button" className="button button--quiet" onClick={() => setConfirming(false)}>
            Stay
          </button>
        </span>
      ) : (
        <button type="button" className="button button--quiet" onClick={() => setConfirming(true)}>
          Leave
        </button>
      )}
    </header>
  )
}
