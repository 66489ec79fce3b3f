/** The bots think on one worker thread (jobThread.ts), started on first use. */
import { jobThread } from './jobThread'
import type { ThinkAnswer, Thinker, ThinkJob, Thinking } from './thinker'

/** `module` is the built searchWorker.js, or searchWorker.ts when run through tsx. */
export function workerThinker(module: URL): Thinker {
  const thread = jobThread(module, "The bots' thinking thread")
  return {
    think: (job: ThinkJob): Thinking => thread.run<ThinkAnswer>(job),
    close: () => thread.close('The bots stopped thinking: the table is closing.'),
  }
}
