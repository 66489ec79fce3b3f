/**
 * Waiting, in the page, for the table to rest: no frame drawn and none asked for (R3F's pending
 * frames) for `quietMs` of the page's own time. A stretch in which the page could not run its timer
 * (a texture painted, a shader compiled: a long task) does not count as quiet, since the frame it
 * leads to is not asked for until it ends; counted from outside, a busy page looked at rest and
 * the frame after it landed in a window that had to stay idle.
 */
import type { Page } from 'playwright-core'

export interface TableRest {
  /** The renderer's frame count when the table came to rest. */
  readonly frame: number
  readonly calls: number
  readonly triangles: number
  /** False when the time ran out first. */
  readonly rested: boolean
}

/** The longest gap between two of the page's 50 ms ticks that still counts as quiet time. */
const BUSY_GAP_MS = 250

/** Resolves once the table (window.__table, exposed in test builds) has rested for `quietMs`. */
export async function waitForTableRest(page: Page, quietMs: number, timeoutMs = 60_000): Promise<TableRest> {
  // Run under tsx (the bench, the screenshot scripts), functions keep their names through an
  // __name helper the page does not have.
  await page.evaluate('globalThis.__name = globalThis.__name || ((f) => f)')
  return page.evaluate(
    ([quiet, timeout, busyGap]) =>
      new Promise<TableRest>((resolve) => {
        interface Handle {
          gl: { info: { render: { frame: number; calls: number; triangles: number } } }
          framesPending?: () => number
        }
        const table = () => (globalThis as unknown as { __table?: Handle }).__table
        const start = performance.now()
        let lastFrame = -1
        let lastTick = start
        let quietSince = start
        const tick = () => {
          const now = performance.now()
          const render = table()?.gl.info.render
          const frame = render?.frame ?? 0
          const pending = table()?.framesPending?.() ?? 0
          if (now - lastTick > busyGap || frame === 0 || frame !== lastFrame || pending > 0) quietSince = now
          lastTick = now
          lastFrame = frame
          const rested = now - quietSince >= quiet
          if (rested || now - start >= timeout) {
            resolve({ frame, calls: render?.calls ?? 0, triangles: render?.triangles ?? 0, rested })
          } else setTimeout(tick, 50)
        }
        tick()
      }),
    [quietMs, timeoutMs, BUSY_GAP_MS] as const,
  )
}
