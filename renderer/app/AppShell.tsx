import { useEffect, useLayoutEffect } from 'react'
import { useUiStore } from '../store/useUiStore'
import { ConnectionScreen } from './connection/ConnectionScreen'
import { matchFeedOf } from './table/matchFeed'
import { OnlineSeatApp } from './online/OnlineSeatApp'
import { PlayerApp } from './PlayerApp'
import { loadSettings } from './settings/settingsSync'
import { isSpectatorMode } from './stream/spectatorMode'
import { StreamScreen } from './stream/StreamScreen'
import { useAppliedSettings } from './settings/useAppliedSettings'
import { useTableConnection } from './connection/useTableConnection'

/**
 * Waits for the connection, then shows either the player's app or the spectator's overlay; in both,
 * the match feed (matchFeed.ts) puts the host's match updates into the match store, and the
 * settings (read from the host for a player) apply.
 */
export function AppShell() {
  const connection = useTableConnection()
  const info = connection.status === 'ready' ? connection.info : null
  const spectator = isSpectatorMode(window.location.search, info)
  const setSpectator = useUiStore((s) => s.actions.setSpectator)
  useEffect(() => setSpectator(spectator), [spectator, setSpectator])
  const bridge = connection.status === 'ready' ? connection.bridge : null
  // At commit, not after paint: a push arriving with the first screen must find a listener.
  useLayoutEffect(() => (bridge === null ? undefined : matchFeedOf(bridge).listen()), [bridge])
  const seat = info?.seat ?? null
  // The player's settings apply from the start; a spectator (a stream) and a seat at someone
  // else's table (whose host keeps none of this person's settings) keep the defaults.
  useEffect(() => {
    if (bridge !== null && !spectator && seat === null) void loadSettings(bridge)
  }, [bridge, spectator, seat])
  useAppliedSettings()

  if (connection.status !== 'ready') return <ConnectionScreen connection={connection} />
  if (seat !== null) return <OnlineSeatApp seat={seat} />
  return spectator ? <StreamScreen /> : <PlayerApp />
}
