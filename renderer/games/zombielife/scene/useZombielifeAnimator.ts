import { useMemo } from 'react'
import type { Seat } from '../../../../engine/core/types'
import type { ZombielifeView } from '../../../../engine/games/zombielife/types'
import { useTableAnimator, type TableAnimation } from '../../../table/useTableAnimator'
import { playEvents } from './choreography'
import type { ZombielifeRig } from './sceneRig'

/**
 * The one animator of the Zombielife table: whenever the view or the event queue changes, it drains
 * the queue (takeEvents) and plays the events in order over the new view. Events already queued
 * when the table mounts (or when the seat count changes) are not replayed.
 */
export function useZombielifeAnimator(view: ZombielifeView, me: Seat | null, rig: ZombielifeRig): void {
  const animation = useMemo<TableAnimation<ZombielifeView>>(
    () => ({
      show(_shown, tweens) {
        tweens.finishAll()
        rig.reset()
      },
      play(events, shown, tweens) {
        if (events.length > 0) playEvents(events, { rig, tweens, view: shown, me })
      },
    }),
    [me, rig],
  )
  useTableAnimator(view, animation)
}
