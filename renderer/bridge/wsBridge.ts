/**
 * The WebSocket transport of the served table. Messages: {id, channel, payload} answered by
 * {id, reply}; pushes arrive as {push, payload}. When the socket drops (the server stopped, the
 * laptop slept) it reconnects by itself with backoff and says so through its status; requests in
 * flight fail at once, and every request gives up after a timeout, so nothing waits forever.
 */
import type * as Wire from '../../electron/protocol/index'
import { CONNECTION_LOST, REQUEST_TIMEOUT_MS, unreachable, type TableBridge } from './bridge'
import { backoff, ConnectionState, PendingReplies, PushListeners } from './bridgeParts'

/** Waits before each reconnection attempt; the last one repeats. */
export const RECONNECT_DELAYS_MS: readonly number[] = [250, 500, 1000, 2000, 4000]

export interface WsBridgeOptions {
  readonly WebSocketImpl?: typeof WebSocket
  readonly timeoutMs?: number
  readonly reconnectDelaysMs?: readonly number[]
}

export function createWsBridge(url: string, options: WsBridgeOptions = {}): TableBridge {
  const WebSocketImpl = options.WebSocketImpl ?? WebSocket
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS
  const delays = options.reconnectDelaysMs ?? RECONNECT_DELAYS_MS
  const replies = new PendingReplies(timeoutMs)
  const pushes = new PushListeners()
  const connection = new ConnectionState()
  let socket: WebSocket

  const open = (): void => {
    let opened = false
    try {
      socket = new WebSocketImpl(url)
    } catch {
      lost()
      return
    }
    socket.addEventListener('open', () => {
      opened = true
      connection.set({ state: 'open' })
    })
    socket.addEventListener('message', (event: MessageEvent) => onMessage(event))
    socket.addEventListener('close', () => {
      replies.failAll(CONNECTION_LOST)
      if (opened || connection.status.state !== 'connecting') lost()
      else retryFirstConnection()
    })
  }

  /** The first connection failed: keep trying quietly while requests wait for it (up to their timeout). */
  let firstTries = 0
  const retryFirstConnection = (): void => {
    const delay = backoff(delays, firstTries)
    firstTries++
    setTimeout(open, delay)
  }

  const lost = (): void => {
    const attempt = connection.lost()
    const delay = backoff(delays, attempt - 1)
    setTimeout(open, delay)
  }

  const onMessage = (event: MessageEvent): void => {
    let message: { id?: number; reply?: Wire.Reply<Wire.RequestChannel>; push?: string; payload?: unknown }
    try {
      message = JSON.parse(String(event.data)) as typeof message
    } catch {
      return
    }
    if (typeof message.id === 'number' && message.reply) replies.answer(message.id, message.reply)
    else if (typeof message.push === 'string') pushes.emit(message.push, message.payload)
  }

  open()

  return {
    transport: 'websocket',
    async request<C extends Wire.RequestChannel>(
      channel: C,
      payload: Wire.RequestPayload<C>,
    ): Promise<Wire.Reply<C>> {
      if (connection.status.state === 'reconnecting') return unreachable(CONNECTION_LOST)
      if (connection.status.state === 'connecting' && !(await connection.waitOpen(timeoutMs))) {
        return unreachable('Cannot reach the table server.')
      }
      return replies.ask<C>((id) => socket.send(JSON.stringify({ id, channel, payload })))
    },
    on: (channel, listener) => pushes.on(channel, listener),
    ...connection.members(),
  }
}
