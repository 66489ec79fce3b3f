import type { MatchOpened, MenuCommand } from '../../electron/contract'
import { useMatchStore } from '../store/useMatchStore'
import { useUiStore } from '../store/useUiStore'
import { HomeScreen } from './HomeScreen'
import { NewGameScreen } from './NewGameScreen'
import { NoticeToast } from './NoticeToast'
import { quickSave } from './quickSave'
import { SavesScreen } from './SavesScreen'
import { SettingsScreen } from './SettingsScreen'
import { TableScreen } from './TableScreen'
import { usePlayerPushes } from './usePlayerPushes'
import { useReadyConnection } from './useTableConnection'

/** The player's app: the screens, the host's menu commands and match pushes, and the notice toast. */
export function PlayerApp() {
  const { bridge, info } = useReadyConnection()
  const screen = useUiStore((s) => s.screen)
  const openMatchId = useUiStore((s) => s.openMatchId)
  const { go, openTable, closeTable } = useUiStore((s) => s.actions)

  usePlayerPushes(bridge, {
    onMenuCommand(command: MenuCommand) {
      if (command === 'newGame') go('newGame')
      else if (command === 'home') go('home')
      else if (command === 'save') void quickSave(bridge, info)
      // 'open' and 'saveAs' use native dialogs in the main process; an opened match arrives as match:opened.
    },
    onMatchOpened({ matchId }: MatchOpened) {
      if (useUiStore.getState().openMatchId !== matchId) openTable(matchId)
      else go('table')
    },
    onMatchClosed(matchId: string) {
      if (useUiStore.getState().openMatchId !== matchId) return
      closeTable()
      go('home')
      useMatchStore.getState().actions.follow(null)
      useMatchStore.getState().actions.setNotice('The match was closed.')
    },
  })

  return (
    <>
      {screen === 'home' && <HomeScreen />}
      {screen === 'newGame' && <NewGameScreen />}
      {screen === 'saves' && <SavesScreen />}
      {screen === 'settings' && <SettingsScreen />}
      {screen === 'table' &&
        (openMatchId === null ? <HomeScreen /> : <TableScreen key={openMatchId} matchId={openMatchId} />)}
      <NoticeToast />
    </>
  )
}
