/**
 * saves:save with a picture of the table as the save's thumbnail, when there is one to take. The
 * picture never costs the save: none to take, or one the host will not take, and the match is
 * saved without it.
 */
import type { RequestPayload } from '../../../electron/protocol/requests'
import type { TableBridge } from '../../bridge/bridge'
import { ask, RequestFailed } from '../request'
import { pictureForSave } from '../table/tablePicture'

export async function saveMatch(
  bridge: TableBridge,
  payload: Omit<RequestPayload<'saves:save'>, 'thumbnail'>,
): Promise<{ readonly slot: string }> {
  const thumbnail = await pictureForSave(payload.matchId)
  if (thumbnail === null) return ask(bridge, 'saves:save', payload)
  try {
    return await ask(bridge, 'saves:save', { ...payload, thumbnail })
  } catch (err) {
    // A request the host finds malformed can only be the picture here: save without it.
    if (err instanceof RequestFailed && err.error.code === 'BAD_REQUEST') {
      return ask(bridge, 'saves:save', payload)
    }
    throw err
  }
}
