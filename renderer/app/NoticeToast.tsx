import { useEffect } from 'react'
import { useMatchStore } from '../store/useMatchStore'

export const NOTICE_MS = 6000

/**
 * The store's notice as a toast that goes away by itself or on a click, styled by its kind: a
 * success ("Saved as …") or plain news is a polite status, a problem (a refusal, a failed save) an alert.
 */
export function NoticeToast() {
  const notice = useMatchStore((s) => s.notice)
  const kind = useMatchStore((s) => s.noticeKind)
  const setNotice = useMatchStore((s) => s.actions.setNotice)
  useEffect(() => {
    if (notice === null) return
    const timer = setTimeout(() => setNotice(null), NOTICE_MS)
    return () => clearTimeout(timer)
  }, [notice, kind, setNotice])
  if (notice === null) return null
  return (
    <div className={`toast toast--${kind}`} role={kind === 'error' ? 'alert' : 'status'} data-kind={kind}>
      <span>{notice}</span>
      <button type="button" className="toast__close" aria-label="Dismiss" onClick={() => setNotice(null)}>
        ×
      </button>
    </div>
  )
}
