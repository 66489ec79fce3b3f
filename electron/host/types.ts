/** The MatchHost's public types. The ones that cross to the renderer are the contract's. */
import type { BotRegistry } from '../../engine/bots/types'
import type { GameRegistry, MatchRecord } from '../../engine/core/match'
import type { AutosaveStatus, HostUpdate, SaveMeta, SeatConfig } from '../protocol'
import type { HostError } from './hostError'
import type { Thinker } from './thinking/thinker'
import type { Timers } from './timers'

/** Writes one match's autosave; `matchId` keeps every match's autosave apart from the others'. */
export type Autosave = (record: MatchRecord, meta: SaveMeta, matchId: string) => Promise<void>

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
  /**
   * Where bots that think (Hard, Expert) do their searching, e.g. a worker thread
   * (thinking/workerThinker.ts). Left out: they think in place, holding up this thread meanwhile.
   */
  readonly thinker?: Thinker
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

export type UpdateListener = (update: HostUpdate) => void

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

export type { AutosaveStatus, HostUpdate, IntentResult, LogLine, SaveMeta, SeatConfig } from '../protocol'

/** A match's whole state at a version (MatchHost.position). */
export interface MatchPosition {
  readonly game: string
  readonly version: number
  readonly state: unknown
}
