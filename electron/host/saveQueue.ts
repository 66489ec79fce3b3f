/**
 * One match's autosaves, one at a time and in order, so that a slow save of version 3 can never
 * land after (and overwrite) the save of version 4. A failed save is reported, its reason is kept
 * as the match's save status until a save succeeds, and the newest record is retried with backoff
 * (moves keep being accepted meanwhile: refusing play would be worse). Queues that share a
 * SaveRetries retry at once when another one's save succeeds.
 */
import type { MatchRecord } from '../../engine/core/match'
import type { RetryingQueue, SaveRetries } from './saveRetries'
import type { Timers } from './timers'
import type { AutosaveStatus, SaveMeta } from './types'

export type SaveWrite = (record: MatchRecord, meta: SaveMeta) => Promise<void>

/** Waits between retries of a failing autosave; the last one repeats. */
export const AUTOSAVE_RETRY_MS: readonly number[] = [1000, 2000, 5000, 10_000, 30_000]

export interface SaveQueueOptions {
  readonly write: SaveWrite
  /** Every failed attempt, for the log. */
  readonly report: (err: unknown) => void
  /** Called whenever the status changes (a save failed, or succeeded after failing). */
  readonly onStatus: (status: AutosaveStatus) => void
  readonly timers: Timers
  readonly retryMs?: readonly number[]
  /** The other matches' queues: a success of one retries the others at once. */
  readonly retries?: SaveRetries
}

export class SaveQueue implements RetryingQueue {
  private tail: Promise<void> = Promise.resolve()
  private statusValue: AutosaveStatus = { problem: null, savedVersion: -1 }
  private latest: { record: MatchRecord; meta: SaveMeta } | null = null
  private retry: { handle: unknown } | null = null
  private failures = 0
  private stopped = false

  constructor(private readonly options: SaveQueueOptions) {}

  get status(): AutosaveStatus {
    return this.statusValue
  }

  /** Resolves (never rejects) once this save, and every save queued before it, has been tried. */
  enqueue(record: MatchRecord, meta: SaveMeta): Promise<void> {
    this.latest = { record, meta }
    this.cancelRetry()
    return this.queue(record, meta)
  }

  /** Another match's save succeeded: a waiting retry runs now rather than after its backoff. */
  retryNow(): void {
    if (this.retry === null) return
    this.cancelRetry()
    const latest = this.latest
    if (latest === null || this.stopped || this.statusValue.problem === null) return
    void this.queue(latest.record, latest.meta)
  }

  /** Resolves when every queued save has been tried. */
  drain(): Promise<void> {
    return this.tail
  }

  /** No more retries (the match was closed). Queued saves still run. */
  stop(): void {
    this.stopped = true
    this.cancelRetry()
  }

  /**
   * The autosave is no longer wanted (a finished match saved under a name): no retry may write it
   * again, and a failure still pending is no longer a problem. Resolves once queued saves ran.
   */
  async retire(): Promise<void> {
    this.stop()
    this.latest = null
    await this.drain()
    if (this.statusValue.problem === null) return
    this.statusValue = { problem: null, savedVersion: this.statusValue.savedVersion }
    this.options.onStatus(this.statusValue)
  }

  private queue(record: MatchRecord, meta: SaveMeta): Promise<void> {
    const next = this.tail.then(() => this.attempt(record, meta))
    this.tail = next
    return next
  }

  private async attempt(record: MatchRecord, meta: SaveMeta): Promise<void> {
    try {
      await this.options.write(record, meta)
    } catch (err) {
      this.failed(err)
      return
    }
    this.failures = 0
    this.options.retries?.succeeded(this)
    const recovered = this.statusValue.problem !== null
    this.statusValue = { problem: null, savedVersion: record.log.length }
    if (recovered) this.options.onStatus(this.statusValue)
  }

  private failed(err: unknown): void {
    this.failures++
    try {
      this.options.report(err)
    } catch {
      // A reporter that fails has nowhere left to report to.
    }
    const problem = reasonOf(err)
    const changed = this.statusValue.problem !== problem
    this.statusValue = { problem, savedVersion: this.statusValue.savedVersion }
    if (changed) this.options.onStatus(this.statusValue)
    this.scheduleRetry()
  }

  private scheduleRetry(): void {
    if (this.stopped || this.retry !== null || this.latest === null) return
    const delays = this.options.retryMs ?? AUTOSAVE_RETRY_MS
    const delay = delays[Math.min(this.failures, delays.length) - 1] ?? 1000
    const handle = this.options.timers.setTimeout(() => {
      this.retry = null
      this.options.retries?.done(this)
      const latest = this.latest
      // A save that is already newer than the failed one (or succeeded) needs no retry.
      if (latest === null || this.stopped || this.statusValue.problem === null) return
      void this.queue(latest.record, latest.meta)
    }, delay)
    // A pending retry must not keep a finished process (a test, the served table stopping) alive.
    ;(handle as { unref?: () => void } | null)?.unref?.()
    this.retry = { handle }
    this.options.retries?.wait(this)
  }

  private cancelRetry(): void {
    if (this.retry === null) return
    this.options.timers.clearTimeout(this.retry.handle)
    this.retry = null
    this.options.retries?.done(this)
  }
}

function reasonOf(err: unknown): string {
  if (err instanceof Error && err.message !== '') return err.message
  return 'Not saved: the save could not be written.'
}
