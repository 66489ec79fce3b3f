import { useEffect, useRef, useState } from 'react'
import { SAVES_WORDS as W } from './savesWords'
import { useSlotName } from './useSlotName'

export interface SaveRenameFormProps {
  readonly slot: string
  readonly busy: boolean
  /** Renames the save; resolves to why not (a name in use, a name not allowed), or null once done. */
  readonly onRename: (to: string) => Promise<string | null>
  readonly onCancel: () => void
}

/** A save's new name, typed in its row: checked as it is typed, and the host's refusal shown in place. */
export function SaveRenameForm({ slot, busy, onRename, onCancel }: SaveRenameFormProps) {
  const { name, setName, trimmed, problem, valid } = useSlotName(slot)
  const [refusal, setRefusal] = useState<string | null>(null)
  const field = useRef<HTMLInputElement>(null)
  useEffect(() => {
    field.current?.focus()
    field.current?.select()
  }, [])
  return (
    <form
      className="save__rename"
      aria-label={`${W.rename} ${slot}`}
      onSubmit={(e) => {
        e.preventDefault()
        if (!valid) return
        if (trimmed === slot) {
          onCancel()
          return
        }
        void onRename(trimmed).then(setRefusal)
      }}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return
        e.stopPropagation()
        onCancel()
      }}
    >
      <label className="field">
        <span className="field__label">{W.renameLabel}</span>
        <input
          ref={field}
          className="input"
          value={name}
          maxLength={64}
          onChange={(e) => {
            setName(e.target.value)
            setRefusal(null)
          }}
        />
      </label>
      <button type="submit" className="button button--primary button--small" disabled={busy || !valid}>
        {W.renameConfirm}
      </button>
      <button type="button" className="button button--small" onClick={onCancel}>
        {W.cancel}
      </button>
      {(problem ?? refusal) !== null && (
        <span className="screen__error save__rename-problem" role="alert">
          {problem ?? refusal}
        </span>
      )}
    </form>
  )
}
