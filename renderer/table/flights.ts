/**
 * Cards in the air between places on a table: a rig keeps a pool of flights per deck, tweens write
 * them and FlyingCards draws them.
 */
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
