import { useThree } from '@react-three/fiber'
import { useLayoutEffect, useRef } from 'react'
import type { GameEvent } from '../../engine/core/types'
import type { TweenSystem } from './animation'
import { useTableEvents } from './tableEvents'
import { useTweens } from './TweenContext'

/** How one game's table animates (memoise it: a new object re-runs the animator). */
export interface TableAnimation<V> {
  /** Shows a new table as it is: no event is replayed (finish the running tweens here). */
  show(view: V, tweens: TweenSystem): void
  /** Plays the events drained from the queue, in order, over the new view (there may be none). */
  play(events: readonly GameEvent[], view: V, tweens: TweenSystem): void
}

/**
 * The one animator of a table: whenever the view or the table's event feed changes, it takes the
 * waiting events and plays them over the new view. Events already waiting when the table mounts
 * (or when the seat count changes) are not replayed: the table is shown as it is.
 */
export function useTableAnimator<V extends { readonly players: readonly unknown[] }>(
  view: V,
  animation: TableAnimation<V>,
): void {
  const tweens = useTweens()
  const invalidate = useThree((s) => s.invalidate)
  const feed = useTableEvents()
  const queued = feed.pending
  const mounted = useRef(false)
  const seatCount = useRef(view.players.length)

  useLayoutEffect(() => {
    const events = feed.take()
    if (!mounted.current || seatCount.current !== view.players.length) {
      mounted.current = true
      seatCount.current = view.players.length
      animation.show(view, tweens)
      invalidate()
      return
    }
    animation.play(events, view, tweens)
    invalidate()
  }, [view, queued, feed, animation, tweens, invalidate])
}
