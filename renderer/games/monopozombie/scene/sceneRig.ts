/**
 * The mutable animation state of one MonopoZombie table: tokens on their way along the board and
 * the dice to tumble. Tweens write it, per-frame code reads it (bumping `version` tells readers to
 * redraw), and React state never changes per frame.
 */
import { createContext, useContext } from 'react'
import type { Seat } from '../../../../engine/core/types'
import type { DieHandle } from '../../../table/Die'
import type { Vec3 } from './layout'

/** A token being moved: where it is drawn now, instead of its place in the view. */
export interface TokenWalk {
  x: number
  y: number
  z: number
  /** Moves scheduled for this token and not finished yet. */
  pending: number
}

export class MonopoRig {
  /** Tokens drawn away from their place in the view (walking, or waiting for their turn to walk). */
  readonly walks = new Map<Seat, TokenWalk>()
  /** Where each token was drawn last (a walk starts from there). */
  readonly lastPlace = new Map<Seat, Vec3>()
  /** The three d6 and the two d4, when mounted. */
  readonly d6: (DieHandle | null)[] = [null, null, null]
  readonly d4: (DieHandle | null)[] = [null, null]
  version = 0
  /** Animation-clock time when the last scheduled animation ends. */
  timelineEnd = 0

  touch(): void {
    this.version++
  }

  /** Drops every animation state (a new table is shown as it is). */
  reset(): void {
    this.walks.clear()
    this.timelineEnd = 0
    this.touch()
  }

  /** The walk of a seat's token, started where it was drawn last when it is not walking yet. */
  walk(seat: Seat, start: Vec3): TokenWalk {
    let w = this.walks.get(seat)
    if (!w) {
      const [x, y, z] = this.lastPlace.get(seat) ?? start
      w = { x, y, z, pending: 0 }
      this.walks.set(seat, w)
    }
    return w
  }
}

export const MonopoRigContext = createContext<MonopoRig | null>(null)

export function useMonopoRig(): MonopoRig {
  const rig = useContext(MonopoRigContext)
  if (!rig) throw new Error('useMonopoRig must be used inside MonopozombieScene')
  return rig
}
