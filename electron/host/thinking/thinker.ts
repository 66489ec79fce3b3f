/**
 * A bot that thinks is asked through a Thinker, so the host's thread keeps answering people while
 * it searches. The desktop app and the served table think on a worker thread (workerThinker.ts);
 * without one, the host asks the bot in place.
 */
import type { PastMove } from '../../../engine/core/match'
import type { RngState } from '../../../engine/core/rng'
import type { Seat } from '../../../engine/core/types'

/** One move to think of: the game and level by id, the whole state, the bot's random stream, and the latest moves where it reads them. */
export interface ThinkJob {
  readonly kind?: 'move'
  readonly game: string
  readonly level: string
  readonly state: unknown
  readonly seat: Seat
  readonly rng: RngState
  /** The match's latest moves with their states, for a bot that reads them (Bot.recalls). */
  readonly history?: readonly PastMove[]
}

export interface ThinkAnswer {
  readonly action: unknown
  /** The bot's random stream after it thought (the host keeps it, as it keeps an inline bot's). */
  readonly rng: RngState
}

export interface Thinking {
  readonly answer: Promise<ThinkAnswer>
  /** The answer is no longer wanted: the search stops soon, and `answer` settles either way. */
  cancel(): void
}

export interface Thinker {
  think(job: ThinkJob): Thinking
  /** Stops the thread; thinking still under way is cancelled. */
  close(): Promise<void>
}
