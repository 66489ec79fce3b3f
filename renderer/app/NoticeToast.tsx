import { useEffect } from 'react'
import { useMatchStore } from '../store/useMatchStore'

export const NOTICE_MS = 6000

/** The store's notice (a refusal, a save) as a toast that goes away by itself or on a click. */
export function NoticeToast() {
  const notice = useMatchStore((s) => s.notice)
  const setNotice = useMatchStore((s) => s.actions.setNotice)
  useEffect(() => {
    if (notice === null) return
    const timer = setTimeout(() => setNotice(null), NOTICE_MS)
    return () => clearTimeout(timer)
  }, [notice, setNotice])
  if (notice === null) return null
  return (
    <div className="toast" role="alert">
      <span>{notice}</span>
      <button type="button" className="toast__close" aria-label="Dismiss" onClick={() => setNotice(null)}>
        ×
      </button>
    </div>
  )
}
