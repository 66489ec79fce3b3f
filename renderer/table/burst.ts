/**
 * The burst of a big moment (a player turning into a zombie): a ring expanding and fading on the
 * table and a glow rising from it, about a second long. A fixed small pool of slots is shared by a
 * table's bursts; tweens write a slot, BurstEffects draws it, and a free slot draws nothing.
 */
import { ease } from './animation'
import type { Timeline } from './timeline'

export type BurstPoint = readonly [number, number, number]

export const BURST_POOL_SIZE = 4
export const BURST_SECONDS = 1

export interface BurstSlot {
  x: number
  y: number
  z: number
  /** The ring's radius at its widest, in table units. */
  size: number
  /** Progress 0..1 while playing. */
  t: number
  active: boolean
  /** Which burst owns the slot now (a burst that lost its slot to a newer one stops writing it). */
  serial: number
}

export class BurstPool {
  readonly slots: readonly BurstSlot[]
  private serial = 0

  constructor(size = BURST_POOL_SIZE) {
    this.slots = Array.from({ length: size }, () => ({
      x: 0,
      y: 0,
      z: 0,
      size: 1,
      t: 0,
      active: false,
      serial: 0,
    }))
  }

  /** A slot for a new burst at `at`: a free one, else the one started longest ago. */
  claim(at: BurstPoint, size: number): BurstSlot {
    const free = this.slots.find((s) => !s.active)
    const slot = free ?? this.slots.reduce((a, b) => (b.serial < a.serial ? b : a))
    slot.x = at[0]
    slot.y = at[1]
    slot.z = at[2]
    slot.size = size
    slot.t = 0
    slot.active = true
    slot.serial = ++this.serial
    return slot
  }

  reset(): void {
    for (const s of this.slots) s.active = false
  }
}

/** What the rig needs to play a burst: its pool and a way to tell readers it changed. */
export interface BurstRig {
  readonly bursts: BurstPool
  touch(): void
}

/** Plays a burst at `at` after `delay` seconds (a slot is claimed only when it starts). */
export function playBurst(line: Timeline, rig: BurstRig, at: BurstPoint, delay: number, size = 1): void {
  let slot: BurstSlot | null = null
  let serial = -1
  const mine = (): BurstSlot | null => (slot && slot.serial === serial ? slot : null)
  line.tweens.add({
    delay,
    duration: line.seconds(BURST_SECONDS),
    ease: ease.linear,
    onStart: () => {
      slot = rig.bursts.claim(at, size)
      serial = slot.serial
      rig.touch()
    },
    onUpdate: (t) => {
      const s = mine()
      if (!s) return
      s.t = t
      rig.touch()
    },
    onComplete: () => {
      const s = mine()
      if (!s) return
      s.active = false
      rig.touch()
    },
  })
}

/** How a burst looks at progress t: the ring's radius and opacity, the glow's height and opacity. */
export interface BurstLook {
  readonly ringScale: number
  readonly ringOpacity: number
  readonly glowHeight: number
  readonly glowOpacity: number
}

/** Under reduced motion nothing grows or rises: a still green tint that holds, then goes. */
export const STILL_BURST: BurstLook = { ringScale: 0.6, ringOpacity: 0.45, glowHeight: 0, glowOpacity: 0 }

export function burstLook(t: number, reducedMotion: boolean): BurstLook {
  if (reducedMotion) return STILL_BURST
  const u = Math.min(1, Math.max(0, t))
  const grow = ease.outCubic(u)
  const fade = 1 - u
  return {
    ringScale: 0.15 + 0.85 * grow,
    ringOpacity: 0.9 * fade * fade,
    glowHeight: 0.2 + 1.3 * grow,
    // The glow flares in the first fifth, then dies away.
    glowOpacity: 0.55 * Math.min(1, u * 5) * fade,
  }
}
