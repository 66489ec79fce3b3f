import { useFrame, useThree } from '@react-three/fiber'
import { useEffect, useLayoutEffect, useRef } from 'react'
import type { Seat } from '../../engine/core/types'
import { playBatch, showAsItIs, type Choreography } from './choreography'
import { MAX_BEHIND_SECONDS } from './timeline'
import { useTableEvents } from './tableEvents'
import type { TableRig } from './tableRig'
import { useTweens } from './TweenContext'

export interface TableAnimatorProps<
  V extends { readonly players: readonly unknown[] },
  E extends { readonly type: string },
  R extends TableRig,
  S,
> {
  readonly view: V
  readonly me: Seat | null
  readonly rig: R
  /** Keep it stable (a module constant): a new object re-runs the animator. */
  readonly choreography: Choreography<V, E, R, S>
}

/**
 * The one animator of a table; put it first in the scene, so that its layout effect runs before the
 * meshes that read the rig write their instances. Whenever the view or the feed changes it takes
 * the waiting events and plays them over the new view, then tells the feed when they have landed
 * (the HUD shows them then). A new table (first mount, another seat count) or "skip animations"
 * shows the view as it is.
 */
export function TableAnimator<
  V extends { readonly players: readonly unknown[] },
  E extends { readonly type: string },
  R extends TableRig,
  S,
>({ view, me, rig, choreography }: TableAnimatorProps<V, E, R, S>) {
  const tweens = useTweens()
  const invalidate = useThree((s) => s.invalidate)
  const feed = useTableEvents()
  const queued = feed.pending
  const mounted = useRef(false)
  const seatCount = useRef(view.players.length)

  const attach = feed.attach
  useEffect(() => attach(), [attach])
  useFrame(() => feed.drew())

  useLayoutEffect(() => {
    const { events, upTo } = feed.take()
    const fresh = !mounted.current || seatCount.current !== view.players.length
    if (fresh || feed.skip) {
      mounted.current = true
      seatCount.current = view.players.length
      showAsItIs(choreography, view, rig, tweens)
      // A new table shows what is, with no fuss; skipped animations still make their sounds.
      if (!fresh && events.length > 0) feed.played?.(events, 0)
      feed.landed(upTo)
    } else {
      if (events.length > 0) feed.played?.(events, leadOf(rig.timelineEnd, tweens.now))
      playBatch(choreography, events, { rig, tweens, view, me })
      // Landed once every tween running now (this batch's and those before it) has ended.
      tweens.whenDone(() => feed.landed(upTo))
    }
    invalidate()
  }, [view, queued, feed, choreography, rig, me, tweens, invalidate])
  return null
}

/** When a new batch starts, in animation seconds from now: behind what is still playing, unless skipped. */
function leadOf(timelineEnd: number, now: number): number {
  const behind = timelineEnd - now
  return behind > MAX_BEHIND_SECONDS ? 0 : Math.max(0, behind)
}
