/** The chopper lifting off with a winner: where it is at each moment of the lift, off its pad. */
import type { SelfishView } from '../../../../engine/games/selfish/types'
import { ease } from '../../../table/animation'

export const CHOPPER_LIFT_SECONDS = 2

export interface ChopperPose {
  /** Offset from its place over the pad, in table units. */
  readonly dx: number
  readonly dy: number
  readonly dz: number
  /** Extra turn about the vertical axis, in radians. */
  readonly yaw: number
  /** Nose down as it pulls away. */
  readonly pitch: number
  readonly visible: boolean
}

const AT_REST: ChopperPose = { dx: 0, dy: 0, dz: 0, yaw: 0, pitch: 0, visible: true }
const GONE: ChopperPose = { ...AT_REST, visible: false }

/**
 * The chopper at lift progress t (0 on its pad, 1 gone): it climbs, turns away and pulls off the
 * far edge of the table. Under reduced motion it does not fly: it is simply gone once the lift starts.
 */
export function chopperPose(t: number, reducedMotion: boolean): ChopperPose {
  if (t <= 0) return AT_REST
  if (t >= 1 || reducedMotion) return GONE
  const climb = ease.inOutCubic(Math.min(1, t / 0.6))
  const away = Math.max(0, (t - 0.35) / 0.65) ** 2
  return {
    dx: 1.2 * away,
    dy: 2.6 * climb + 1.5 * away,
    dz: -5 * away,
    yaw: 1.4 * ease.inOutCubic(Math.min(1, t / 0.7)),
    pitch: 0.3 * away,
    visible: true,
  }
}

/** Whether a view shows a game won by a survivor reaching the chopper (it has left already). */
export function chopperHasLeft(view: Pick<SelfishView, 'decision' | 'players' | 'chopperLevel'>): boolean {
  return view.decision.kind === 'over' && view.players.some((p) => p.alive && p.level >= view.chopperLevel)
}
