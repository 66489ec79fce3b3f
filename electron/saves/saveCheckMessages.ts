/** What goes between the save store and the save-check thread. */
import type { CheckAnswers, CheckJob } from './checkJobs'
import type { SaveErrorKind } from './saveError'

export interface CheckRequest {
  readonly id: number
  readonly job: CheckJob
}

export type CheckReply =
  | { readonly id: number; readonly ok: true; readonly answer: CheckAnswers[CheckJob['kind']] }
  | {
      readonly id: number
      readonly ok: false
      readonly error: { readonly kind: SaveErrorKind; readonly message: string }
    }
