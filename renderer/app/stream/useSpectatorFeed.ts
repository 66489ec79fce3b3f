/**
 * Spectator mode: watches the host's active match as the spectator, through the match feed. The
 * host pushes a change of active match (match:focused) to every connection, so nothing is polled:
 * the feed asks once on starting, and again when a lost connection comes back, and otherwise
 * follows the pushes.
 */
import { useEffect, useState } from 'react'
import type { ActiveMatch } from '../../../electron/protocol/match'
import type { TableBridge } from '../../bridge/bridge'
import { matchFeedOf } from '../table/matchFeed'
import { ask, messageOf } from '../request'

export interface SpectatorFeed {
  /** The match being watched, or null while there is none. */
  readonly matchId: string | null
  /** Why there is nothing to watch, if the host could not be asked. */
  readonly problem: string | null
}

export function useSpectatorFeed(bridge: TableBridge): SpectatorFeed {
  const [state, setState] = useState<SpectatorFeed>({ matchId: null, problem: null })

  useEffect(() => {
    const feed = matchFeedOf(bridge)
    let stopped = false

    const show = async (active: ActiveMatch | null): Promise<void> => {
      if (stopped) return
      if (active === null) {
        feed.stop()
        setState({ matchId: null, problem: null })
        return
      }
      if (feed.following?.matchId === active.matchId) return
      await feed.follow(active.matchId, 'spectator')
      if (!stopped) setState({ matchId: active.matchId, problem: null })
    }
    const askActive = async (): Promise<void> => {
      try {
        await show(await ask(bridge, 'match:active', {}))
      } catch (err) {
        if (!stopped) setState((f) => ({ ...f, problem: messageOf(err) }))
      }
    }

    let lastState = bridge.status().state
    const stops = [
      bridge.onStatus((status) => {
        const cameBack = lastState === 'reconnecting' && status.state === 'open'
        lastState = status.state
        if (!cameBack) return
        feed.forget()
        void askActive()
      }),
      bridge.on('match:focused', (active) => void show(active)),
    ]
    void askActive()
    return () => {
      stopped = true
      stops.forEach((stop) => stop())
      const watching = feed.following
      if (watching !== null) feed.leave(watching.matchId)
    }
  }, [bridge])

  return state
}
