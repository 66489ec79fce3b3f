/**
 * The player's app reacts to the host: menu commands, a match opened elsewhere (File → Open… in the
 * desktop menu), a match closed under it, and a save file the app was asked to open.
 */
import { useEffect, useLayoutEffect, useRef } from 'react'
import type { MenuCommand } from '../../electron/protocol/app'
import type { MatchOpened } from '../../electron/protocol/match'
import type { OfferedFile } from '../../electron/protocol/saves'
import type { TableBridge } from '../bridge/bridge'

export interface PlayerPushHandlers {
  readonly onMenuCommand: (command: MenuCommand) => void
  readonly onMatchOpened: (opened: MatchOpened) => void
  readonly onMatchClosed: (matchId: string) => void
  readonly onFileOffered: (file: OfferedFile) => void
}

export function usePlayerPushes(bridge: TableBridge, handlers: PlayerPushHandlers): void {
  const latest = useRef(handlers)
  useEffect(() => {
    latest.current = handlers
  })
  // Subscribed as the app is committed, not after it paints: a push that comes right after the
  // first screen shows (a match opened from the desktop menu) must not find nobody listening.
  useLayoutEffect(() => {
    const stops = [
      bridge.on('menu:command', ({ command }) => latest.current.onMenuCommand(command)),
      bridge.on('match:opened', (opened) => latest.current.onMatchOpened(opened)),
      bridge.on('match:closed', ({ matchId }) => latest.current.onMatchClosed(matchId)),
      bridge.on('file:offered', (file) => latest.current.onFileOffered(file)),
    ]
    return () => stops.forEach((stop) => stop())
  }, [bridge])
}
