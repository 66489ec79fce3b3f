import { useThree } from '@react-three/fiber'
import { useLayoutEffect, useRef } from 'react'
import type { MonopoView } from '../../../../engine/games/monopozombie/types'
import { useMatchStore } from '../../../store/useMatchStore'
import { useTweens } from '../../../table/TweenContext'
import { playEvents } from './choreography'
import type { MonopoRig } from './sceneRig'

/**
 * The one animator of the MonopoZombie table: whenever the view or the event queue changes, it
 * drains the queue (takeEvents) and plays the events in order over the new view. Events already
 * queued when the table mounts (or when the seat count changes) are not replayed.
 */
export function useMonopoAnimator(view: MonopoView, rig: MonopoRig): void {
  const tweens = useTweens()
  const invalidate = useThree((s) => s.invalidate)
  const queued = useMatchStore((s) => s.eventQueue.length)
  const mounted = useRef(false)
  const seatCount = useRef(view.players.length)

  useLayoutEffect(() => {
    const events = useMatchStore.getState().actions.takeEvents()
    if (!mounted.current || seatCount.current !== view.players.length) {
      mounted.current = true
      seatCount.current = view.players.length
      tweens.finishAll()
      rig.reset()
      rig.showLevels(view.lots)
      invalidate()
      return
    }
    if (events.length > 0) playEvents(events, { rig, tweens, view })
    else rig.showLevels(view.lots)
    invalidate()
  }, [view, queued, rig, tweens, invalidate])
}
