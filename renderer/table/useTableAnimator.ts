import { useThree } from '@react-three/fiber'
import { useLayoutEffect, useRef } from 'react'
import type { GameEvent } from '../../engine/core/types'
import { useMatchStore } from '../store/useMatchStore'
import type { TweenSystem } from './animation'
import { useTweens } from './TweenContext'

/** How one game's table animates (memoise it: a new object re-runs the animator). */
export interface TableAnimation<V> {
  /** Shows a new table as it is: no event is replayed (finish the running tweens here). */
  show(view: V, tweens: TweenSystem): void
  /** Plays the events drained from the queue, in order, over the new view (there may be none). */
  play(events: readonly GameEvent[], view: V, tweens: TweenSystem): void
}

/**
 * The one animator of a table: whenever the view or the event queue changes, it drains the queue
 * (takeEvents) and plays the events over the new view. Events already queued when the table mounts
 * (or when the seat count changes) are not replayed: the table is shown as it is.
 */
export function useTableAnimator<V extends { readonly players: readonly unknown[] }>(
  view: V,
  animation: TableAnimation<V>,
): void {
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
      animation.show(view, tweens)
      invalidate()
      return
    }
    animation.play(events, view, tweens)
    invalidate()
  }, [view, queued, animation, tweens, invalidate])
}
