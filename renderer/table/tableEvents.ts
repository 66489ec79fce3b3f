/**
 * Where a table's animator takes its events from, and how it tells the HUD that what it took has
 * been shown. The kit does not know the app: whoever mounts the table (the app's stage, a test, the
 * harness) hands a feed in through TableCanvas.
 */
import { createContext, useContext } from 'react'
import type { GameEvent } from '../../engine/core/types'

/** Events taken from a feed, and the newest update they came with. */
export interface TakenEvents {
  readonly events: readonly GameEvent[]
  /** The version of the newest update taken (what landed() hands back). */
  readonly upTo: number
}

export interface TableEvents {
  /** How many events wait to be played; a new number makes the animator take them. */
  readonly pending: number
  /** Skip animations: every new view is shown at once, as it is. */
  readonly skip: boolean
  /** Takes the waiting events, oldest first. */
  take(): TakenEvents
  /** Everything taken up to version `upTo` has finished animating: the HUD may show it now. */
  landed(upTo: number): void
  /** A table animates this feed until the returned function is called (the HUD waits for it). */
  attach(): () => void
  /** The table drew a frame: it is alive, however slowly it animates (the HUD keeps waiting). */
  drew(): void
  /**
   * The table plays these events now: their animations start `lead` seconds of animation time from
   * now (behind those still playing). Not called for a table shown as it is when it first appears.
   * Sounds follow the table through it.
   */
  played?(events: readonly GameEvent[], lead: number): void
}

export const NO_EVENTS: TableEvents = {
  pending: 0,
  skip: false,
  take: () => ({ events: [], upTo: -1 }),
  landed: () => {},
  attach: () => () => {},
  drew: () => {},
}

export const TableEventsContext = createContext<TableEvents>(NO_EVENTS)

export function useTableEvents(): TableEvents {
  return useContext(TableEventsContext)
}
