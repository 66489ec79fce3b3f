import type { BackupInfo } from '../../../electron/protocol/saves'
import { formatDate } from '../formatDate'

export interface LoadBackupButtonProps {
  readonly backup: BackupInfo
  readonly busy: boolean
  readonly className?: string
  readonly onLoad: () => void
}

/** "Load the previous version": the `.bak` of a damaged save, with its moves and time. */
export function LoadBackupButton({ backup, busy, className = '', onLoad }: LoadBackupButtonProps) {
  return (
    <button type="button" className={`button button--primary ${className}`} disabled={busy} onClick={onLoad}>
      Load the previous version
      <span className="button__detail">
        {backup.actions} move{backup.actions === 1 ? '' : 's'}, saved {formatDate(backup.savedAt)}
      </span>
    </button>
  )
}
