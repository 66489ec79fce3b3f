import { useRef, type ChangeEvent } from 'react'
import { ALL_GAMES, SAVE_SORTS, SAVE_STATUSES, type SaveBrowsing } from './saveBrowsing'
import { fieldChoices } from '../ChoiceField'
import { fill, SAVES_WORDS as W } from './savesWords'

export interface SavesToolbarProps {
  readonly browsing: SaveBrowsing
  readonly onBrowse: (browsing: SaveBrowsing) => void
  /** The games the game filter offers. */
  readonly games: readonly { readonly id: string; readonly name: string }[]
  /** How many saves are shown, of how many. */
  readonly shown: number
  readonly total: number
  readonly busy: boolean
  /** A save file the player picked to import. */
  readonly onImport: (file: File) => void
}

/** Above the saves: Find, the game and status filters, the sort, and Import (a file picker). */
export function SavesToolbar({ browsing, onBrowse, games, shown, total, busy, onImport }: SavesToolbarProps) {
  const picker = useRef<HTMLInputElement>(null)
  const picked = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.currentTarget.files?.[0]
    // Emptied, so that the same file can be picked again (after fixing it, say).
    e.currentTarget.value = ''
    if (file !== undefined) onImport(file)
  }
  const choice = fieldChoices(browsing, (patch) => onBrowse({ ...browsing, ...patch }))
  const gameName = (id: string) => (id === ALL_GAMES ? W.allGames : games.find((g) => g.id === id)?.name)
  return (
    <div className="saves-toolbar" role="search" aria-label={W.toolbar}>
      <label className="field saves-toolbar__find">
        <span className="field__label">{W.find}</span>
        <input
          className="input"
          type="search"
          value={browsing.text}
          placeholder={W.findPlaceholder}
          maxLength={80}
          onChange={(e) => onBrowse({ ...browsing, text: e.target.value })}
        />
      </label>
      {choice('game', W.game, [ALL_GAMES, ...games.map((g) => g.id)], gameName)}
      {choice('status', W.status, SAVE_STATUSES, (status) => W.statuses[status])}
      {choice('sort', W.sort, SAVE_SORTS, (sort) => W.sorts[sort])}
      <button
        type="button"
        className="button"
        title={W.importHint}
        disabled={busy}
        onClick={() => picker.current?.click()}
      >
        {W.import}
      </button>
      <input
        ref={picker}
        className="visually-hidden"
        type="file"
        accept=".json,.ztsave.json"
        aria-label={W.importLabel}
        tabIndex={-1}
        onChange={picked}
      />
      <span className="saves-toolbar__count" aria-live="polite">
        {fill(W.showing, { shown, total })}
      </span>
    </div>
  )
}
