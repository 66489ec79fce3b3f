import { useMemo } from 'react'
import type { MonopoView } from '../../../../engine/games/monopozombie/types'
import { useTableAnimator, type TableAnimation } from '../../../table/useTableAnimator'
import { playEvents } from './choreography'
import type { MonopoRig } from './sceneRig'

/**
 * The one animator of the MonopoZombie table: whenever the view or the event queue changes, it
 * drains the queue (takeEvents) and plays the events in order over the new view. Events already
 * queued when the table mounts (or when the seat count changes) are not replayed.
 */
export function useMonopoAnimator(view: MonopoView, rig: MonopoRig): void {
  const animation = useMemo<TableAnimation<MonopoView>>(
    () => ({
      show(shown, tweens) {
        tweens.finishAll()
        rig.reset()
        rig.showLevels(shown.lots)
      },
      play(events, shown, tweens) {
        if (events.length > 0) playEvents(events, { rig, tweens, view: shown })
        else rig.showLevels(shown.lots)
      },
    }),
    [rig],
  )
  useTableAnimator(view, animation)
}
