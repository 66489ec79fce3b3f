/** The match store's event queue as a table's event feed (the app's stage hands it to the table). */
import { useMemo } from 'react'
import type { GameEvent } from '../../engine/core/types'
import type { TableEvents } from '../table/tableEvents'
import { useMatchStore } from './useMatchStore'

/**
 * `played` hears each batch the table plays (the stage plays its sounds): keep it stable, or the
 * table attaches again.
 */
export function useStoreTableEvents(
  played?: (events: readonly GameEvent[], lead: number) => void,
): TableEvents {
  const pending = useMatchStore((s) => s.eventQueue.length)
  const skip = useMatchStore((s) => s.skipAnimations)
  return useMemo(() => {
    const { actions } = useMatchStore.getState()
    // The functions are the store's own (stable), so the table attaches once, not per update.
    return {
      pending,
      skip,
      take: actions.takeEvents,
      landed: actions.landed,
      attach: actions.attachTable,
      drew: actions.tableDrew,
      ...(played ? { played } : {}),
    }
  }, [pending, skip, played])
}
