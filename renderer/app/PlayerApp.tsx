import { useState } from 'react'
import type { MenuCommand } from '../../electron/protocol/app'
import type { MatchOpened } from '../../electron/protocol/match'
import { useMatchStore } from '../store/useMatchStore'
import { useUiStore } from '../store/useUiStore'
import { ConnectionBanner } from './connection/ConnectionBanner'
import { HomeScreen } from './home/HomeScreen'
import { NewGameScreen } from './newGame/NewGameScreen'
import { NoticeToast } from './NoticeToast'
import { OpenFileDialog } from './saves/OpenFileDialog'
import { quickSave } from './table/quickSave'
import { ask, messageOf } from './request'
import { ReplayScreen } from './replay/ReplayScreen'
import { SavesScreen } from './saves/SavesScreen'
import { SettingsScreen } from './settings/SettingsScreen'
import { StreamPanelScreen } from './stream/StreamPanelScreen'
import { PlayOnlineScreen } from './online/PlayOnlineScreen'
import { TableScreen } from './table/TableScreen'
import { useConnectionStatus } from './connection/useConnectionStatus'
import { useOfferedFiles } from './saves/useOfferedFiles'
import { usePlayerPushes } from './usePlayerPushes'
import { useReadyConnection } from './connection/useTableConnection'
import { matchFeedOf } from './table/matchFeed'

/**
 * The player's app: the screens, the host's menu commands and match pushes, save files the app was
 * asked to open, and the notice toast.
 */
export function PlayerApp() {
  const { bridge } = useReadyConnection()
  const screen = useUiStore((s) => s.screen)
  const openMatchId = useUiStore((s) => s.openMatchId)
  const replay = useUiStore((s) => s.replay)
  const { go, openTable, closeTable } = useUiStore((s) => s.actions)
  // Bumped when the connection comes back: the table subscribes again, without remounting.
  const [epoch, setEpoch] = useState(0)

  const status = useConnectionStatus(bridge, () => {
    const matchId = useUiStore.getState().openMatchId
    if (matchId === null) return
    // The table may have been restarted: open the match again from its autosave (a no-op if it
    // is still open), then pick it up where it was.
    ask(bridge, 'saves:resume', { matchId }).then(
      () => setEpoch((n) => n + 1),
      (err: unknown) => {
        useMatchStore
          .getState()
          .actions.setNotice(`The match could not be picked up again: ${messageOf(err)}`)
        closeTable()
        go('home')
      },
    )
  })

  const files = useOfferedFiles(bridge)

  usePlayerPushes(bridge, {
    onMenuCommand(command: MenuCommand) {
      if (command === 'newGame') go('newGame')
      else if (command === 'home') go('home')
      else if (command === 'save') void quickSave(bridge)
      // 'open' and 'saveAs' use native dialogs in the main process; an opened match arrives as match:opened.
    },
    onMatchOpened({ matchId, source }: MatchOpened) {
      // A match resumed after a lost connection is the one on the table already.
      if (useUiStore.getState().openMatchId === matchId) {
        if (source !== 'resumed') go('table')
      } else if (source !== 'resumed') {
        openTable(matchId)
      }
    },
    onMatchClosed(matchId: string) {
      if (useUiStore.getState().openMatchId !== matchId) return
      closeTable()
      go('home')
      matchFeedOf(bridge).stop()
      useMatchStore.getState().actions.setNotice('The match was closed.', 'info')
    },
    onFileOffered: files.offer,
  })

  return (
    <>
      {screen === 'home' && <HomeScreen />}
      {screen === 'newGame' && <NewGameScreen />}
      {screen === 'saves' && <SavesScreen />}
      {screen === 'settings' && <SettingsScreen />}
      {screen === 'stream' && <StreamPanelScreen />}
      {screen === 'online' && <PlayOnlineScreen />}
      {screen === 'replay' && replay !== null && (
        <ReplayScreen key={'slot' in replay ? `s:${replay.slot}` : `m:${replay.matchId}`} source={replay} />
      )}
      {screen === 'table' &&
        (openMatchId === null ? (
          <HomeScreen />
        ) : (
          <TableScreen key={openMatchId} matchId={openMatchId} epoch={epoch} />
        ))}
      {files.asking !== null && (
        <OpenFileDialog file={files.asking} onOpen={files.open} onNotNow={files.notNow} />
      )}
      <ConnectionBanner status={status} />
      <NoticeToast />
    </>
  )
}
