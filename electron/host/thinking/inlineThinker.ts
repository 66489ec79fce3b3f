/**
 * Thinks on the host's own thread, for hosts without a worker (tests with their own games). The
 * answer still comes as a promise, so the host treats both alike; it holds the thread meanwhile.
 */
import type { BotRegistry } from '../../../engine/bots/types'
import type { GameRegistry } from '../../../engine/core/match'
import { runThinkJob } from './thinkJob'
import type { Thinker, ThinkJob, Thinking } from './thinker'

export function inlineThinker(
  games: GameRegistry,
  bots: BotRegistry,
  clock: () => number = () => Date.now(),
): Thinker {
  return {
    think(job: ThinkJob): Thinking {
      const signal = { aborted: false }
      const answer = Promise.resolve().then(() => runThinkJob(games, bots, job, signal, clock))
      return { answer, cancel: () => (signal.aborted = true) }
    },
    close: () => Promise.resolve(),
  }
}
