import type {
  PushChannel,
  PushPayloads,
  Reply,
  RequestChannel,
  RequestPayload,
} from '../../electron/contract'
import type { PreloadApi, TableBridge } from './bridge'

export function createIpcBridge(api: PreloadApi): TableBridge {
  return {
    transport: 'ipc',
    request: async <C extends RequestChannel>(channel: C, payload: RequestPayload<C>) =>
      (await api.request(channel, payload)) as Reply<C>,
    on: <P extends PushChannel>(channel: P, listener: (payload: PushPayloads[P]) => void) =>
      api.on(channel, (payload) => listener(payload as PushPayloads[P])),
  }
}
