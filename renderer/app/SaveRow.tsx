import { useState } from 'react'
import type { SaveSummary } from '../../electron/contract'
import REPLAY_WORDS from '../../assets/help/replay.json'
import { formatDate } from './formatDate'
import { LoadBackupButton } from './LoadBackupButton'

export interface SaveRowProps {
  readonly save: SaveSummary
  /** The game's name for its id. */
  readonly gameName: string
  readonly busy: boolean
  readonly onLoad: (slot: string) => void
  /** Loads the previous version of a damaged save (offered when it loads). */
  readonly onLoadBackup: (slot: string) => void
  readonly onDelete: (slot: string) => void
  /** Opens the save's replay. */
  readonly onReplay?: (slot: string) => void
}

/** One save: game, players, date, moves, finished; a damaged file with its error (it cannot load). */
export function SaveRow({ save, gameName, busy, onLoad, onLoadBackup, onDelete, onReplay }: SaveRowProps) {
  const [confirming, setConfirming] = useState(false)
  const damaged = save.error !== undefined
  return (
    <li className={`save${damaged ? ' save--damaged' : ''}`} aria-label={`Save ${save.slot}`}>
      <div className="save__main">
        <span className="save__name">{save.label ?? save.slot}</span>
        <span className="save__facts">
          <span>{gameName}</span>
          {save.players.length > 0 && <span>{save.players.join(', ')}</span>}
          <span>{formatDate(save.savedAt)}</span>
          <span>
            {save.actions} move{save.actions === 1 ? '' : 's'}
          </span>
          {save.finished && <span className="save__finished">Finished</span>}
        </span>
        {save.error && (
          <span className="save__error" role="note">
            Damaged: {save.error.message}
          </span>
        )}
        {save.error && save.backup && (
          <LoadBackupButton
            backup={save.backup}
            busy={busy}
            className="save__backup"
            onLoad={() => onLoadBackup(save.slot)}
          />
        )}
      </div>
      <div className="save__actions">
        {confirming ? (
          <>
            <span>Delete “{save.slot}”?</span>
            <button
              type="button"
              className="button button--danger"
              disabled={busy}
              onClick={() => onDelete(save.slot)}
            >
              Yes, delete
            </button>
            <button type="button" className="button" onClick={() => setConfirming(false)}>
              Keep
            </button>
          </>
        ) : (
          <>
            <button
              type="button"
              className="button button--primary"
              disabled={busy || damaged}
              onClick={() => onLoad(save.slot)}
            >
              Load
            </button>
            {onReplay && (
              <button
                type="button"
                className="button"
                title={REPLAY_WORDS.watchHint}
                disabled={busy || damaged}
                onClick={() => onReplay(save.slot)}
              >
                {REPLAY_WORDS.watch}
              </button>
            )}
            <button type="button" className="button" disabled={busy} onClick={() => setConfirming(true)}>
              Delete
            </button>
          </>
        )}
      </div>
    </li>
  )
}
