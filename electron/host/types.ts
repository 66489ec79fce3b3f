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
  /** The named save this match was last saved to or loaded from (Save writes there again). */
  readonly slot?: string
}

/** Writes one match's autosave; `matchId` keeps every match's autosave apart from the others'. */
export type Autosave = (record: MatchRecord, meta: SaveMeta, matchId: string) => Promise<void>

/** How a match's autosaves are going: the player is told while they fail. */
export interface AutosaveStatus {
  /** Null while autosaves succeed; otherwise why the last one failed ("Not saved: the disk is full."). */
  readonly problem: string | null
  /** How many moves the last successful autosave holds (-1: none yet this session). */
  readonly savedVersion: number
}

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
  /** Waits between retries of a failing autosave (default AUTOSAVE_RETRY_MS). */
  readonly autosaveRetryMs?: readonly number[]
}

export interface LoadMatchOptions {
  /** Open the match under this id (a resumed autosave keeps its match's id); must not be open. */
  readonly matchId?: string
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
  /** Whether this match's moves are safely on disk; sent again (same version, no events) when it changes. */
  readonly autosave: AutosaveStatus
  /** The named save the match was last saved to or loaded from, if any. */
  readonly slot?: string
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
  readonly slot?: string
  readonly autosave: AutosaveStatus
}
