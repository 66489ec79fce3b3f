/**
 * Saves the match on the table under its own name (the host picks a new unique one the first
 * time), with a picture of the table as its thumbnail when there is one to take.
 */
import type { TableBridge } from '../../bridge/bridge'
import { useMatchStore } from '../../store/useMatchStore'
import { messageOf } from '../request'
import { saveMatch } from '../saves/saveMatch'

export async function quickSave(bridge: TableBridge): Promise<void> {
  const { matchId, actions } = useMatchStore.getState()
  if (matchId === null) {
    actions.setNotice('There is no match on the table to save.')
    return
  }
  try {
    const { slot } = await saveMatch(bridge, { matchId })
    actions.setNotice(`Saved as “${slot}”.`, 'success')
  } catch (err) {
    actions.setNotice(`Not saved: ${messageOf(err)}`)
  }
}
