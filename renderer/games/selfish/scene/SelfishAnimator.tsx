import type { Seat } from '../../../../engine/core/types'
import type { SelfishView } from '../../../../engine/games/selfish/types'
import type { SelfishRig } from './sceneRig'
import { useSelfishAnimator } from './useSelfishAnimator'

export interface SelfishAnimatorProps {
  readonly view: SelfishView
  readonly me: Seat | null
  readonly rig: SelfishRig
}

/**
 * Hosts the animator. It is the scene's first child so that its layout effect (drain the events,
 * settle or animate the rig) runs before the meshes that read the rig write their instances.
 */
export function SelfishAnimator({ view, me, rig }: SelfishAnimatorProps) {
  useSelfishAnimator(view, me, rig)
  return null
}
