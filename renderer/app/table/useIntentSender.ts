/** Sends the shown seat's chosen action to the host; a refusal becomes the store's notice. */
import { useCallback, useRef } from 'react'
import type { RequestPayload } from '../../../electron/protocol/requests'
import type { TableBridge } from '../../bridge/bridge'
import { useMatchStore } from '../../store/useMatchStore'
import { ask, messageOf } from '../request'

type JsonAction = RequestPayload<'match:intent'>['action']

/** One intent at a time: a second click while the first is on its way is ignored. */
export function useIntentSender(bridge: TableBridge): (action: unknown) => void {
  const inFlight = useRef(false)
  return useCallback(
    (action: unknown) => {
      const { matchId, viewer, version, actions } = useMatchStore.getState()
      if (inFlight.current || matchId === null || typeof viewer !== 'number') return
      inFlight.current = true
      // Legal actions arrived as JSON, so they are JSON.
      const payload = { matchId, seat: viewer, action: action as JsonAction, version }
      ask(bridge, 'match:intent', payload)
        .then(
          (result) => {
            if (!result.ok) actions.setNotice(result.message)
          },
          (err: unknown) => actions.setNotice(messageOf(err)),
        )
        .finally(() => {
          inFlight.current = false
        })
    },
    [bridge],
  )
}
