import { useCallback, useEffect, useState } from 'react'
import type { Outcome } from '../../engine/core/types'
import words from '../../assets/help/gameOverCard.json'
import { fillWords } from './callOutWords'
import type { Standing } from './standings'
import './callouts.css'

/** How long the card stays open before it shrinks to its corner badge. */
export const GAME_OVER_SHOW_MS = 15_000

export interface GameOverCardProps {
  readonly outcome: Outcome
  /** Best first (GameUi.standings); empty: the card shows the result alone. */
  readonly standings: readonly Standing[]
  readonly showMs?: number
  /** No movement: the card just shows. */
  readonly reducedMotion?: boolean
}

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))

/**
 * The result and the final standings on the stream page. After `showMs` it shrinks to a badge in
 * the corner; a click on the badge or the R key opens it again (R hides it too).
 */
export function GameOverCard({
  outcome,
  standings,
  showMs = GAME_OVER_SHOW_MS,
  reducedMotion = false,
}: GameOverCardProps) {
  const [open, setOpen] = useState(true)
  // A new result opens the card again (adjusted while rendering, so it shows at once); the same
  // result sent again (a snapshot after a reconnect) leaves it as it is.
  const result = JSON.stringify(outcome)
  const [shownFor, setShownFor] = useState(result)
  if (shownFor !== result) {
    setShownFor(result)
    setOpen(true)
  }
  const toggle = useCallback(() => setOpen((o) => !o), [])

  useEffect(() => {
    if (!open) return
    const timer = setTimeout(() => setOpen(false), showMs)
    return () => clearTimeout(timer)
  }, [open, showMs, result])

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() !== 'r' || e.ctrlKey || e.metaKey || e.altKey || e.repeat) return
      if (typing(e.target)) return
      toggle()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [toggle])

  const still = reducedMotion ? ' gameover-card--still' : ''
  if (!open) {
    return (
      <button
        type="button"
        className={`gameover-badge${still}`}
        onClick={toggle}
        title={words.badgeHint}
        aria-label={`${words.badge}: ${outcome.headline}. ${words.badgeHint}`}
      >
        {words.badge}
      </button>
    )
  }
  return (
    <section className={`gameover-card${still}`} aria-label={outcome.headline}>
      <h2 className="gameover-card__title">{outcome.headline}</h2>
      <p className="gameover-card__summary">{outcome.summary}</p>
      {standings.length > 0 && (
        <>
          <h3 className="gameover-card__heading">{words.standingsHeading}</h3>
          <ol className="gameover-card__standings">
            {standings.map((s) => (
              <li
                key={s.seat}
                className={`gameover-card__row${s.winner ? ' gameover-card__row--winner' : ''}`}
              >
                <span
                  className="gameover-card__place"
                  aria-label={fillWords(words.place, { place: s.place })}
                >
                  {s.place}
                </span>
                <span className="gameover-card__name">{s.name}</span>
                <span className="gameover-card__detail">{s.detail}</span>
              </li>
            ))}
          </ol>
        </>
      )}
      <button type="button" className="gameover-card__hide" onClick={toggle}>
        {words.hide}
      </button>
    </section>
  )
}
