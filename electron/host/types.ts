/** The MatchHost's public types. The save store and the IPC contract import them from here. */
import type { BotRegistry } from '../../engine/bots/types'
import type { RefusalCode } from '../../engine/core/errors'
import type { GameRegistry, MatchRecord } from '../../engine/core/match'
import type { GameEvent, Outcome, Seat, Viewer } from '../../engine/core/types'
import type { HostError } from './hostError'
import type { Timers } from './timers'

/** Who sits at a seat: a person at this computer, or a bot of a given level ("random", ...). */
export interface SeatConfig {
  readonly name: string
  readonly kind: 'human' | 'bot'
  readonly bot?: string
}

/** What a save needs besides the match record. */
export interface SaveMeta {
  readonly seats: readonly SeatConfig[]
  readonly label?: string
  readonly finished: boolean
}

export type Autosave = (record: MatchRecord, meta: SaveMeta) => Promise<void>

export interface MatchHostOptions {
  readonly registry: GameRegistry
  readonly bots: BotRegistry
  /** Called after every applied action, one call at a time per match, in order. */
  readonly autosave?: Autosave
  /** Pause before a bot moves, so people can follow the game. Default 600. */
  readonly botDelayMs?: number
  /** Seeds for matches created without one. Default: 16 random hex digits. */
  readonly seedSource?: () => string
  /** Problems that must not stop play: autosave failures, bots that throw, listeners that throw. */
  readonly onError?: (err: HostError) => void
  /** Default: the global setTimeout/clearTimeout, looked up on each call (so vi.useFakeTimers works). */
  readonly timers?: Timers
}

export interface CreateMatchRequest {
  readonly game: string
  readonly seats: readonly SeatConfig[]
  readonly seed?: string | number
  readonly options?: unknown
  readonly label?: string
}

/** What one viewer is sent after every change (and once, at once, on subscribing). */
export interface HostUpdate {
  readonly matchId: string
  readonly game: string
  readonly version: number
  readonly viewer: Viewer
  readonly view: unknown
  /** The actions this viewer may send now: empty unless it is a human seat that is to act. */
  readonly legal: readonly unknown[]
  readonly toAct: readonly Seat[]
  /** The events of the action that produced this version, as this viewer may see them. */
  readonly events: readonly GameEvent[]
  readonly outcome: Outcome | null
  readonly seats: readonly SeatConfig[]
  /**
   * Only in the snapshot a new subscriber gets: the recent game log as this viewer may see it, so a
   * loaded match, a hot-seat switch or a spectator joining mid-game starts with a log.
   */
  readonly history?: readonly LogLine[]
}

/** One line of the game log: the public (or, for its seats, private) wording of one event. */
export interface LogLine {
  readonly version: number
  readonly type: string
  readonly text: string
  readonly seat?: Seat
}

export type UpdateListener = (update: HostUpdate) => void

export type IntentResult =
  | { readonly ok: true; readonly version: number }
  | { readonly ok: false; readonly code: RefusalCode; readonly message: string }

export interface MatchSummary {
  readonly matchId: string
  readonly game: string
  readonly version: number
  readonly seats: readonly SeatConfig[]
  readonly label?: string
  readonly finished: boolean
  readonly paused: boolean
}
