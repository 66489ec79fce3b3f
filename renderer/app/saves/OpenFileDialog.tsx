import { useEffect, useRef, type KeyboardEvent } from 'react'
import type { OfferedFile } from '../../../electron/protocol/saves'
import { useDialog } from '../../hud/useDialog'
import { fill, SAVES_WORDS as W } from './savesWords'

export interface OpenFileDialogProps {
  readonly file: OfferedFile
  readonly onOpen: () => void
  readonly onNotNow: () => void
}

/** "Open “name”?" while the match on the table has moves not saved under a name. Esc is Not now. */
export function OpenFileDialog({ file, onOpen, onNotNow }: OpenFileDialogProps) {
  useDialog(onNotNow)
  const open = useRef<HTMLButtonElement>(null)
  useEffect(() => open.current?.focus(), [file.fileId])
  // The table's own keys stay quiet while the question is asked.
  const keepKeys = (e: KeyboardEvent<HTMLElement>) => e.stopPropagation()
  return (
    <div className="help-backdrop">
      <section
        className="help file-offer"
        role="dialog"
        aria-modal="true"
        aria-label={W.openFile.title}
        onKeyDown={keepKeys}
      >
        <p>{fill(W.openFile.question, { name: file.name })}</p>
        <div className="file-offer__actions">
          <button ref={open} type="button" className="button button--primary" onClick={onOpen}>
            {W.openFile.open}
          </button>
          <button type="button" className="button" onClick={onNotNow}>
            {W.openFile.notNow}
          </button>
        </div>
      </section>
    </div>
  )
}
