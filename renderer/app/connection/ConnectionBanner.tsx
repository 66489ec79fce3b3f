import { useEffect, useState } from 'react'
import type { ConnectionStatus } from '../../bridge/bridge'
import { OverBarTitle } from '../BarTitle'

/** After this long without the table, say what might be wrong, not only that we are trying. */
export const STILL_TRYING_MS = 8000

const HEADLINE = 'Connection lost, reconnecting…'

export interface ConnectionBannerProps {
  readonly status: ConnectionStatus
  /** The spectator page (a stream): one small line in a corner. */
  readonly compact?: boolean
}

/** Shown while the connection to the table is lost (in the bar's title); the page reconnects by itself. */
export function ConnectionBanner({ status, compact = false }: ConnectionBannerProps) {
  const [now, setNow] = useState(() => Date.now())
  const lost = status.state === 'reconnecting'
  useEffect(() => {
    if (!lost) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [lost])
  if (status.state !== 'reconnecting') return null
  const long = now - status.since >= STILL_TRYING_MS
  const more = long
    ? ' Is the table still served (npm run serve)? Your match is kept.'
    : ' Your match is kept.'
  const banner = (
    <div
      className={`connection-banner${compact ? ' connection-banner--compact' : ''}`}
      role="status"
      aria-label="Connection"
      title={compact ? undefined : HEADLINE + more}
    >
      <strong>{HEADLINE}</strong>
      {!compact && more}
    </div>
  )
  // A stream's line stays in its corner; a player's takes the bar's title.
  return compact ? banner : <OverBarTitle>{banner}</OverBarTitle>
}
