/**
 * The mutable animation state of one Zombielife table: cards and coins in the air, tokens flipping,
 * bought assets still on their way. Tweens write it, per-frame code reads it (bumping `version`
 * tells readers to redraw), and React state never changes per frame.
 */
import type { Seat } from '../../../../engine/core/types'
import type { Flight as TableFlight } from '../../../table/flights'
import { TableRig, rigContext } from '../../../table/tableRig'
import type { Vec3 } from './layout'

export type FlightDeck = 'asset' | 'action'

export type Flight = TableFlight<FlightDeck>

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

export class ZombielifeRig extends TableRig<FlightDeck> {
  readonly coins: CoinFlight[] = []
  /** The token flipping at each seat, if any. */
  readonly flips = new Map<Seat, TokenFlip>()
  /** Assets not drawn in their owner's area yet because they are still flying there. */
  readonly hiddenAssets = new Set<number>()

  override reset(): void {
    this.coins.forEach((c) => (c.active = false))
    this.flips.clear()
    this.hiddenAssets.clear()
    super.reset()
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

export const [ZombielifeRigContext, useZombielifeRig] = rigContext<ZombielifeRig>(
  'useZombielifeRig',
  'ZombielifeScene',
)
