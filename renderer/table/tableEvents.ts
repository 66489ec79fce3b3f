/**
 * Where a table's animator takes its events from. The kit does not know the app: whoever mounts
 * the table (the app's stage, a test, the harness) hands a feed in through TableCanvas.
 */
import { createContext, useContext } from 'react'
import type { GameEvent } from '../../engine/core/types'

export interface TableEvents {
  /** How many events wait to be played; a new number makes the animator take them. */
  readonly pending: number
  /** Takes the waiting events, oldest first. */
  take(): readonly GameEvent[]
}

export const NO_EVENTS: TableEvents = { pending: 0, take: () => [] }

export const TableEventsContext = createContext<TableEvents>(NO_EVENTS)

export function useTableEvents(): TableEvents {
  return useContext(TableEventsContext)
}
