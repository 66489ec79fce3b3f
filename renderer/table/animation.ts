/**
 * A small tween system for the demand frameloop. Tweens are plain callbacks advanced by
 * TweenDriver from useFrame; while any is pending the driver asks for another frame, and when the
 * last one ends the table stops drawing. Nothing here touches React state.
 */

export type Ease = (t: number) => number

export const ease = {
  linear: (t: number) => t,
  inOutCubic: (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2),
  outCubic: (t: number) => 1 - (1 - t) ** 3,
  outBack: (t: number) => {
    const c1 = 1.4
    const c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2
  },
  /** A die or card landing: overshoots slightly, then settles. */
  outBounce: (t: number) => {
    const n1 = 7.5625
    const d1 = 2.75
    if (t < 1 / d1) return n1 * t * t
    if (t < 2 / d1) return n1 * (t - 1.5 / d1) ** 2 + 0.75
    if (t < 2.5 / d1) return n1 * (t - 2.25 / d1) ** 2 + 0.9375
    return n1 * (t - 2.625 / d1) ** 2 + 0.984375
  },
} as const satisfies Record<string, Ease>

export interface TweenSpec {
  /** Seconds to wait before starting. */
  readonly delay?: number
  /** Seconds; 0 runs onUpdate(1) on the first frame after the delay. */
  readonly duration: number
  readonly ease?: Ease
  readonly onStart?: () => void
  /** Called every frame with the eased progress 0..1 (always ends with exactly 1). */
  readonly onUpdate: (t: number) => void
  readonly onComplete?: () => void
}

interface Running {
  readonly spec: TweenSpec
  wait: number
  elapsed: number
  started: boolean
  cancelled: boolean
}

export interface TweenHandle {
  /** Stops the tween where it is (onComplete is not called). */
  cancel(): void
  /** Jumps the tween to its end (onUpdate(1), then onComplete). */
  finish(): void
}

/** Longest step a frame may take, so a stalled tab does not skip an animation in one frame. */
const MAX_STEP = 0.25

interface Waiter {
  /** Tweens that were running when the waiter was added and have not ended yet. */
  readonly pending: Set<Running>
  readonly done: () => void
}

export class TweenSystem {
  private running: Running[] = []
  private waiters: Waiter[] = []
  private clock = 0
  private wakeUp: (() => void) | null = null

  /** Seconds of animation time so far (advances only while frames are drawn). */
  get now(): number {
    return this.clock
  }

  get busy(): boolean {
    return this.running.length > 0
  }

  /** Called when a tween is added to an idle system (TweenDriver passes R3F's invalidate). */
  setWakeUp(wake: (() => void) | null): void {
    this.wakeUp = wake
  }

  add(spec: TweenSpec): TweenHandle {
    const run: Running = {
      spec,
      wait: Math.max(0, spec.delay ?? 0),
      elapsed: 0,
      started: false,
      cancelled: false,
    }
    this.running.push(run)
    this.wakeUp?.()
    return {
      cancel: () => {
        run.cancelled = true
      },
      finish: () => {
        if (run.cancelled) return
        run.cancelled = true
        if (!run.started) run.spec.onStart?.()
        run.spec.onUpdate(1)
        run.spec.onComplete?.()
      },
    }
  }

  /**
   * Calls `done` once every tween running now has ended (finished, or cancelled); tweens added
   * later are not waited for. At once when nothing runs.
   */
  whenDone(done: () => void): void {
    const pending = new Set(this.running.filter((run) => !run.cancelled))
    if (pending.size === 0) done()
    else this.waiters.push({ pending, done })
  }

  private settleWaiters(): void {
    if (this.waiters.length === 0) return
    const live = new Set(this.running.filter((run) => !run.cancelled))
    const ready: Waiter[] = []
    this.waiters = this.waiters.filter((w) => {
      for (const run of w.pending) if (!live.has(run)) w.pending.delete(run)
      if (w.pending.size > 0) return true
      ready.push(w)
      return false
    })
    for (const w of ready) w.done()
  }

  /** Advances every tween by dt seconds. Returns true while any tween is still pending. */
  step(dt: number): boolean {
    const delta = Math.min(Math.max(dt, 0), MAX_STEP)
    this.clock += delta
    const current = this.running
    this.running = []
    const keep: Running[] = []
    for (const run of current) {
      if (run.cancelled) continue
      if (run.wait > 0) {
        run.wait -= delta
        if (run.wait > 0) {
          keep.push(run)
          continue
        }
      }
      if (!run.started) {
        run.started = true
        run.spec.onStart?.()
      } else {
        run.elapsed += delta
      }
      const { duration } = run.spec
      const raw = duration <= 0 ? 1 : Math.min(1, run.elapsed / duration)
      run.spec.onUpdate(raw >= 1 ? 1 : (run.spec.ease ?? ease.inOutCubic)(raw))
      if (raw >= 1) run.spec.onComplete?.()
      else keep.push(run)
    }
    // Tweens added by callbacks during this step were pushed onto this.running.
    this.running = keep.concat(this.running)
    this.settleWaiters()
    return this.running.length > 0
  }

  /** Ends every tween at once (used when a new match replaces the table). */
  finishAll(): void {
    while (this.running.length > 0) {
      const current = this.running
      this.running = []
      for (const run of current) {
        if (run.cancelled) continue
        if (!run.started) run.spec.onStart?.()
        run.spec.onUpdate(1)
        run.spec.onComplete?.()
      }
    }
    this.settleWaiters()
  }
}

/** Linear interpolation. */
export function lerp(a: number, b: number, t: number): number {
  return a + (b - a) * t
}

/** A hop that rises and falls back over t = 0..1. */
export function arc(t: number, height: number): number {
  return Math.sin(Math.PI * t) * height
}
