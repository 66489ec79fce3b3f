import { useRef, type ChangeEvent } from 'react'
import {
  ALL_GAMES,
  SAVE_SORTS,
  SAVE_STATUSES,
  type SaveBrowsing,
  type SaveSort,
  type SaveStatusFilter,
} from './saveBrowsing'
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

const isSort = (value: string): value is SaveSort => (SAVE_SORTS as readonly string[]).includes(value)
const isStatus = (value: string): value is SaveStatusFilter =>
  (SAVE_STATUSES as readonly string[]).includes(value)

/** Above the saves: Find, the game and status filters, the sort, and Import (a file picker). */
export function SavesToolbar({ browsing, onBrowse, games, shown, total, busy, onImport }: SavesToolbarProps) {
  const picker = useRef<HTMLInputElement>(null)
  const picked = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.currentTarget.files?.[0]
    // Emptied, so that the same file can be picked again (after fixing it, say).
    e.currentTarget.value = ''
    if (file !== undefined) onImport(file)
  }
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
      <label className="field">
        <span className="field__label">{W.game}</span>
        <select
          className="input"
          value={browsing.game}
          onChange={(e) => onBrowse({ ...browsing, game: e.target.value })}
        >
          <option value={ALL_GAMES}>{W.allGames}</option>
          {games.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field__label">{W.status}</span>
        <select
          className="input"
          value={browsing.status}
          onChange={(e) => {
            if (isStatus(e.target.value)) onBrowse({ ...browsing, status: e.target.value })
          }}
        >
          {SAVE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {W.statuses[status]}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field__label">{W.sort}</span>
        <select
          className="input"
          value={browsing.sort}
          onChange={(e) => {
            if (isSort(e.target.value)) onBrowse({ ...browsing, sort: e.target.value })
          }}
        >
          {SAVE_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {W.sorts[sort]}
            </option>
          ))}
        </select>
      </label>
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
