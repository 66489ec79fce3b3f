/**
 * Spectator mode: asks the host for its active match every 2 seconds and watches it as the
 * spectator; follows another match as soon as one opens (match:opened) or the poll finds it, and
 * waits again when the match closes. After a lost connection it picks the match up afresh.
 */
import { useEffect, useState } from 'react'
import type { TableBridge } from '../bridge/bridge'
import { useMatchStore } from '../store/useMatchStore'
import { unwatch, watch } from './matchFeed'
import { ask, messageOf } from './request'

export const SPECTATOR_POLL_MS = 2000

export interface SpectatorFeed {
  /** The match being watched, or null while there is none. */
  readonly matchId: string | null
  /** Why there is nothing to watch, if the host could not be asked. */
  readonly problem: string | null
}

export function useSpectatorFeed(bridge: TableBridge, pollMs = SPECTATOR_POLL_MS): SpectatorFeed {
  const [feed, setFeed] = useState<SpectatorFeed>({ matchId: null, problem: null })

  useEffect(() => {
    let stopped = false
    let watching: string | null = null
    let timer: ReturnType<typeof setTimeout> | undefined
    let polling = false

    const follow = async (matchId: string): Promise<void> => {
      if (matchId === watching) return
      if (watching !== null) unwatch(bridge, watching, 'spectator')
      watching = matchId
      await watch(bridge, matchId, 'spectator')
      if (!stopped) setFeed({ matchId, problem: null })
    }
    const stopWatching = (): void => {
      if (watching === null) return
      unwatch(bridge, watching, 'spectator')
      watching = null
      useMatchStore.getState().actions.follow(null)
      setFeed({ matchId: null, problem: null })
    }
    // One poll at a time; a push that arrives during one is answered by the next.
    const poll = async (): Promise<void> => {
      if (polling) return
      polling = true
      clearTimeout(timer)
      try {
        const active = await ask(bridge, 'match:active', {})
        if (!stopped) {
          if (active === null) stopWatching()
          else await follow(active.matchId)
          setFeed((f) => (f.problem === null ? f : { ...f, problem: null }))
        }
      } catch (err) {
        if (!stopped) setFeed((f) => ({ ...f, problem: messageOf(err) }))
      }
      polling = false
      if (!stopped) timer = setTimeout(() => void poll(), pollMs)
    }
    // A connection that came back has no subscriptions left on the host: start again.
    let lastState = bridge.status().state
    const stopStatus = bridge.onStatus((status) => {
      const cameBack = lastState === 'reconnecting' && status.state === 'open'
      lastState = status.state
      if (!cameBack) return
      watching = null
      void poll()
    })
    const stops = [
      stopStatus,
      bridge.on('match:opened', () => void poll()),
      bridge.on('match:closed', ({ matchId }) => {
        if (matchId === watching) stopWatching()
      }),
    ]
    void poll()
    return () => {
      stopped = true
      clearTimeout(timer)
      stops.forEach((stop) => stop())
      if (watching !== null) unwatch(bridge, watching, 'spectator')
      watching = null
    }
  }, [bridge, pollMs])

  return feed
}
