/** How long a task held up the event loop, for the benchmark. */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks'

export interface Watched<T> {
  readonly result: T
  readonly wallMs: number
  /** The longest gap between two turns of a setImmediate probe. */
  readonly longestBlockMs: number
  /** perf_hooks.monitorEventLoopDelay's maximum (10 ms resolution). */
  readonly histogramMaxMs: number
}

/** Runs `task` while a setImmediate loop notes the longest time the event loop was not free. */
export async function watched<T>(task: () => Promise<T>): Promise<Watched<T>> {
  const histogram = monitorEventLoopDelay({ resolution: 10 })
  let longest = 0
  let last = performance.now()
  let running = true
  const tick = (): void => {
    const now = performance.now()
    longest = Math.max(longest, now - last)
    last = now
    if (running) setImmediate(tick)
  }
  histogram.enable()
  setImmediate(tick)
  const start = performance.now()
  const result = await task()
  const wallMs = performance.now() - start
  running = false
  longest = Math.max(longest, performance.now() - last)
  histogram.disable()
  return { result, wallMs, longestBlockMs: longest, histogramMaxMs: histogram.max / 1e6 }
}
