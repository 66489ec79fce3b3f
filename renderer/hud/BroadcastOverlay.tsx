import type { CSSProperties } from 'react'
import type { LogLine } from '../../electron/protocol/match'
import {
  broadcastWords as words,
  compactNames,
  fill,
  type BroadcastPlayer,
  type BroadcastSummary,
} from './broadcastSummary'
import { useHudPrefs } from './hudPrefs'
import { BROADCAST_LOG_LINES } from './broadcastFrame'
import { percentOf } from './chanceSwings'
import { SeatMarkIcon } from './SeatMarkIcon'
import './broadcast.css'

export interface BroadcastOverlayProps {
  /** The game's summary of the table (GameUi.broadcast). */
  readonly summary: BroadcastSummary
  /** The spectator's log, newest last: only the last `logLines` are shown. */
  readonly log: readonly LogLine[]
  /** Each seat's hand by card name (index = seat; GameUi.handNames); left out: no hands are shown. */
  readonly hands?: readonly (readonly string[] | null)[]
  /** Each seat's chance to win (index = seat, adding up to 1); left out: no bars. */
  readonly chances?: readonly number[]
  readonly logLines?: number
  /** Sets --stream-text-scale here; left out, the overlay takes the page's (or 1). */
  readonly textScale?: number
}

/**
 * The stream page's slim overlay over the table: the phase top-centre, the players down the right
 * (with their hands when the streamer shows them), the last few log lines lower-left; the middle of
 * the screen stays the table's. It takes no clicks.
 */
export function BroadcastOverlay({
  summary,
  log,
  hands,
  chances,
  logLines = BROADCAST_LOG_LINES,
  textScale,
}: BroadcastOverlayProps) {
  const style = textScale === undefined ? undefined : ({ '--stream-text-scale': textScale } as CSSProperties)
  const shown = logLines > 0 ? log.slice(-logLines) : []
  const first = log.length - shown.length
  return (
    <div className="bo" style={style} role="region" aria-label={words.overlay}>
      <section className="bo-phase bo-panel" aria-label={words.phase}>
        <div className="bo-phase__main">{summary.phase}</div>
        {summary.detail && <div className="bo-phase__detail">{summary.detail}</div>}
      </section>
      <section className="bo-players" aria-label={words.players}>
        <ul className="bo-players__list">
          {summary.players.map((p) => (
            <PlayerRow
              key={p.seat}
              player={p}
              hand={hands?.[p.seat] ?? null}
              chance={chances?.[p.seat] ?? null}
            />
          ))}
        </ul>
      </section>
      {shown.length > 0 && (
        <section className="bo-log bo-panel" aria-label={words.log}>
          <ol className="bo-log__lines">
            {shown.map((line, i) => (
              <li key={`${line.version}-${first + i}`} className="bo-log__line">
                {line.text}
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  )
}

function PlayerRow({
  player: p,
  hand,
  chance,
}: {
  readonly player: BroadcastPlayer
  readonly hand: readonly string[] | null
  readonly chance: number | null
}) {
  const { seatMarks } = useHudPrefs()
  const classes = ['bo-player', 'bo-panel', p.active ? 'is-active' : '', p.out ? 'is-out' : '']
  const style = p.color ? ({ '--bo-seat': p.color } as CSSProperties) : undefined
  return (
    <li className={classes.filter(Boolean).join(' ')} data-seat={p.seat} aria-label={p.name} style={style}>
      <div className="bo-player__name">
        {p.active && (
          <span className="bo-player__turn" aria-label={words.turn}>
            ▶
          </span>
        )}
        {seatMarks && <SeatMarkIcon seat={p.seat} />}
        <span className="bo-player__text">{p.name}</span>
        {p.toAct && !p.active && (
          <span className="bo-player__acting" aria-label={words.toAct}>
            …
          </span>
        )}
      </div>
      <div className="bo-player__facts">
        <span className={`bo-status bo-status--${p.tone ?? 'alive'}`}>{p.status}</span>
        {p.facts.map((fact, i) => (
          <span key={i} className="bo-fact">
            {fact}
          </span>
        ))}
      </div>
      {hand && (
        <ul className="bo-hand" aria-label={fill(words.hand, { name: p.name })}>
          {hand.length === 0 ? (
            <li className="bo-hand__card is-empty">{words.emptyHand}</li>
          ) : (
            compactNames(hand).map((card) => (
              <li key={card} className="bo-hand__card">
                {card}
              </li>
            ))
          )}
        </ul>
      )}
      {chance !== null && <ChanceBar chance={chance} />}
    </li>
  )
}

/** A seat's chance to win as a bar across the foot of its panel, with the percentage at its end. */
function ChanceBar({ chance }: { readonly chance: number }) {
  const percent = Math.round(Math.min(1, Math.max(0, chance)) * 100)
  const text = percentOf(chance)
  return (
    <div
      className="bo-chance"
      role="meter"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-label={fill(words.chance, { percent: text })}
      title={words.chanceAbout}
    >
      <span className="bo-chance__track">
        <span className="bo-chance__fill" style={{ width: `${percent}%` }} />
      </span>
      <span className="bo-chance__text">{text}</span>
    </div>
  )
}
