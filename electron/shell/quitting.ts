/**
 * Quitting writes pending autosaves and marks a clean exit before the app goes; while autosaving
 * fails, it asks first, since quitting then would lose the moves not yet on disk. A shutdown that
 * hangs does not keep the app from quitting.
 */
import type { MatchSummary } from '../host/types'

/** Quitting waits this long at most for the last autosaves (a network drive may hang). */
export const SHUTDOWN_LIMIT_MS = 10_000

/** Windows and Linux quit with their last window; a macOS app stays until quit from its menu. */
export function quitsWhenAllWindowsClosed(platform: NodeJS.Platform): boolean {
  return platform !== 'darwin'
}

/** Why quitting now would lose moves (an autosave is failing), or null. */
export function unsavedProblem(matches: readonly Pick<MatchSummary, 'autosave'>[]): string | null {
  return matches.find((m) => m.autosave.problem !== null)?.autosave.problem ?? null
}

export interface QuitOptions {
  /** The table is running (before, there is nothing to save). */
  ready(): boolean
  unsavedProblem(): string | null
  /** Asks whether to quit although moves would be lost: true quits. */
  confirmLoss(problem: string): boolean
  /** Stops the spectator link and the table, writing the last autosaves. */
  shutdown(): Promise<void>
  /** Quits the app (before-quit comes again, and lets it go). */
  quit(): void
  limitMs?: number
}

export interface QuitGuard {
  /**
   * The window's close: false keeps it open. Asked here, while the window can still stay open:
   * asked after it closed, "Stay" would keep a process with no window holding the data folder.
   */
  mayClose(): boolean
  /** before-quit: true holds the quit (preventDefault) while asking or shutting down. */
  holdQuit(): boolean
}

export function quitGuard(options: QuitOptions): QuitGuard {
  /** Set once the player agreed to quit although some moves are not saved. */
  let lossConfirmed = false
  let shuttingDown = false
  let shutDown = false
  return {
    mayClose() {
      if (lossConfirmed) return true
      const problem = options.unsavedProblem()
      if (problem === null) return true
      lossConfirmed = options.confirmLoss(problem)
      return lossConfirmed
    },
    holdQuit() {
      if (shutDown || !options.ready()) return false
      if (shuttingDown) return true
      const problem = options.unsavedProblem()
      if (problem !== null && !lossConfirmed && !options.confirmLoss(problem)) return true
      shuttingDown = true
      const limit = new Promise<void>((resolve) => setTimeout(resolve, options.limitMs ?? SHUTDOWN_LIMIT_MS))
      void Promise.race([options.shutdown(), limit]).finally(() => {
        shutDown = true
        options.quit()
      })
      return true
    },
  }
}
