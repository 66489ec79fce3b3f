/** Following one viewer of a match: subscribe, put the snapshot in the store, unsubscribe. */
import type { Viewer } from '../../engine/core/types'
import type { TableBridge } from '../bridge/bridge'
import { useMatchStore } from '../store/useMatchStore'
import { ask, messageOf } from './request'

/**
 * Follows `viewer` of `matchId` from now on: updates for anyone else are dropped, and the current
 * view is forgotten until this viewer's first update arrives. A failure becomes the store's notice.
 */
export async function watch(bridge: TableBridge, matchId: string, viewer: Viewer): Promise<boolean> {
  const store = useMatchStore.getState().actions
  store.follow({ matchId, viewer })
  try {
    const snapshot = await ask(bridge, 'match:subscribe', { matchId, viewer })
    store.receive(snapshot)
    return true
  } catch (err) {
    store.setNotice(messageOf(err))
    return false
  }
}

/** Stops the host sending updates for `viewer`; a failure is of no consequence to the player. */
export function unwatch(bridge: TableBridge, matchId: string, viewer: Viewer): void {
  bridge.request('match:unsubscribe', { matchId, viewer }).catch(() => undefined)
}

/** Leaves one viewer for another: the new one is followed first, so no late update of the old one shows. */
export function switchViewer(
  bridge: TableBridge,
  matchId: string,
  from: Viewer | null,
  to: Viewer,
): Promise<boolean> {
  const watching = watch(bridge, matchId, to)
  if (from !== null && from !== to) unwatch(bridge, matchId, from)
  return watching
}
