/** Saves the match on the table under its own name (the host picks a new unique one the first time). */
import type { TableBridge } from '../bridge/bridge'
import { useMatchStore } from '../store/useMatchStore'
import { ask, messageOf } from './request'

export async function quickSave(bridge: TableBridge): Promise<void> {
  const { matchId, actions } = useMatchStore.getState()
  if (matchId === null) {
    actions.setNotice('There is no match on the table to save.')
    return
  }
  try {
    const { slot } = await ask(bridge, 'saves:save', { matchId })
    actions.setNotice(`Saved as “${slot}”.`, 'success')
  } catch (err) {
    actions.setNotice(`Not saved: ${messageOf(err)}`)
  }
}
