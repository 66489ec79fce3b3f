/** A replay as the renderer opens it: who it is watched as, its timeline's marks. */
import type { Seat, Viewer } from '../../engine/core/types'
import type { SeatConfig } from './match'

/** Who a replay is watched as: a seat, the spectator, or every hand open (finished matches only). */
export type ReplayViewpoint = Viewer | 'all'

/** A place on the replay's timeline: a turn's start or one of the game's big moments. */
export interface ReplayMark {
  /** The version the event led to (the action count after it). */
  readonly at: number
  readonly kind: 'turn' | 'moment'
  /** The event's type ("turnStarted", "converted", "stageChanged", ...). */
  readonly type: string
  readonly seat?: Seat
  /** Its public wording, as a spectator reads it. */
  readonly text: string
}

/** A replay as replay:open opens it: everything the timeline needs. */
export interface ReplayInfo {
  readonly replayId: string
  readonly game: string
  readonly seats: readonly SeatConfig[]
  readonly label?: string
  /** Where it came from: a named save, or a match open at the table. */
  readonly slot?: string
  readonly matchId?: string
  /** How many actions it holds: `at` runs from 0 to this. */
  readonly length: number
  /** Whether the game is over at its end (only then may every hand be shown). */
  readonly finished: boolean
  readonly marks: readonly ReplayMark[]
}

/** Each seat's chance to win at one point of a replay (adding up to 1), as the stream estimates it. */
export interface ReplayChancePoint {
  readonly at: number
  readonly chances: readonly number[]
}

/** A replay's win chances: at its start, at each turn's start (a sample of them in a long match) and at its end. */
export interface ReplayChances {
  readonly points: readonly ReplayChancePoint[]
}
