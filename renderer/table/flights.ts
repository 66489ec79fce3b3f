/**
 * Cards in the air between places on a table: a rig keeps a pool of flights per deck, tweens write
 * them and FlyingCards draws them.
 */
import { ease, type TweenSystem } from './animation'
import type { Vec3 } from './cameraPresets'

export interface Flight<D extends string> {
  deck: D
  /** The face's atlas key; null for a card nobody may see. */
  front: string | null
  from: Vec3
  to: Vec3
  /** Highest point of the arc above the straight line. */
  height: number
  /** 0 face up, 1 face down, at the start and end of the flight. */
  rollFrom: number
  rollTo: number
  scaleFrom: number
  scaleTo: number
  /** Eased progress 0..1; below 0 while it waits its turn on the timeline (not drawn). */
  t: number
  active: boolean
}

/** A rig whose flights FlyingCards draws. */
export interface FlightRig<D extends string> {
  readonly flights: readonly Flight<D>[]
  readonly version: number
}

/** A free flight slot of `deck` in `flights` (reused once landed; a new one is added when none is free). */
export function freeFlight<D extends string>(flights: Flight<D>[], deck: D): Flight<D> {
  let f = flights.find((x) => !x.active && x.deck === deck)
  if (!f) {
    f = {
      deck,
      front: null,
      from: [0, 0, 0],
      to: [0, 0, 0],
      height: 1,
      rollFrom: 0,
      rollTo: 0,
      scaleFrom: 1,
      scaleTo: 1,
      t: 0,
      active: false,
    }
    flights.push(f)
  }
  return f
}

/** Something crossing the table (a card, a coin): drawn while active, `t` of the way (below 0: waiting). */
export interface InAir {
  t: number
  active: boolean
}

export interface InAirMove {
  /** Seconds from now until it sets off (its slot on the timeline). */
  readonly delay: number
  readonly duration: number
  /** When it sets off: where it flies from and to, what it shows. */
  readonly start: () => void
  /** When it lands, before it is let go (show what it covered, for example). */
  readonly land?: () => void
}

/**
 * Sends `thing` across the table: taken at once (active, waiting undrawn at t < 0), set off when its
 * slot comes, eased along its way, and let go when it lands; the rig is touched at every step.
 */
export function tweenInAir(tweens: TweenSystem, rig: { touch(): void }, thing: InAir, move: InAirMove): void {
  thing.active = true
  thing.t = -1
  tweens.add({
    delay: move.delay,
    duration: move.duration,
    ease: ease.inOutCubic,
    onStart: () => {
      move.start()
      thing.t = 0
      rig.touch()
    },
    onUpdate: (t) => {
      thing.t = t
      rig.touch()
    },
    onComplete: () => {
      thing.active = false
      move.land?.()
      rig.touch()
    },
  })
}
