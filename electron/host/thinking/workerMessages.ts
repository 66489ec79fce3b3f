/** What the host and a worker thread say to each other. */
import type { ChanceJob, ChanceSeriesJob } from './chanceJob'
import type { ThinkJob } from './thinker'

/** A bot's move to think of, or win chances to estimate (after a move, or over a replay). */
export type WorkerJob = ThinkJob | ChanceJob | ChanceSeriesJob

export interface WorkerRequest {
  readonly id: number
  readonly job: WorkerJob
  /** One Int32: set to 1 to cancel the job. */
  readonly cancel: SharedArrayBuffer
}

export type WorkerReply =
  | { readonly id: number; readonly ok: true; readonly answer: unknown }
  | { readonly id: number; readonly ok: false; readonly error: string }
