/**
 * Spectator mode: watches the host's active match as the spectator. The host pushes a change of
 * active match (match:focused) to every connection, so nothing is polled: the feed asks once on
 * starting, and again when a lost connection comes back, and otherwise follows the pushes.
 */
import { useEffect, useState } from 'react'
import type { ActiveMatch } from '../../electron/contract'
import type { TableBridge } from '../bridge/bridge'
import { useMatchStore } from '../store/useMatchStore'
import { unwatch, watch } from './matchFeed'
import { ask, messageOf } from './request'

export interface SpectatorFeed {
  /** The match being watched, or null while there is none. */
  readonly matchId: string | null
  /** Why there is nothing to watch, if the host could not be asked. */
  readonly problem: string | null
}

export function useSpectatorFeed(bridge: TableBridge): SpectatorFeed {
  const [feed, setFeed] = useState<SpectatorFeed>({ matchId: null, problem: null })

  useEffect(() => {
    let stopped = false
    let watching: string | null = null

    const show = async (active: ActiveMatch | null): Promise<void> => {
      if (stopped) return
      if (active === null) {
        if (watching !== null) unwatch(bridge, watching, 'spectator')
        watching = null
        useMatchStore.getState().actions.follow(null)
        setFeed({ matchId: null, problem: null })
        return
      }
      if (active.matchId === watching) return
      if (watching !== null) unwatch(bridge, watching, 'spectator')
      watching = active.matchId
      await watch(bridge, active.matchId, 'spectator')
      if (!stopped) setFeed({ matchId: active.matchId, problem: null })
    }
    const askActive = async (): Promise<void> => {
      try {
        await show(await ask(bridge, 'match:active', {}))
      } catch (err) {
        if (!stopped) setFeed((f) => ({ ...f, problem: messageOf(err) }))
      }
    }

    // A connection that came back has no subscriptions left on the host: start again.
    let lastState = bridge.status().state
    const stops = [
      bridge.onStatus((status) => {
        const cameBack = lastState === 'reconnecting' && status.state === 'open'
        lastState = status.state
        if (!cameBack) return
        watching = null
        void askActive()
      }),
      bridge.on('match:focused', (active) => void show(active)),
    ]
    void askActive()
    return () => {
      stopped = true
      stops.forEach((stop) => stop())
      if (watching !== null) unwatch(bridge, watching, 'spectator')
      watching = null
    }
  }, [bridge])

  return feed
}
