/**
 * One match's autosaves, one at a time and in order, so that a slow save of version 3 can never
 * land after (and overwrite) the save of version 4. A failed save is reported and the queue goes on.
 */
import type { MatchRecord } from '../../engine/core/match'
import type { Autosave, SaveMeta } from './types'

export class SaveQueue {
  private tail: Promise<void> = Promise.resolve()

  constructor(
    private readonly write: Autosave,
    private readonly report: (err: unknown) => void,
  ) {}

  /** Resolves (never rejects) once this save, and every save queued before it, has finished. */
  enqueue(record: MatchRecord, meta: SaveMeta): Promise<void> {
    const next = this.tail.then(() => this.write(record, meta)).catch(this.report)
    this.tail = next
    return next
  }

  /** Resolves when every queued save has finished. */
  drain(): Promise<void> {
    return this.tail
  }
}
