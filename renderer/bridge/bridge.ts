/**
 * The renderer's only way to the host: one interface, two transports (Electron IPC through the
 * preload's window.table, or a WebSocket to the served table).
 */
import type {
  PushChannel,
  PushPayloads,
  Reply,
  RequestChannel,
  RequestPayload,
} from '../../electron/contract'

export interface TableBridge {
  readonly transport: 'ipc' | 'websocket'
  request<C extends RequestChannel>(channel: C, payload: RequestPayload<C>): Promise<Reply<C>>
  /** Listens to a push channel; returns the function that stops listening. */
  on<P extends PushChannel>(channel: P, listener: (payload: PushPayloads[P]) => void): () => void
}

/** What the preload exposes as window.table (see electron/preload.ts). */
export interface PreloadApi {
  request(channel: string, payload: unknown): Promise<unknown>
  on(channel: string, listener: (payload: unknown) => void): () => void
}

declare global {
  interface Window {
    table?: PreloadApi
  }
}
