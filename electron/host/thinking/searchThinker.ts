/**
 * How the app and the served table think: on the worker thread built from `module`, falling back to
 * thinking in place (the host's thread is held while a bot thinks) if that thread fails.
 */
import { performance } from 'node:perf_hooks'
import { bots, games } from '../../../engine/index'
import { fallbackThinker } from './fallbackThinker'
import { inlineThinker } from './inlineThinker'
import type { Thinker } from './thinker'
import { workerThinker } from './workerThinker'

export function searchThinker(module: URL, report: (message: string) => void): Thinker {
  return fallbackThinker(
    workerThinker(module),
    inlineThinker(games, bots, () => performance.now()),
    (err) =>
      report(
        `${err.message} The bots think on the table’s own thread from now on, so it may pause while they do.`,
      ),
  )
}
