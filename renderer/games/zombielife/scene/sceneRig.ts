/**
 * The mutable animation state of one Zombielife table: cards and coins in the air, tokens flipping,
 * bought assets still on their way. Tweens write it, per-frame code reads it (bumping `version`
 * tells readers to redraw), and React state never changes per frame.
 */
import { createContext, useContext } from 'react'
import type { Seat } from '../../../../engine/core/types'
import type { Vec3 } from './layout'

export type FlightDeck = 'asset' | 'action'

export interface Flight {
  deck: FlightDeck
  /** The face's atlas key; null for a card nobody may see. */
  front: string | null
  from: Vec3
  to: Vec3
  height: number
  /** 0 face up, 1 face down, at the start and end of the flight. */
  rollFrom: number
  rollTo: number
  scaleFrom: number
  scaleTo: number
  t: number
  active: boolean
}

export interface CoinFlight {
  from: Vec3
  to: Vec3
  t: number
  active: boolean
}

export interface TokenFlip {
  /** Which of the seat's tokens turns (0 = the first). */
  index: number
  /** The side it lands on. */
  toInfected: boolean
  t: number
}

export class ZombielifeRig {
  readonly flights: Flight[] = []
  readonly coins: CoinFlight[] = []
  /** The token flipping at each seat, if any. */
  readonly flips = new Map<Seat, TokenFlip>()
  /** Assets not drawn in their owner's area yet because they are still flying there. */
  readonly hiddenAssets = new Set<number>()
  version = 0
  /** Animation-clock time when the last scheduled animation ends. */
  timelineEnd = 0

  touch(): void {
    this.version++
  }

  /** Drops every animation state (a new table is shown as it is). */
  reset(): void {
    this.flights.forEach((f) => (f.active = false))
    this.coins.forEach((c) => (c.active = false))
    this.flips.clear()
    this.hiddenAssets.clear()
    this.timelineEnd = 0
    this.touch()
  }

  flight(deck: FlightDeck): Flight {
    let f = this.flights.find((x) => !x.active && x.deck === deck)
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
      this.flights.push(f)
    }
    return f
  }

  coin(): CoinFlight {
    let c = this.coins.find((x) => !x.active)
    if (!c) {
      c = { from: [0, 0, 0], to: [0, 0, 0], t: 0, active: false }
      this.coins.push(c)
    }
    return c
  }
}

export const ZombielifeRigContext = createContext<ZombielifeRig | null>(null)

export function useZombielifeRig(): ZombielifeRig {
  const rig = useContext(ZombielifeRigContext)
  if (!rig) throw new Error('useZombielifeRig must be used inside ZombielifeScene')
  return rig
}
