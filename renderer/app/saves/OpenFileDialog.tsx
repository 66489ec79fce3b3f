import { useEffect, useRef } from 'react'
import type { OfferedFile } from '../../../electron/protocol/saves'
import { Dialog } from '../../hud/Dialog'
import { fill, SAVES_WORDS as W } from './savesWords'

export interface OpenFileDialogProps {
  readonly file: OfferedFile
  readonly onOpen: () => void
  readonly onNotNow: () => void
}

/**
 * "Open “name”?" while the match on the table has moves not saved under a name. Esc is Not now; a click
 * beside it is nothing. The table's own keys stay quiet while the question is asked.
 */
export function OpenFileDialog({ file, onOpen, onNotNow }: OpenFileDialogProps) {
  const open = useRef<HTMLButtonElement>(null)
  // Open has the focus, again when another file is offered in the same dialog.
  useEffect(() => open.current?.focus(), [file.fileId])
  return (
    <Dialog
      className="help file-offer"
      label={W.openFile.title}
      initialFocus={open}
      closeOnBackdrop={false}
      onClose={onNotNow}
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
    </Dialog>
  )
}
