/** One connection to the table: the desktop window over IPC, or a browser over WebSocket. */
import type { PushChannel, PushPayloads, RequestError } from '../protocol'

export type ClientRole = 'player' | 'spectator'

export interface ClientContext {
  /** A spectator may only watch (see spectatorChannels in the contract). */
  readonly role: ClientRole
  readonly transport: 'ipc' | 'websocket' | 'colyseus'
  /** Sends a push to this connection. Must not throw (a closed connection drops it). */
  push<P extends PushChannel>(channel: P, payload: PushPayloads[P]): void
}

/** The answer of a desktop-only service method, in the same shape as a reply. */
export type ServiceResult<T> =
  { readonly ok: true; readonly result: T } | { readonly ok: false; readonly error: RequestError }
