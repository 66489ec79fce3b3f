/**
 * The mutable animation state of one MonopoZombie table: tokens on their way along the board, the
 * dice to tumble, tokens turning into zombies and buildings going up or coming down. Tweens write it,
 * per-frame code reads it (bumping `version` tells readers to redraw), and React state never changes
 * per frame.
 */
import type { Seat } from '../../../../engine/core/types'
import type { DieHandle } from '../../../table/Die'
import { TableRig, rigContext } from '../../../table/tableRig'
import type { Vec3 } from './layout'

/** A token being moved: where it is drawn now, instead of its place in the view. */
export interface TokenWalk {
  x: number
  y: number
  z: number
  /** Moves scheduled for this token and not finished yet. */
  pending: number
}

/** A token turning into a zombie: a green flash and a shake. */
export interface TokenFlash {
  /** Progress 0..1; -1 while it waits its turn on the timeline (the token is still drawn human). */
  t: number
  /** Flashes scheduled for this token and not finished yet. */
  pending: number
}

/**
 * A building going up or coming down after the view already shows the new level: `pop` grows a
 * building of the view out of the board; `crumble` (zombies) and `lift` (sold back, or the houses a
 * hotel replaces) draw one the view no longer has until it is gone.
 */
export interface BuildingMotion {
  readonly square: number
  readonly kind: 'house' | 'hotel'
  /** A house's slot on the colour band (0..3); 0 for a hotel. */
  readonly slot: number
  readonly style: 'pop' | 'crumble' | 'lift'
  /** Progress 0..1; -1 while it waits its turn on the timeline. */
  t: number
}

export class MonopoRig extends TableRig<never> {
  /** Tokens drawn away from their place in the view (walking, or waiting for their turn to walk). */
  readonly walks = new Map<Seat, TokenWalk>()
  /** Where each token was drawn last (a walk starts from there). */
  readonly lastPlace = new Map<Seat, Vec3>()
  /** The three d6 and the two d4, when mounted. */
  readonly d6: (DieHandle | null)[] = [null, null, null]
  readonly d4: (DieHandle | null)[] = [null, null]
  /** Tokens flashing green as they turn. */
  readonly flashes = new Map<Seat, TokenFlash>()
  /** Buildings popping in, crumbling or lifted off. */
  readonly buildings: BuildingMotion[] = []
  /** Each lot's building level as last shown (what an event's change starts from). */
  readonly levels = new Map<number, number>()
  /** The stage plaque's pulse on a stage change: progress 0..1, -1 while none plays. */
  plaquePulse = -1

  override reset(): void {
    this.walks.clear()
    this.flashes.clear()
    this.buildings.length = 0
    this.levels.clear()
    this.plaquePulse = -1
    super.reset()
  }

  /** Remembers the lots' levels as shown now. */
  showLevels(lots: readonly { readonly square: number; readonly level: number }[]): void {
    for (const l of lots) this.levels.set(l.square, l.level)
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

  /** The green flash of a seat's token, waiting its turn (t = -1) when it is not flashing yet. */
  flash(seat: Seat): TokenFlash {
    let f = this.flashes.get(seat)
    if (!f) {
      f = { t: -1, pending: 0 }
      this.flashes.set(seat, f)
    }
    return f
  }

  /** One tween of a token's walk or flash has ended: with none left (and none newer), it goes. */
  ended<T extends { pending: number }>(of: Map<Seat, T>, seat: Seat, entry: T): void {
    entry.pending--
    if (entry.pending <= 0 && of.get(seat) === entry) of.delete(seat)
    this.touch()
  }
}

export const [MonopoRigContext, useMonopoRig] = rigContext<MonopoRig>('useMonopoRig', 'MonopozombieScene')
