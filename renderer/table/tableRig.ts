/**
 * The mutable animation state every table has: a version readers compare to know when to redraw,
 * where the timeline ends, the cards in the air and the bursts playing. A game's rig extends it
 * with its own pieces (survivors, tokens, coins). Tweens write a rig, per-frame code reads it, and
 * React state never changes per frame.
 */
import { createContext, useContext, type Context } from 'react'
import { BurstPool, type BurstRig } from './burst'
import { freeFlight, type Flight, type FlightRig } from './flights'
import type { TimelineOwner } from './timeline'

export class TableRig<D extends string = string> implements FlightRig<D>, TimelineOwner, BurstRig {
  readonly flights: Flight<D>[] = []
  /** The table's bursts (a player turning into a zombie), drawn by BurstEffects. */
  readonly bursts = new BurstPool()
  /** Bumped whenever the rig changes; per-frame readers redraw when it differs from theirs. */
  version = 0
  /** Animation-clock time when the last scheduled animation ends. */
  timelineEnd = 0

  touch(): void {
    this.version++
  }

  /** Drops every animation state: a new table is shown as it is. Extend it for the game's pieces. */
  reset(): void {
    for (const f of this.flights) f.active = false
    this.bursts.reset()
    this.timelineEnd = 0
    this.touch()
  }

  /** A free flight of `deck` (reused once landed). */
  flight(deck: D): Flight<D> {
    return freeFlight(this.flights, deck)
  }
}

/**
 * A game's rig as its scene hands it down: the context its scene provides, and the hook its pieces
 * read it with (named `hook`, which throws outside `scene`: a piece mounted anywhere else is a bug).
 */
export function rigContext<R extends TableRig>(
  hook: string,
  scene: string,
): readonly [Context<R | null>, () => R] {
  const RigContext = createContext<R | null>(null)
  const useRig = (): R => {
    const rig = useContext(RigContext)
    if (!rig) throw new Error(`${hook} must be used inside ${scene}`)
    return rig
  }
  return [RigContext, useRig]
}
