/** The lobby of the online table this page sits at: asked once, then kept by table:lobby pushes. */
import { useEffect, useState } from 'react'
import type { TableLobby } from '../../../electron/protocol/online'
import type { RequestPayload } from '../../../electron/protocol/requests'
import type { TableBridge } from '../../bridge/bridge'
import { useMatchStore } from '../../store/useMatchStore'
import { ask, messageOf } from '../request'

/** `epoch` changes when the connection comes back: the lobby is asked again. */
export function useTableLobby(bridge: TableBridge, epoch: number): TableLobby | null {
  const [lobby, setLobby] = useState<TableLobby | null>(null)
  useEffect(() => bridge.on('table:lobby', setLobby), [bridge])
  useEffect(() => {
    let current = true
    ask(bridge, 'table:lobby', {}).then(
      (answer) => {
        if (current) setLobby(answer)
      },
      (err: unknown) => useMatchStore.getState().actions.setNotice(messageOf(err)),
    )
    return () => {
      current = false
    }
  }, [bridge, epoch])
  return lobby
}

/**
 * Sends one of the host's lobby requests; the change reaches everyone (this page too) as a
 * table:lobby push. A refusal becomes the notice.
 */
export function hostAsks<C extends 'table:start' | 'table:seatBot' | 'table:away'>(
  bridge: TableBridge,
  channel: C,
  payload: RequestPayload<C>,
): void {
  ask(bridge, channel, payload).catch((err: unknown) =>
    useMatchStore.getState().actions.setNotice(messageOf(err)),
  )
}
