/**
 * The renderer's only way to the host: one interface, three transports (Electron IPC through the
 * preload's window.table, a WebSocket to the served table, or a seat's room on an online table
 * server: colyseusBridge.ts).
 */
import type { PreloadApi } from '../../electron/protocol/app'
import type { PushChannel, RequestChannel } from '../../electron/protocol/channels'
import type { PushPayloads, Reply, RequestPayload } from '../../electron/protocol/requests'

/** How the connection to the host is doing. IPC is always open; a WebSocket can drop and come back. */
export type ConnectionStatus =
  | { readonly state: 'connecting' }
  | { readonly state: 'open' }
  /** Lost; trying again (`attempt` counts the tries so far, `since` is when it was lost, in ms). */
  | { readonly state: 'reconnecting'; readonly attempt: number; readonly since: number }

export interface TableBridge {
  readonly transport: 'ipc' | 'websocket' | 'colyseus'
  /**
   * Sends a request. Never hangs: a host that does not answer in time, or a lost connection,
   * gives `{ ok: false, error: { code: 'UNREACHABLE' } }` with a sentence for the player.
   */
  request<C extends RequestChannel>(channel: C, payload: RequestPayload<C>): Promise<Reply<C>>
  /** Listens to a push channel; returns the function that stops listening. */
  on<P extends PushChannel>(channel: P, listener: (payload: PushPayloads[P]) => void): () => void
  status(): ConnectionStatus
  /** Listens to status changes (a change back to 'open' means: pick the match up again). */
  onStatus(listener: (status: ConnectionStatus) => void): () => void
  /** Hangs up for good (an online seat that leaves its table); the others have nothing to hang up. */
  close?(): void
}

/** How long a request may wait for its answer before the player is told. */
export const REQUEST_TIMEOUT_MS = 20_000

export const NOT_ANSWERED = 'The table did not answer in time. Try again in a moment.'
export const CONNECTION_LOST = 'The connection to the table was lost. Reconnecting…'

export type { PreloadApi } from '../../electron/protocol/app'

declare global {
  interface Window {
    table?: PreloadApi
  }
}

/** Resolves with `promise`, or with `timedOut()` after `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, timedOut: () => T): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => resolve(timedOut()), ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (err: unknown) => {
        clearTimeout(timer)
        reject(err)
      },
    )
  })
}

export function unreachable(message: string): {
  readonly ok: false
  readonly error: { code: 'UNREACHABLE'; message: string }
} {
  return { ok: false, error: { code: 'UNREACHABLE', message } }
}
