import { useEffect, useRef, useState } from 'react'
import { WAITING_TITLE_PREFIX } from '../../electron/protocol/app'

/** What the cue says while the game waits for the viewer (each game words its own: GameUi.waitCue). */
export interface WaitCue {
  /** The big line: "Your move", or the reaction asked ("Bot 3 attacks you with Rampage: block?"). */
  readonly headline: string
  /** The line under it: what is asked, or what happens if they let it happen. */
  readonly detail?: string
  /** A reaction to someone else's move (an attack to block), not the viewer's own turn. */
  readonly reaction?: boolean
}

export const DEFAULT_WAIT_CUE: WaitCue = { headline: 'Your move' }

/**
 * What goes before the page's title while the game waits for the viewer. The desktop app's main
 * process flashes the taskbar button when the window's title starts with it (electron/main.ts).
 */
export { WAITING_TITLE_PREFIX }

/** How long the banner stays up once the person can see the page (then the title cue remains). */
export const CUE_SHOW_MS = 4500
/** A click or key this soon after a wait starts is not taken as having seen the banner. */
const DISMISS_GRACE_MS = 600

export interface WaitingCueProps {
  /** The game waits for the viewer now (a human seat at this screen, in the update's toAct). */
  readonly waiting: boolean
  /** What to say while waiting. */
  readonly cue: WaitCue
  /** Called once each time a new wait starts: the sound. */
  readonly onNewWait?: () => void
  /** Nothing fades, slides or pulses. */
  readonly reducedMotion?: boolean
  /** How long the banner stays once the page is in view (default CUE_SHOW_MS). */
  readonly showMs?: number
}

function pageInView(): boolean {
  if (typeof document === 'undefined') return false
  if (document.visibilityState === 'hidden') return false
  return typeof document.hasFocus !== 'function' || document.hasFocus()
}

/**
 * The cue that the game waits for this person: a banner over the table, the page's title marked
 * (restored when the wait ends), and onNewWait once per new wait. The banner stays until the
 * person has had it on screen and in view for a few seconds, or clicks or presses a key; it never
 * takes a click (pointer-events: none), so nothing under it is covered.
 */
export function WaitingCue({
  waiting,
  cue,
  onNewWait,
  reducedMotion = false,
  showMs = CUE_SHOW_MS,
}: WaitingCueProps) {
  // A new wait each time waiting turns on (adjusted while rendering, so it is counted once).
  const [wasWaiting, setWasWaiting] = useState(false)
  const [waitId, setWaitId] = useState(0)
  if (waiting !== wasWaiting) {
    setWasWaiting(waiting)
    if (waiting) setWaitId(waitId + 1)
  }
  const [dismissed, setDismissed] = useState(0)
  const announced = useRef(0)
  const newWait = useRef(onNewWait)
  useEffect(() => {
    newWait.current = onNewWait
  })

  // Once per wait, even where effects run twice (StrictMode).
  useEffect(() => {
    if (!waiting || announced.current === waitId) return
    announced.current = waitId
    newWait.current?.()
  }, [waiting, waitId])

  // The title says so for the whole wait.
  useEffect(() => {
    if (!waiting || typeof document === 'undefined') return
    const title = document.title.startsWith(WAITING_TITLE_PREFIX)
      ? document.title.slice(WAITING_TITLE_PREFIX.length)
      : document.title
    document.title = `${WAITING_TITLE_PREFIX}${title}`
    return () => {
      if (document.title.startsWith(WAITING_TITLE_PREFIX)) document.title = title
    }
  }, [waiting])

  const shown = waiting && dismissed !== waitId

  // The banner goes once it has been in view a while, or at the person's first click or key.
  useEffect(() => {
    if (!shown || typeof window === 'undefined') return
    const started = Date.now()
    let frame: number | null = null
    let timer: ReturnType<typeof setTimeout> | null = null
    const dismiss = () => setDismissed(waitId)
    // The time counts from the first frame that paints the banner: a table busy drawing (a first
    // frame of a big board) could otherwise use it all up before anyone sees the banner.
    const watch = () => {
      if (frame !== null || !pageInView()) return
      frame = requestAnimationFrame(() => {
        timer = setTimeout(dismiss, showMs)
      })
    }
    const interact = () => {
      if (Date.now() - started >= DISMISS_GRACE_MS) dismiss()
    }
    watch()
    window.addEventListener('focus', watch)
    document.addEventListener('visibilitychange', watch)
    window.addEventListener('pointerdown', interact, true)
    window.addEventListener('keydown', interact, true)
    return () => {
      if (frame !== null) cancelAnimationFrame(frame)
      if (timer !== null) clearTimeout(timer)
      window.removeEventListener('focus', watch)
      document.removeEventListener('visibilitychange', watch)
      window.removeEventListener('pointerdown', interact, true)
      window.removeEventListener('keydown', interact, true)
    }
  }, [shown, waitId, showMs])

  if (!shown) return null
  const classes = [
    'hud-wait-cue',
    cue.reaction ? 'hud-wait-cue--reaction' : '',
    reducedMotion ? 'hud-wait-cue--still' : '',
  ]
  return (
    <section
      key={waitId}
      className={classes.filter(Boolean).join(' ')}
      role="status"
      aria-live={cue.reaction ? 'assertive' : 'polite'}
      aria-label="Your move"
      data-wait={waitId}
    >
      <p className="hud-wait-cue__headline">{cue.headline}</p>
      {cue.detail && <p className="hud-wait-cue__detail">{cue.detail}</p>}
    </section>
  )
}
