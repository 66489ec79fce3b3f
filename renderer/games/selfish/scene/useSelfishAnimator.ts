import { useMemo } from 'react'
import type { Seat } from '../../../../engine/core/types'
import type { SelfishView } from '../../../../engine/games/selfish/types'
import { useTableAnimator, type TableAnimation } from '../../../table/useTableAnimator'
import { playEvents, seatsAnimatedBy } from './choreography'
import type { SelfishRig } from './sceneRig'

/**
 * The one animator of the Selfish table: whenever the view or the event queue changes, it drains
 * the queue (takeEvents) and plays the events in order; survivors with nothing to animate settle
 * straight onto the new view. Events already queued when the table mounts are not replayed.
 */
export function useSelfishAnimator(view: SelfishView, me: Seat | null, rig: SelfishRig): void {
  const animation = useMemo<TableAnimation<SelfishView>>(
    () => ({
      show(shown, tweens) {
        // A new table (or another match): show it as it is.
        rig.latest = shown
        tweens.finishAll()
        rig.settleIdle(shown)
      },
      play(events, shown, tweens) {
        rig.latest = shown
        const animated = seatsAnimatedBy(events)
        shown.players.forEach((_, seat) => {
          if (!rig.isBusy(seat) && !animated.has(seat)) rig.settle(seat)
        })
        if (events.length > 0) playEvents(events, { rig, tweens, view: shown, me })
        rig.touch()
      },
    }),
    [me, rig],
  )
  useTableAnimator(view, animation)
}
