/**
 * One batch of events laid out in time: each animation asks for a slot and gets the delay from now
 * at which it starts. Batches queue behind each other on the rig's timeline. When play runs ahead
 * of the animations (fast bots) they catch up by playing faster, and when they lag too far behind,
 * what is still queued is skipped to its end.
 */
import type { TweenSystem } from './animation'

/** How far the animations may lag behind the game before what is queued is skipped to its end. */
export const MAX_BEHIND_SECONDS = 6

/** What a timeline needs of a rig: when the last scheduled animation ends (animation-clock time). */
export interface TimelineOwner {
  timelineEnd: number
}

/** Playing speed for how far behind the game the animations are. */
export function catchUpSpeed(behindSeconds: number): number {
  return behindSeconds > 4 ? 4 : behindSeconds > 2 ? 2 : 1
}

export class Timeline {
  /** Animation-clock time when the batch was opened. */
  readonly now: number
  /** 1, 2 or 4: every duration is divided by it. */
  readonly speed: number
  private cursor: number
  private end: number

  constructor(
    readonly tweens: TweenSystem,
    private readonly owner: TimelineOwner,
  ) {
    if (owner.timelineEnd - tweens.now > MAX_BEHIND_SECONDS) {
      tweens.finishAll()
      owner.timelineEnd = tweens.now
    }
    this.now = tweens.now
    this.cursor = Math.max(this.now, owner.timelineEnd)
    this.speed = catchUpSpeed(this.cursor - this.now)
    this.end = this.cursor
  }

  /** A duration at this batch's speed. */
  seconds(seconds: number): number {
    return seconds / this.speed
  }

  /**
   * Reserves `seconds` (at normal speed) on the timeline and returns the delay from now at which
   * the animation starts. `overlap` (0..1) lets the next slot start before this one ends.
   */
  slot(seconds: number, overlap = 0): number {
    const start = this.cursor
    this.cursor += this.seconds(seconds) * (1 - overlap)
    this.end = Math.max(this.end, start + this.seconds(seconds))
    return start - this.now
  }

  /** Delay from now until everything slotted so far has ended. */
  get untilEnd(): number {
    return Math.max(this.end, this.cursor) - this.now
  }

  /** Records where this batch ends on the owner's timeline (the next batch queues behind it). */
  close(): void {
    this.owner.timelineEnd = Math.max(this.owner.timelineEnd, this.end, this.cursor)
  }
}
