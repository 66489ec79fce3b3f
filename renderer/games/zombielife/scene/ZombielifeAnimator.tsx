import type { Seat } from '../../../../engine/core/types'
import type { ZombielifeView } from '../../../../engine/games/zombielife/types'
import type { ZombielifeRig } from './sceneRig'
import { useZombielifeAnimator } from './useZombielifeAnimator'

export interface ZombielifeAnimatorProps {
  readonly view: ZombielifeView
  readonly me: Seat | null
  readonly rig: ZombielifeRig
}

/**
 * Hosts the animator. It is the scene's first child so that its layout effect (drain the events,
 * start the tweens) runs before the meshes that read the rig write their instances.
 */
export function ZombielifeAnimator({ view, me, rig }: ZombielifeAnimatorProps) {
  useZombielifeAnimator(view, me, rig)
  return null
}
