import { useEffect, useRef } from 'react'
import type { LogLine } from '../../electron/contract'

export interface GameLogProps {
  readonly lines: readonly LogLine[]
}

/** The game log, newest last, kept scrolled to the newest line. */
export function GameLog({ lines }: GameLogProps) {
  const list = useRef<HTMLOListElement>(null)
  useEffect(() => {
    const el = list.current
    if (el) el.scrollTop = el.scrollHeight
  }, [lines])
  return (
    <section className="sh-log sh-panel" aria-label="Game log">
      <h2 className="sh-heading">Log</h2>
      {lines.length === 0 ? (
        <p className="sh-muted">Nothing has happened yet.</p>
      ) : (
        <ol className="sh-log__lines" ref={list}>
          {lines.map((line, i) => (
            <li key={`${line.version}-${i}`} className={`sh-log__line sh-log__line--${line.type}`}>
              {line.text}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
