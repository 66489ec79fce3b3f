import { useState } from 'react'
import type { UnfinishedMatch } from '../../../electron/protocol/match'
import { formatDate } from '../formatDate'

export interface UnfinishedMatchRowProps {
  readonly match: UnfinishedMatch
  /** The game's name for its id. */
  readonly gameName: string
  readonly busy: boolean
  readonly onResume: (matchId: string) => void
  readonly onDiscard: (matchId: string) => void
}

const moves = (n: number): string => `${n} move${n === 1 ? '' : 's'}`

/** One match the player has not finished with: open now, kept in its autosave, or finished unsaved. */
export function UnfinishedMatchRow({ match, gameName, busy, onResume, onDiscard }: UnfinishedMatchRowProps) {
  const [confirming, setConfirming] = useState(false)
  const unusable = match.error !== undefined && match.backup === undefined
  const resumeLabel = match.open ? 'Back to the table' : match.finished ? 'See the result' : 'Resume'
  return (
    <li
      className={`save${unusable ? ' save--damaged' : ''}`}
      aria-label={`${gameName}: ${match.players.join(', ')}`}
    >
      <div className="save__main">
        <span className="save__name">{match.label ?? gameName}</span>
        <span className="save__facts">
          {match.label !== undefined && <span>{gameName}</span>}
          {match.players.length > 0 && <span>{match.players.join(', ')}</span>}
          <span>{moves(match.actions)}</span>
          <span>{formatDate(match.savedAt)}</span>
          {match.open && <span className="save__open">Open now</span>}
          {match.finished && <span className="save__finished">Finished, not saved</span>}
        </span>
        {match.error && match.backup && (
          <span className="save__error" role="note">
            Its last autosave is damaged ({match.error.message}) Resuming opens the one before:{' '}
            {moves(match.backup.actions)}, {formatDate(match.backup.savedAt)}.
          </span>
        )}
        {unusable && (
          <span className="save__error" role="note">
            Damaged: {match.error?.message}
          </span>
        )}
      </div>
      <div className="save__actions">
        {confirming ? (
          <>
            <span>{match.finished ? 'Forget this result?' : 'Discard this match for good?'}</span>
            <button
              type="button"
              className="button button--danger"
              disabled={busy}
              onClick={() => onDiscard(match.matchId)}
            >
              {match.finished ? 'Forget it' : 'Discard'}
            </button>
            <button type="button" className="button" onClick={() => setConfirming(false)}>
              Keep
            </button>
          </>
        ) : (
          <>
            {!unusable && (
              <button
                type="button"
                className="button button--primary"
                disabled={busy}
                onClick={() => onResume(match.matchId)}
              >
                {resumeLabel}
              </button>
            )}
            {!match.open && (
              <button type="button" className="button" disabled={busy} onClick={() => setConfirming(true)}>
                {match.finished ? 'Dismiss' : 'Discard'}
              </button>
            )}
          </>
        )}
      </div>
    </li>
  )
}
