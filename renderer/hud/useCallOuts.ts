import { useMemo } from 'react'
import type { GameEvent } from '../../engine/core/types'
import type { SeatConfig } from '../../electron/protocol/match'
import type { QueuedCallOut } from './callOutQueue'
import type { CallOut } from './callOutWords'

/** A game's declaration of its big moments (GameUi.callout): its words for an event, or null. */
export type CallOutRule = (event: GameEvent, view: unknown, seats: readonly SeatConfig[]) => CallOut | null

/** The events of one reveal of the HUD (the match store's `hudEvents`). */
export interface RevealedEvents {
  readonly seq: number
  readonly events: readonly GameEvent[]
}

/**
 * The call-outs of the events the HUD just revealed, by the game's own declaration (GameUi.callout),
 * with `view` the update they brought. Each has an id from the reveal, so CallOutLayer shows it once.
 */
export function useCallOuts(
  rule: CallOutRule | undefined,
  revealed: RevealedEvents,
  view: unknown,
  seats: readonly SeatConfig[],
): readonly QueuedCallOut[] {
  return useMemo(() => {
    const callout = rule
    if (!callout || view === null || view === undefined) return []
    return revealed.events.flatMap((event, i) => {
      const c = callout(event, view, seats)
      return c ? [{ id: `${revealed.seq}:${i}`, callout: c }] : []
    })
    // Only a new reveal brings new call-outs (the view and seats are read as they stand then).
  }, [revealed, rule])
}
