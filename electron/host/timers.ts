/** The two timer functions the host needs, so tests and the simulator can supply their own. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

/**
 * The global timers, looked up at each call rather than captured at import, so that timers faked
 * after the host was created (vi.useFakeTimers) are the ones used.
 */
export const globalTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}
