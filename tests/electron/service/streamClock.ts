/** A clock for the caster delay that moves only when a test says so. */
import type { StreamClock } from '../../../electron/service/tableService'

export interface ManualClock extends StreamClock {
  /** Moves time on by `ms`, running every timer due on the way, in order. */
  advance(ms: number): void
}

export function manualClock(start = 1_000_000): ManualClock {
  let time = start
  let nextId = 0
  const timers = new Map<number, { readonly at: number; readonly callback: () => void }>()
  return {
    now: () => time,
    setTimeout: (callback, ms) => {
      nextId++
      timers.set(nextId, { at: time + Math.max(0, ms), callback })
      return nextId
    },
    clearTimeout: (handle) => {
      timers.delete(handle as number)
    },
    advance(ms) {
      const end = time + ms
      for (;;) {
        let due: [number, { at: number; callback: () => void }] | undefined
        for (const entry of timers)
          if (entry[1].at <= end && (due === undefined || entry[1].at < due[1].at)) due = entry
        if (due === undefined) break
        timers.delete(due[0])
        time = due[1].at
        due[1].callback()
      }
      time = end
    },
  }
}
