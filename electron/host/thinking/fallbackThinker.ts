/**
 * Thinks on the worker thread while it works, and in place once it has failed: a thread that cannot
 * start (a broken install, a packaged app that cannot load the worker's file) must not leave every
 * Hard bot sitting its turns out. The job the thread dropped is thought again in place, and the
 * failure is reported once, so it is not silent. A job's own error (an unknown level) is not retried.
 */
import { ThinkingThreadFailed } from './threadFailed'
import type { Thinker, ThinkJob, Thinking } from './thinker'

export function fallbackThinker(
  thread: Thinker,
  inPlace: Thinker,
  onFallback: (err: Error) => void = () => undefined,
): Thinker {
  let failed = false
  let closing = false
  return {
    think(job: ThinkJob): Thinking {
      if (failed) return inPlace.think(job)
      let current = thread.think(job)
      let cancelled = false
      const answer = current.answer.catch((err: unknown) => {
        if (cancelled || closing || !(err instanceof ThinkingThreadFailed)) throw err
        if (!failed) {
          failed = true
          onFallback(err)
        }
        current = inPlace.think(job)
        return current.answer
      })
      // As with the thread's own answers: one nobody waits for is not an unhandled rejection.
      answer.catch(() => undefined)
      return {
        answer,
        cancel: () => {
          cancelled = true
          current.cancel()
        },
      }
    },
    async close() {
      closing = true
      await Promise.all([thread.close(), inPlace.close()])
    },
  }
}
