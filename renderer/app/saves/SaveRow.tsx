import { useState } from 'react'
import type { SaveSummary } from '../../../electron/protocol/saves'
import REPLAY_WORDS from '../../../assets/help/replay.json'
import { AskFirst } from '../AskFirst'
import { formatDate } from '../formatDate'
import { LoadBackupButton } from './LoadBackupButton'
import { saveStatus } from './saveBrowsing'
import { SaveRenameForm } from './SaveRenameForm'
import { counted, fill, SAVES_WORDS as W } from './savesWords'
import { SaveThumbnail } from './SaveThumbnail'
import type { ThumbnailLoader } from './thumbnailLoader'

export interface SaveRowProps {
  readonly save: SaveSummary
  /** The game's name for its id. */
  readonly gameName: string
  readonly busy: boolean
  /** Fetches the save's thumbnail (left out: the row shows its placeholder). */
  readonly loadThumbnail?: ThumbnailLoader
  readonly onLoad: (slot: string) => void
  /** Loads the previous version of a damaged save (offered when it loads). */
  readonly onLoadBackup: (slot: string) => void
  readonly onDelete: (slot: string) => void
  /** Opens the save's replay. */
  readonly onReplay?: (slot: string) => void
  /** Renames the save; resolves to why not, or null once renamed (left out: no Rename). */
  readonly onRename?: (slot: string, to: string) => Promise<string | null>
  /** Offers the save's file as a download (left out: no Export). */
  readonly onExport?: (slot: string) => void
  /** Shows the save's file in its folder (left out where the table cannot: no button). */
  readonly onReveal?: (slot: string) => void
}

const NO_THUMBNAIL: ThumbnailLoader = () => Promise.resolve(null)

/** A button of the row's between Load and Delete: its words, its tooltip, and what it does. */
interface RowAction {
  readonly label: string
  readonly hint: string
  /** Not for a damaged save. */
  readonly intactOnly?: boolean
  readonly run: () => void
}

/**
 * One save: its picture of the table, name, game, players, round, date, moves and status (in play,
 * finished, or damaged with why, and whether its previous version loads), and what can be done
 * with it: Load, Watch replay, Rename, Export, Show in folder, Delete (after a confirm).
 */
export function SaveRow({
  save,
  gameName,
  busy,
  loadThumbnail = NO_THUMBNAIL,
  onLoad,
  onLoadBackup,
  onDelete,
  onReplay,
  onRename,
  onExport,
  onReveal,
}: SaveRowProps) {
  const [confirming, setConfirming] = useState(false)
  const [renaming, setRenaming] = useState(false)
  const status = saveStatus(save)
  const damaged = status === 'damaged'
  // Watch replay, Rename, Export and Show in folder, each where the screen offers it.
  const more = [
    onReplay && {
      label: REPLAY_WORDS.watch,
      hint: REPLAY_WORDS.watchHint,
      intactOnly: true,
      run: () => onReplay(save.slot),
    },
    onRename && { label: W.rename, hint: W.renameHint, run: () => setRenaming(true) },
    onExport && { label: W.export, hint: W.exportHint, run: () => onExport(save.slot) },
    onReveal && { label: W.reveal, hint: W.revealHint, run: () => onReveal(save.slot) },
  ].filter((action): action is RowAction => action !== undefined)
  return (
    <li className={`save save--browse${damaged ? ' save--damaged' : ''}`} aria-label={`Save ${save.slot}`}>
      <SaveThumbnail save={save} gameName={gameName} load={loadThumbnail} />
      <div className="save__body">
        <div className="save__main">
          {renaming && onRename ? (
            <SaveRenameForm
              slot={save.slot}
              busy={busy}
              onRename={(to) => onRename(save.slot, to)}
              onCancel={() => setRenaming(false)}
            />
          ) : (
            <span className="save__name">
              {save.label ?? save.slot}
              {save.label !== undefined && save.label !== save.slot && (
                <span className="save__slot"> ({save.slot})</span>
              )}
            </span>
          )}
          <span className="save__facts">
            <span>{gameName}</span>
            {save.players.length > 0 && <span>{save.players.join(', ')}</span>}
            {save.round !== undefined && <span>{fill(W.round, { round: save.round })}</span>}
            {save.savedAt !== '' && <span>{formatDate(save.savedAt)}</span>}
            <span>{counted(W.moves, save.actions)}</span>
            {status === 'finished' && <span className="save__finished">{W.finished}</span>}
            {status === 'inPlay' && <span className="save__in-play">{W.inPlay}</span>}
          </span>
          {save.error && (
            <span className="save__error" role="note">
              {fill(W.damaged, { reason: save.error.message })}
            </span>
          )}
          {save.error && save.backup && (
            <span className="save__backup-note">
              <span className="save__backup-available">{W.backupAvailable}</span>
              <LoadBackupButton
                backup={save.backup}
                busy={busy}
                className="save__backup"
                onLoad={() => onLoadBackup(save.slot)}
              />
            </span>
          )}
        </div>
        <div className="save__actions">
          {!confirming && !renaming && (
            <>
              <button
                type="button"
                className="button button--primary button--small"
                disabled={busy || damaged}
                onClick={() => onLoad(save.slot)}
              >
                {W.load}
              </button>
              {more.map((action) => (
                <button
                  key={action.label}
                  type="button"
                  className="button button--small"
                  title={action.hint}
                  disabled={busy || (action.intactOnly === true && damaged)}
                  onClick={action.run}
                >
                  {action.label}
                </button>
              ))}
            </>
          )}
          {(confirming || !renaming) && (
            <AskFirst
              asking={confirming}
              setAsking={setConfirming}
              words={{
                ask: W.delete,
                question: fill(W.deleteAsk, { slot: save.slot }),
                yes: W.deleteYes,
                no: W.keep,
              }}
              onYes={() => onDelete(save.slot)}
              busy={busy}
              buttonClass="button--small"
            />
          )}
        </div>
      </div>
    </li>
  )
}
