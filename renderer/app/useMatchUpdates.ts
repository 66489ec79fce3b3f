/** Puts every match:update push into the match store (which keeps only the stream it follows). */
import { useEffect } from 'react'
import type { TableBridge } from '../bridge/bridge'
import { useMatchStore } from '../store/useMatchStore'

export function useMatchUpdates(bridge: TableBridge | null): void {
  useEffect(() => {
    if (bridge === null) return
    return bridge.on('match:update', (update) => useMatchStore.getState().actions.receive(update))
  }, [bridge])
}
