import { useThree } from '@react-three/fiber'
import { useLayoutEffect, useRef } from 'react'
import type { Seat } from '../../../../engine/core/types'
import type { SelfishView } from '../../../../engine/games/selfish/types'
import { useMatchStore } from '../../../store/useMatchStore'
import { useTweens } from '../../../table/TweenContext'
import { playEvents, seatsAnimatedBy } from './choreography'
import type { SelfishRig } from './sceneRig'

/**
 * The one animator of the Selfish table: whenever the view or the event queue changes, it drains
 * the queue (takeEvents) and plays the events in order; survivors with nothing to animate settle
 * straight onto the new view. Events already queued when the table mounts are not replayed.
 */
export function useSelfishAnimator(view: SelfishView, me: Seat | null, rig: SelfishRig): void {
  const tweens = useTweens()
  const invalidate = useThree((s) => s.invalidate)
  const queued = useMatchStore((s) => s.eventQueue.length)
  const mounted = useRef(false)
  const seatCount = useRef(view.players.length)

  useLayoutEffect(() => {
    const events = useMatchStore.getState().actions.takeEvents()
    rig.latest = view
    if (!mounted.current || seatCount.current !== view.players.length) {
      // A new table (or another match): show it as it is.
      mounted.current = true
      seatCount.current = view.players.length
      tweens.finishAll()
      rig.settleIdle(view)
      invalidate()
      return
    }
    const animated = seatsAnimatedBy(events)
    view.players.forEach((_, seat) => {
      if (!rig.isBusy(seat) && !animated.has(seat)) rig.settle(seat)
    })
    if (events.length > 0) playEvents(events, { rig, tweens, view, me })
    rig.touch()
    invalidate()
  }, [view, queued, me, rig, tweens, invalidate])
}
