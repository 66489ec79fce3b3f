/**
 * A finished or unfinished match held for watching again: every state is rebuilt from its record,
 * with a checkpoint every CHECKPOINT_EVERY actions so that a seek replays at most that many.
 * Rules are checked once, when it is built (Match.replay); seeks apply the admitted actions only.
 */
import { IllegalAction } from './errors'
import { Match, ReplayError, type GameRegistry, type LogEntry, type MatchRecord } from './match'
import type { AnyGame, GameEvent, Outcome, Seat, Viewer } from './types'
import { advance } from './advance'

export const CHECKPOINT_EVERY = 32

/** One action of the log, as it played out. */
export interface ReplayStep {
  readonly seat: Seat
  readonly events: readonly GameEvent[]
}

export class MatchReplay {
  private cursor: { at: number; state: unknown }

  private constructor(
    readonly game: AnyGame,
    readonly record: MatchRecord,
    /** The log as admitted: each action in its canonical form. */
    private readonly log: readonly LogEntry[],
    readonly steps: readonly ReplayStep[],
    private readonly checkpoints: readonly unknown[],
    private readonly every: number,
  ) {
    this.cursor = { at: 0, state: checkpoints[0] }
  }

  /** Replays the whole record once; throws ReplayError (or IllegalAction) as Match.replay does. */
  static build(registry: GameRegistry, record: MatchRecord, every = CHECKPOINT_EVERY): MatchReplay {
    const live = Match.create(registry, record)
    const steps: ReplayStep[] = []
    const checkpoints: unknown[] = [live.state]
    record.log.forEach((entry, index) => {
      steps.push({ seat: entry.seat, events: replayOne(live, entry, index) })
      if ((index + 1) % every === 0) checkpoints.push(live.state)
    })
    return new MatchReplay(live.game, live.record(), live.log.slice(), steps, checkpoints, every)
  }

  /** How many actions it holds. */
  get length(): number {
    return this.steps.length
  }

  /** The state after the first `at` actions. */
  stateAt(at: number): unknown {
    const target = this.checkAt(at)
    const base = Math.floor(target / this.every) * this.every
    // Stepping on from the last seek is cheaper than going back to the checkpoint.
    let { at: from, state } =
      this.cursor.at <= target && this.cursor.at >= base
        ? this.cursor
        : { at: base, state: this.checkpoints[base / this.every] }
    for (; from < target; from++) {
      const entry = this.log[from] as LogEntry
      state = advance(this.game, state, entry.seat, entry.action)
    }
    this.cursor = { at: target, state }
    return state
  }

  view(at: number, viewer: Viewer): unknown {
    return this.game.view(this.stateAt(at), viewer)
  }

  outcome(at: number): Outcome | null {
    return this.game.outcome(this.stateAt(at))
  }

  toAct(at: number): readonly Seat[] {
    return this.game.toAct(this.stateAt(at))
  }

  /** The events of the action that led to `at` (none at 0). */
  eventsAt(at: number): readonly GameEvent[] {
    const target = this.checkAt(at)
    return target === 0 ? [] : (this.steps[target - 1] as ReplayStep).events
  }

  /** The record of its first `at` actions: a match branched there. */
  recordUpTo(at: number): MatchRecord {
    return { ...this.record, log: this.log.slice(0, this.checkAt(at)) }
  }

  private checkAt(at: number): number {
    if (!Number.isInteger(at) || at < 0 || at > this.steps.length) {
      throw new RangeError(`This replay has ${this.steps.length} actions; there is no action ${at}.`)
    }
    return at
  }
}

function replayOne(match: Match, entry: LogEntry, index: number): readonly GameEvent[] {
  try {
    return match.submit(entry.seat, entry.action).events
  } catch (err) {
    throw err instanceof IllegalAction ? new ReplayError(index, err) : err
  }
}
