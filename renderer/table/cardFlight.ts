/** A card flying along an arc from one place on the table to another, in its slot on a timeline. */
import { tweenInAir } from './flights'
import type { Vec3 } from './cameraPresets'
import type { TableRig } from './tableRig'
import type { Timeline } from './timeline'

export const FLIGHT_SECONDS = 0.55

export interface CardFlightSpec<D extends string> {
  readonly deck: D
  /** The face's atlas key; null for a card the viewer may not see. */
  readonly front: string | null
  readonly from: Vec3
  readonly to: Vec3
  /** 0 face up, 1 face down, at the start and end of the flight. */
  readonly rollFrom: number
  readonly rollTo: number
  readonly scaleFrom?: number
  readonly scaleTo?: number
  /** Called when the card lands (show what it covered, for example). */
  readonly onLand?: () => void
}

/**
 * Flies a card starting `delay` seconds from now (a slot of `line`). Its flight is taken from the
 * rig's pool at once, and waits undrawn (t < 0) until its turn comes.
 */
export function flyCard<D extends string>(
  line: Timeline,
  rig: TableRig<D>,
  delay: number,
  card: CardFlightSpec<D>,
): void {
  const { from, to } = card
  const f = rig.flight(card.deck)
  tweenInAir(line.tweens, rig, f, {
    delay,
    duration: line.seconds(FLIGHT_SECONDS),
    start: () => {
      f.front = card.front
      f.from = from
      f.to = to
      f.height = 0.8 + Math.hypot(to[0] - from[0], to[2] - from[2]) * 0.08
      f.rollFrom = card.rollFrom
      f.rollTo = card.rollTo
      f.scaleFrom = card.scaleFrom ?? 1
      f.scaleTo = card.scaleTo ?? 1
    },
    ...(card.onLand ? { land: card.onLand } : {}),
  })
}
