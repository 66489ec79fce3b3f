/** What the host and the thinking thread say to each other. */
import type { ThinkAnswer, ThinkJob } from './thinker'

export interface WorkerRequest {
  readonly id: number
  readonly job: ThinkJob
  /** One Int32: set to 1 to cancel the job. */
  readonly cancel: SharedArrayBuffer
}

export type WorkerReply =
  | { readonly id: number; readonly ok: true; readonly answer: ThinkAnswer }
  | { readonly id: number; readonly ok: false; readonly error: string }
