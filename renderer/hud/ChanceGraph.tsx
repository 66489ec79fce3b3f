import type { CSSProperties } from 'react'
import type { ReplayChancePoint } from '../../electron/protocol/replay'
import words from '../../assets/help/replay.json'
import { fill } from './broadcastSummary'
import { bigSwings, chancesAt, percentOf } from './chanceSwings'

export interface ChanceGraphProps {
  /** Actions in the replay: the graph runs from 0 to this, under the timeline. */
  readonly length: number
  readonly at: number
  readonly points: readonly ReplayChancePoint[]
  /** Each seat's name and colour, by seat. */
  readonly names: readonly string[]
  readonly colors: readonly string[]
  readonly onSeek: (at: number) => void
}

/** Graph coordinates: x over the timeline (0..1000), y from 100% at the top to 0 at the bottom. */
const W = 1000
const H = 100

/**
 * Each seat's chance to win over the match, one line in its colour under the timeline, with the big
 * swings marked (a click watches one from just before it) and each seat's chance at this action.
 */
export function ChanceGraph({ length, at, points, names, colors, onSeek }: ChanceGraphProps) {
  const x = (version: number) => (length > 0 ? (version / length) * W : 0)
  const swings = bigSwings(points)
  const now = chancesAt(points, at)
  const seats = points[0]?.chances.length ?? 0
  return (
    <div className="chance-graph" title={words.chancesHint}>
      <div className="chance-graph__plot">
        <svg
          className="chance-graph__svg"
          viewBox={`0 0 ${W} ${H}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={words.chances}
        >
          {Array.from({ length: seats }, (_, seat) => (
            <polyline
              key={seat}
              fill="none"
              stroke={colors[seat] ?? '#cccccc'}
              strokeWidth={2}
              vectorEffect="non-scaling-stroke"
              points={points
                .map((p) => `${x(p.at).toFixed(1)},${((1 - (p.chances[seat] ?? 0)) * H).toFixed(1)}`)
                .join(' ')}
            />
          ))}
          <line
            className="chance-graph__now"
            x1={x(at)}
            x2={x(at)}
            y1={0}
            y2={H}
            vectorEffect="non-scaling-stroke"
          />
        </svg>
        {swings.map((s) => {
          const label = fill(words.swing, {
            name: names[s.seat] ?? '',
            from: percentOf(s.before),
            to: percentOf(s.after),
          })
          return (
            <button
              key={`${s.from}-${s.to}`}
              type="button"
              tabIndex={-1}
              className="chance-graph__swing"
              title={label}
              aria-label={label}
              style={{ left: `${(x(s.to) / W) * 100}%`, '--swing-color': colors[s.seat] } as CSSProperties}
              onClick={() => onSeek(s.from)}
            />
          )
        })}
      </div>
      {now && (
        <ul className="chance-graph__legend" aria-label={words.chances}>
          {now.map((chance, seat) => (
            <li key={seat} style={{ '--seat-color': colors[seat] } as CSSProperties}>
              {fill(words.chanceAt, { name: names[seat] ?? '', percent: percentOf(chance) })}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
