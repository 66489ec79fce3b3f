/** Saves the match on the table under its own name, and says so in the notice. */
import type { TableBridge } from '../bridge/bridge'
import type { AppInfo } from '../../electron/contract'
import { useMatchStore } from '../store/useMatchStore'
import { ask, messageOf } from './request'
import { slotForMatch } from './saveSlots'

export async function quickSave(bridge: TableBridge, info: AppInfo): Promise<void> {
  const { matchId, game, seats, actions } = useMatchStore.getState()
  if (matchId === null) {
    actions.setNotice('There is no match on the table to save.')
    return
  }
  const gameName = info.games.find((g) => g.id === game)?.name ?? game ?? 'Match'
  try {
    const { slot } = await ask(bridge, 'saves:save', { matchId, slot: slotForMatch(gameName, seats) })
    actions.setNotice(`Saved as “${slot}”.`)
  } catch (err) {
    actions.setNotice(`Not saved: ${messageOf(err)}`)
  }
}
