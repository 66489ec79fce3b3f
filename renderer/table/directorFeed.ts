/**
 * How the events a table plays reach its director: whoever hears the table's played() callback (the
 * app's stage) pushes each batch here, with how many real seconds from now its animations start, and
 * the director rig listens. A plain emitter: no React, nothing kept.
 */
import type { GameEvent } from '../../engine/core/types'

export type DirectorFeedListener = (events: readonly GameEvent[], delaySeconds: number) => void

export interface DirectorFeed {
  /** The table plays `events`, starting `delaySeconds` of wall-clock time from now. */
  push(events: readonly GameEvent[], delaySeconds: number): void
  /** Hears every batch pushed from now on, until the returned function is called. */
  listen(listener: DirectorFeedListener): () => void
}

export function createDirectorFeed(): DirectorFeed {
  const listeners = new Set<DirectorFeedListener>()
  return {
    push(events, delaySeconds) {
      if (events.length === 0) return
      for (const listener of [...listeners]) listener(events, Math.max(0, delaySeconds))
    },
    listen(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}
