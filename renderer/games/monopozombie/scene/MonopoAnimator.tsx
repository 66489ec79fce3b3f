import type { MonopoView } from '../../../../engine/games/monopozombie/types'
import type { MonopoRig } from './sceneRig'
import { useMonopoAnimator } from './useMonopoAnimator'

export interface MonopoAnimatorProps {
  readonly view: MonopoView
  readonly rig: MonopoRig
}

/**
 * Hosts the animator. It is the scene's first child so that its layout effect (drain the events,
 * start the tweens) runs before the meshes that read the rig write their instances.
 */
export function MonopoAnimator({ view, rig }: MonopoAnimatorProps) {
  useMonopoAnimator(view, rig)
  return null
}
