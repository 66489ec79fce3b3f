import { useEffect, useState } from 'react'
import { EMPTY_QUEUE, MAX_WAITING, advance, offer, type QueuedCallOut } from './callOutQueue'
import './callouts.css'

/** How long each call-out stays on screen. */
export const CALL_OUT_SHOW_MS = 3000

export interface CallOutLayerProps {
  /** The call-outs of the latest reveal (useCallOuts); each id is shown once, in order. */
  readonly callouts: readonly QueuedCallOut[]
  /** No movement: the card just shows. */
  readonly reducedMotion?: boolean
  readonly showMs?: number
  /** How many may wait behind the one showing; older ones are dropped. */
  readonly maxWaiting?: number
}

/**
 * The stream page's call-outs: a large card for each big moment, one after another, each for a few
 * seconds. It never takes a click (pointer-events: none), so nothing under it is covered.
 */
export function CallOutLayer({
  callouts,
  reducedMotion = false,
  showMs = CALL_OUT_SHOW_MS,
  maxWaiting = MAX_WAITING,
}: CallOutLayerProps) {
  const [queue, setQueue] = useState(() => offer(EMPTY_QUEUE, callouts, maxWaiting))
  // New call-outs join the queue in the same render (React's "adjust state while rendering"). An
  // effect would leave an update pending after every commit, and a burst of moves (bots at full
  // speed on the stream page) then counted as nested updates until React stopped the page (#185).
  const [offered, setOffered] = useState(callouts)
  if (offered !== callouts) {
    setOffered(callouts)
    setQueue((q) => offer(q, callouts, maxWaiting))
  }
  const showing = queue.showing
  useEffect(() => {
    if (!showing) return
    const timer = setTimeout(() => setQueue(advance), showMs)
    return () => clearTimeout(timer)
  }, [showing, showMs])

  return (
    <div className="callouts" aria-live="polite">
      {showing && (
        <div
          key={showing.id}
          className={`callout callout--${showing.callout.tone}${reducedMotion ? ' callout--still' : ''}`}
          role="status"
          data-testid="callout"
        >
          <p className="callout__title">{showing.callout.title}</p>
          <p className="callout__line">{showing.callout.line}</p>
        </div>
      )}
    </div>
  )
}
