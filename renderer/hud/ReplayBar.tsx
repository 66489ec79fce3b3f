import type { ReactNode } from 'react'
import type { ReplayMark } from '../../electron/protocol/replay'
import words from '../../assets/help/replay.json'
import { fill } from './broadcastSummary'

export const REPLAY_SPEEDS = [0.5, 1, 2, 4, 8] as const
export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number]

export interface ReplayBarProps {
  /** Actions in the replay: the timeline runs from 0 (the setup) to this. */
  readonly length: number
  readonly at: number
  readonly marks: readonly ReplayMark[]
  readonly playing: boolean
  readonly speed: ReplaySpeed
  readonly onSeek: (at: number) => void
  readonly onStep: (by: 1 | -1) => void
  readonly onTurn: (by: 1 | -1) => void
  readonly onPlay: (playing: boolean) => void
  readonly onSpeed: (speed: ReplaySpeed) => void
  /** Shown under the timeline, on its scale (the win-chance graph). */
  readonly children?: ReactNode
}

/** A step or a turn either way: its name, its tooltip, and its short words with arrows on its side. */
interface Move {
  readonly label: string
  readonly hint: string
  readonly short: string
  readonly arrow: string
  readonly forward: boolean
}

const moveOf = (label: string, hint: string, short: string, arrow: string, forward: boolean): Move => ({
  label,
  hint,
  short,
  arrow,
  forward,
})

const MOVES = {
  prevTurn: moveOf(words.prevTurn, words.prevTurnHint, words.turnShort, '◀◀', false),
  stepBack: moveOf(words.stepBack, words.stepBackHint, words.stepShort, '◀', false),
  stepForward: moveOf(words.stepForward, words.stepForwardHint, words.stepShort, '▶', true),
  nextTurn: moveOf(words.nextTurn, words.nextTurnHint, words.turnShort, '▶▶', true),
}

function MoveButton({ move, onClick, disabled }: { move: Move; onClick: () => void; disabled: boolean }) {
  const arrow = <span aria-hidden="true">{move.arrow}</span>
  return (
    <button
      type="button"
      className="button"
      title={move.hint}
      aria-label={move.label}
      onClick={onClick}
      disabled={disabled}
    >
      {move.forward ? (
        <>
          {move.short} {arrow}
        </>
      ) : (
        <>
          {arrow} {move.short}
        </>
      )}
    </button>
  )
}

/**
 * The replay's controls: the timeline (a slider marked with each turn's start and the game's big
 * moments), and play/pause, speed, a step either way and a jump to the previous or next turn.
 */
export function ReplayBar(props: ReplayBarProps) {
  const { length, at, marks, playing, speed } = props
  const moments = marks.filter((m) => m.kind === 'moment')
  const turns = marks.filter((m) => m.kind === 'turn')
  const position = at === 0 ? words.start : fill(words.position, { at, length })
  return (
    <section className="replay-bar" aria-label={words.title}>
      <div className="replay-bar__buttons">
        <MoveButton move={MOVES.prevTurn} onClick={() => props.onTurn(-1)} disabled={at === 0} />
        <MoveButton move={MOVES.stepBack} onClick={() => props.onStep(-1)} disabled={at === 0} />
        <button
          type="button"
          className="button button--primary replay-bar__play"
          title={words.playHint}
          aria-pressed={playing}
          onClick={() => props.onPlay(!playing)}
          disabled={!playing && at >= length}
        >
          {playing ? words.pause : words.play}
        </button>
        <MoveButton move={MOVES.stepForward} onClick={() => props.onStep(1)} disabled={at >= length} />
        <MoveButton move={MOVES.nextTurn} onClick={() => props.onTurn(1)} disabled={at >= length} />
        <label className="replay-bar__speed">
          {words.speed}
          <select value={speed} onChange={(e) => props.onSpeed(Number(e.target.value) as ReplaySpeed)}>
            {REPLAY_SPEEDS.map((s) => (
              <option key={s} value={s}>
                {s}×
              </option>
            ))}
          </select>
        </label>
        <output className="replay-bar__position" aria-live="off">
          {position}
        </output>
      </div>
      <div className="replay-bar__timeline">
        <div className="replay-bar__ticks" aria-hidden="true">
          {length > 0 &&
            turns.map((m) => (
              <span
                key={`t${m.at}`}
                className="replay-bar__tick"
                style={{ left: `${(m.at / length) * 100}%` }}
              />
            ))}
          {length > 0 &&
            moments.map((m, i) => (
              <button
                key={`m${m.at}:${i}`}
                type="button"
                tabIndex={-1}
                className="replay-bar__moment"
                title={m.text}
                style={{ left: `${(m.at / length) * 100}%` }}
                onClick={() => props.onSeek(m.at)}
              />
            ))}
        </div>
        <input
          type="range"
          className="replay-bar__slider"
          aria-label={words.timeline}
          aria-valuetext={position}
          min={0}
          max={length}
          step={1}
          value={at}
          onChange={(e) => props.onSeek(Number(e.target.value))}
        />
        {props.children}
      </div>
    </section>
  )
}
