import { useEffect, useRef, useState } from 'react'
import type { LogLine } from '../../electron/protocol/match'
import { readStored, writeStored } from './windowStorage'

export interface GameLogProps {
  readonly lines: readonly LogLine[]
  /** Offers Hide / Show all (not on the spectator's screen, which has no controls). */
  readonly collapsible?: boolean
}

const COLLAPSED_KEY = 'zombie-table.logCollapsed'

const storedCollapsed = (): boolean => readStored(COLLAPSED_KEY) === 'on'

/**
 * The game log, newest last, kept scrolled to the newest line. It takes the room the choices leave
 * and can be collapsed to its last line; its numbers are written out, so a long log keeps every
 * digit (a list marker would be cut by the panel's edge).
 */
export function GameLog({ lines, collapsible = true }: GameLogProps) {
  const list = useRef<HTMLOListElement>(null)
  const [collapsed, setCollapsed] = useState(storedCollapsed)
  useEffect(() => {
    const el = list.current
    if (el) el.scrollTop = el.scrollHeight
  }, [lines, collapsed])
  const toggle = () => {
    setCollapsed((was) => {
      writeStored(COLLAPSED_KEY, was ? 'off' : 'on')
      return !was
    })
  }
  const shown = collapsed && collapsible ? lines.slice(-1) : lines
  const first = lines.length - shown.length
  const digits = String(Math.max(1, lines.length)).length
  return (
    <section className={`hud-log hud-panel${shown !== lines ? ' is-collapsed' : ''}`} aria-label="Game log">
      <div className="hud-log__head">
        <h2 className="hud-heading">Log</h2>
        {collapsible && (
          <button
            type="button"
            className="hud-link hud-log__toggle"
            aria-expanded={!collapsed}
            onClick={toggle}
          >
            {collapsed ? 'Show all' : 'Hide'}
          </button>
        )}
      </div>
      {lines.length === 0 ? (
        <p className="hud-muted">Nothing has happened yet.</p>
      ) : (
        <ol
          className="hud-log__lines"
          ref={list}
          start={first + 1}
          style={{ ['--hud-log-digits' as string]: digits, ['--hud-log-start' as string]: first }}
        >
          {shown.map((line, i) => (
            <li key={`${line.version}-${first + i}`} className={`hud-log__line hud-log__line--${line.type}`}>
              <span className="hud-log__text">{line.text}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
