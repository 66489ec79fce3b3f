/** The match store's event queue as a table's event feed (the app's stage hands it to the table). */
import { useMemo } from 'react'
import type { TableEvents } from '../table/tableEvents'
import { useMatchStore } from './useMatchStore'

export function useStoreTableEvents(): TableEvents {
  const pending = useMatchStore((s) => s.eventQueue.length)
  return useMemo(() => ({ pending, take: () => useMatchStore.getState().actions.takeEvents() }), [pending])
}
