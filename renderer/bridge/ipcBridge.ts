import type * as Wire from '../../electron/protocol/index'
import {
  NOT_ANSWERED,
  REQUEST_TIMEOUT_MS,
  unreachable,
  withTimeout,
  type ConnectionStatus,
  type PreloadApi,
  type TableBridge,
} from './bridge'

const OPEN: ConnectionStatus = { state: 'open' }

/** The desktop window's bridge: IPC cannot drop, but a busy or stuck main process still times out. */
export function createIpcBridge(api: PreloadApi, timeoutMs = REQUEST_TIMEOUT_MS): TableBridge {
  return {
    transport: 'ipc',
    request: <C extends Wire.RequestChannel>(channel: C, payload: Wire.RequestPayload<C>) =>
      withTimeout(api.request(channel, payload) as Promise<Wire.Reply<C>>, timeoutMs, () =>
        unreachable(NOT_ANSWERED),
      ),
    on: <P extends Wire.PushChannel>(channel: P, listener: (payload: Wire.PushPayloads[P]) => void) =>
      api.on(channel, (payload) => listener(payload as Wire.PushPayloads[P])),
    status: () => OPEN,
    onStatus: () => () => undefined,
  }
}
