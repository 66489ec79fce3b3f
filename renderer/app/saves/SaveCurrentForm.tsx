import type { SaveSummary } from '../../../electron/protocol/saves'
import { formatDate } from '../formatDate'
import { InlineForm, TextField } from '../InlineForm'
import { useSlotName } from './useSlotName'

export interface SaveCurrentFormProps {
  readonly suggestion: string
  readonly busy: boolean
  /** A save of another match under the name asked for: replace it only if the player says so. */
  readonly clash: SaveSummary | null
  readonly gameName: (id: string | null) => string
  readonly onSave: (slot: string, overwrite: boolean) => void
  readonly onCancelClash: () => void
}

/** Saves the match on the table under a name of the player's choosing, never over another by surprise. */
export function SaveCurrentForm({
  suggestion,
  busy,
  clash,
  gameName,
  onSave,
  onCancelClash,
}: SaveCurrentFormProps) {
  const { name, setName, trimmed, problem, valid } = useSlotName(suggestion)
  return (
    <InlineForm label="Save the current match" onSubmit={() => valid && onSave(trimmed, false)}>
      <TextField
        label="Save the current match as"
        value={name}
        maxLength={64}
        onText={(text) => {
          setName(text)
          onCancelClash()
        }}
      />
      <button type="submit" className="button button--primary" disabled={busy || !valid}>
        Save
      </button>
      {problem !== null && <span className="screen__error">{problem}</span>}
      {clash !== null && (
        <div className="form__confirm" role="alertdialog" aria-label="Replace the save?">
          <p>
            There is already a save called “{clash.slot}”: {gameName(clash.game)}
            {clash.players.length > 0 ? `, ${clash.players.join(', ')}` : ''}, {clash.actions} move
            {clash.actions === 1 ? '' : 's'}
            {clash.finished ? ', finished' : ''}, saved {formatDate(clash.savedAt)}. Replace it with this
            match?
          </p>
          <button
            type="button"
            className="button button--danger"
            disabled={busy}
            onClick={() => onSave(clash.slot, true)}
          >
            Replace it
          </button>
          <button type="button" className="button" onClick={onCancelClash}>
            Keep it
          </button>
        </div>
      )}
    </InlineForm>
  )
}
