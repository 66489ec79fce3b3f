/**
 * The autosave queues of one host that wait to retry a failed save. Once any match's save
 * succeeds, whatever stopped the others (a full disk, a lost drive) has most likely gone, so they
 * are retried at once instead of after their backoff (which reaches 30 s).
 */
export interface RetryingQueue {
  /** Retries the newest failed save now, if a retry is still waiting. */
  retryNow(): void
}

export class SaveRetries {
  private readonly waiting = new Set<RetryingQueue>()

  /** `queue` has a retry waiting. */
  wait(queue: RetryingQueue): void {
    this.waiting.add(queue)
  }

  /** `queue` no longer has one (it ran, was cancelled, or the queue stopped). */
  done(queue: RetryingQueue): void {
    this.waiting.delete(queue)
  }

  /** A save of `by` succeeded: every other waiting queue tries again now. */
  succeeded(by: RetryingQueue): void {
    for (const queue of [...this.waiting]) if (queue !== by) queue.retryNow()
  }
}
