import { useState } from 'react'

export interface TopBarProps {
  readonly title: string
  readonly onMenu: () => void
  readonly onSave: () => void
  readonly onLeave: () => void
}

/** The table's bar: back to the menu (the match stays open), quick save, leave (after a confirm). */
export function TopBar({ title, onMenu, onSave, onLeave }: TopBarProps) {
  const [confirming, setConfirming] = useState(false)
  return (
    <header className="topbar">
      <button type="button" className="button button--quiet" onClick={onMenu}>
        Menu
      </button>
      <span className="topbar__title">{title}</span>
      <button type="button" className="button button--quiet" onClick={onSave}>
        Save
      </button>
      {confirming ? (
        <span className="topbar__confirm" role="group" aria-label="Leave the table?">
          Leave this match? Save it first to come back to it.
          <button type="button" className="button button--danger" onClick={onLeave}>
            Leave
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
