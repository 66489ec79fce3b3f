/**
 * The mutable animation state of one Selfish table: what the survivor cards, flying cards and die
 * currently show. Tweens write it, per-frame code reads it (bumping `version` tells readers to
 * redraw), and React state never changes per frame.
 */
import type { Seat } from '../../../../engine/core/types'
import type { SelfishView } from '../../../../engine/games/selfish/types'
import type { DieHandle } from '../../../table/Die'
import type { Flight as TableFlight } from '../../../table/flights'
import { TableRig, rigContext } from '../../../table/tableRig'

export interface SurvivorPose {
  /** Displayed space (fractional while moving). */
  level: number
  /** 0 alive side up, 1 zombie side up. */
  flip: number
  /** Extra height while hopping or flipping. */
  hop: number
}

export type FlightDeck = 'game' | 'wasteland'

export type Flight = TableFlight<FlightDeck>

export class SelfishRig extends TableRig<FlightDeck> {
  readonly survivors: SurvivorPose[] = []
  /** Trail spaces not drawn yet because their card is still flying there ("seat:space"). */
  readonly hiddenTrail = new Set<string>()
  die: DieHandle | null = null
  /** The newest view: seats settle to it when their animations end. */
  latest: SelfishView | null = null
  /** The chopper's lift-off with a winner: 0 on its pad, 1 gone. */
  chopperLift = 0
  private readonly holds: number[] = []

  override reset(): void {
    this.hiddenTrail.clear()
    this.holds.length = 0
    this.chopperLift = 0
    super.reset()
  }

  static trailKey(seat: Seat, space: number): string {
    return `${seat}:${space}`
  }

  pose(seat: Seat): SurvivorPose {
    let p = this.survivors[seat]
    if (!p) {
      p = { level: 0, flip: 0, hop: 0 }
      this.survivors[seat] = p
    }
    return p
  }

  isBusy(seat: Seat): boolean {
    return (this.holds[seat] ?? 0) > 0
  }

  /** Marks a seat's survivor as animating: settling to the view waits until it is released. */
  hold(seat: Seat): void {
    this.holds[seat] = (this.holds[seat] ?? 0) + 1
  }

  release(seat: Seat): void {
    this.holds[seat] = Math.max(0, (this.holds[seat] ?? 0) - 1)
    if (this.holds[seat] === 0) this.settle(seat)
  }

  /** Puts a seat's survivor where the newest view has it. */
  settle(seat: Seat): void {
    const player = this.latest?.players[seat]
    if (!player) return
    const p = this.pose(seat)
    p.level = player.level
    p.flip = player.alive ? 0 : 1
    p.hop = 0
    this.touch()
  }

  /** Settles every seat that is not animating. */
  settleIdle(view: SelfishView): void {
    this.latest = view
    this.survivors.length = Math.min(this.survivors.length, view.players.length)
    view.players.forEach((_, seat) => {
      if (!this.isBusy(seat)) this.settle(seat)
    })
    this.touch()
  }
}

export const [SelfishRigContext, useSelfishRig] = rigContext<SelfishRig>('useSelfishRig', 'SelfishScene')
