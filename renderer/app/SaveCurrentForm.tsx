import { useState } from 'react'
import { isValidSlot, SLOT_RULE } from './saveSlots'

export interface SaveCurrentFormProps {
  readonly suggestion: string
  readonly busy: boolean
  readonly onSave: (slot: string) => void
}

/** Saves the match on the table under a name of the player's choosing. */
export function SaveCurrentForm({ suggestion, busy, onSave }: SaveCurrentFormProps) {
  const [name, setName] = useState(suggestion)
  const trimmed = name.trim()
  const valid = isValidSlot(trimmed)
  return (
    <form
      className="form form--inline"
      aria-label="Save the current match"
      onSubmit={(e) => {
        e.preventDefault()
        if (valid) onSave(trimmed)
      }}
    >
      <label className="field">
        <span className="field__label">Save the current match as</span>
        <input className="input" value={name} maxLength={64} onChange={(e) => setName(e.target.value)} />
      </label>
      <button type="submit" className="button button--primary" disabled={busy || !valid}>
        Save
      </button>
      {!valid && trimmed !== '' && <span className="screen__error">{SLOT_RULE}</span>}
    </form>
  )
}
