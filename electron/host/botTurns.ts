/**
 * When bots play in one match: at most one bot turn is waiting or running at a time, none while
 * another action is still being saved, none while paused or after stopping. Which seat plays and
 * how is the host's business (`nextSeat`, `play`).
 */
import type { Seat } from '../../engine/core/types'
import type { Timers } from './timers'

export interface BotTurnsDeps {
  readonly timers: Timers
  readonly delayMs: () => number
  /** The bot seat that should act now, or null if none should. */
  readonly nextSeat: () => Seat | null
  /** Plays one turn for `seat`; must not reject. */
  readonly play: (seat: Seat) => Promise<void>
}

export class BotTurns {
  private timer: { handle: unknown } | null = null
  private inFlight = 0
  private pausedValue = false
  private stopped = false
  private idleWaiters: (() => void)[] = []

  constructor(private readonly deps: BotTurnsDeps) {}

  get paused(): boolean {
    return this.pausedValue
  }

  /** Starts the delay before the next bot turn, if a bot is to act and nothing else is going on. */
  schedule(): void {
    if (this.timer === null && this.inFlight === 0 && this.mayPlay() && this.deps.nextSeat() !== null) {
      const handle = this.deps.timers.setTimeout(() => this.fire(), this.deps.delayMs())
      this.timer = { handle }
    }
    this.settleIdle()
  }

  /**
   * Runs one action and its follow-up work (publishing, autosave). Bots wait until it has finished;
   * then scheduling is looked at again.
   */
  async track<T>(run: () => Promise<T>): Promise<T> {
    this.inFlight++
    try {
      return await run()
    } finally {
      this.inFlight--
      this.schedule()
    }
  }

  pause(): void {
    this.pausedValue = true
    this.cancelTimer()
    this.settleIdle()
  }

  resume(): void {
    this.pausedValue = false
    this.schedule()
  }

  /** Starts the pending delay again, e.g. after the delay setting changed. */
  restart(): void {
    if (this.timer === null) return
    this.cancelTimer()
    this.schedule()
  }

  stop(): void {
    this.stopped = true
    this.cancelTimer()
    this.settleIdle()
  }

  /** Resolves when no bot turn is waiting or running and no action is still being saved. */
  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve()
    return new Promise((resolve) => this.idleWaiters.push(resolve))
  }

  private fire(): void {
    this.timer = null
    // The table may have changed during the delay (a human answered, the bot's turn passed).
    const seat = this.inFlight === 0 && this.mayPlay() ? this.deps.nextSeat() : null
    if (seat === null) {
      this.settleIdle()
      return
    }
    void this.track(() => this.deps.play(seat))
  }

  private mayPlay(): boolean {
    return !this.pausedValue && !this.stopped
  }

  private cancelTimer(): void {
    if (this.timer === null) return
    this.deps.timers.clearTimeout(this.timer.handle)
    this.timer = null
  }

  private isIdle(): boolean {
    return this.timer === null && this.inFlight === 0
  }

  private settleIdle(): void {
    if (!this.isIdle()) return
    const waiters = this.idleWaiters
    this.idleWaiters = []
    for (const resolve of waiters) resolve()
  }
}
