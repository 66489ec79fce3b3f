/**
 * The call-outs waiting their turn on the stream page: one shows at a time, the rest wait in order,
 * and a burst never leaves the screen far behind the game (the oldest waiting ones are dropped).
 */
import type { CallOut } from './callOutWords'

/** A call-out with an id that is unique for the match (the reveal and the event's place in it). */
export interface QueuedCallOut {
  readonly id: string
  readonly callout: CallOut
}

export interface CallOutQueue {
  readonly showing: QueuedCallOut | null
  readonly waiting: readonly QueuedCallOut[]
  /** The ids taken lately, so a call-out offered again is not shown twice. */
  readonly seen: readonly string[]
}

export const EMPTY_QUEUE: CallOutQueue = { showing: null, waiting: [], seen: [] }

/** How many call-outs may wait behind the one showing. */
export const MAX_WAITING = 3
/** How many ids are remembered (well beyond what is offered at once). */
const SEEN_KEPT = 100

/** Takes the call-outs not seen yet: the first shows at once if none is showing, the rest wait. */
export function offer(
  queue: CallOutQueue,
  callouts: readonly QueuedCallOut[],
  maxWaiting = MAX_WAITING,
): CallOutQueue {
  const seen = new Set(queue.seen)
  const fresh = callouts.filter((c) => !seen.has(c.id) && (seen.add(c.id), true))
  if (fresh.length === 0) return queue
  const line = [...queue.waiting, ...fresh]
  const showing = queue.showing ?? line.shift() ?? null
  return {
    showing,
    waiting: line.slice(Math.max(0, line.length - maxWaiting)),
    seen: [...seen].slice(-SEEN_KEPT),
  }
}

/** The call-out showing has had its time: the next one waiting shows, if any. */
export function advance(queue: CallOutQueue): CallOutQueue {
  const [next = null, ...rest] = queue.waiting
  return { ...queue, showing: next, waiting: rest }
}
