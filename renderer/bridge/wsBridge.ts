/**
 * The WebSocket transport of the served table. Messages: {id, channel, payload} answered by
 * {id, reply}; pushes arrive as {push, payload}. When the socket drops (the server stopped, the
 * laptop slept) it reconnects by itself with backoff and says so through its status; requests in
 * flight fail at once, and every request gives up after a timeout, so nothing waits forever.
 */
import type * as Wire from '../../electron/protocol/index'
import {
  CONNECTION_LOST,
  NOT_ANSWERED,
  REQUEST_TIMEOUT_MS,
  unreachable,
  type ConnectionStatus,
  type TableBridge,
} from './bridge'

type Listener = (payload: unknown) => void

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
  const pending = new Map<
    number,
    { resolve: (reply: Wire.Reply<Wire.RequestChannel>) => void; timer: ReturnType<typeof setTimeout> }
  >()
  const listeners = new Map<string, Set<Listener>>()
  const statusListeners = new Set<(status: ConnectionStatus) => void>()
  const openWaiters = new Set<() => void>()
  let status: ConnectionStatus = { state: 'connecting' }
  let socket: WebSocket
  let nextId = 1

  const setStatus = (next: ConnectionStatus): void => {
    status = next
    for (const listener of [...statusListeners]) listener(next)
  }

  const failAll = (message: string): void => {
    for (const { resolve, timer } of pending.values()) {
      clearTimeout(timer)
      resolve(unreachable(message))
    }
    pending.clear()
  }

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
      setStatus({ state: 'open' })
      for (const wake of [...openWaiters]) wake()
    })
    socket.addEventListener('message', (event: MessageEvent) => onMessage(event))
    socket.addEventListener('close', () => {
      failAll(CONNECTION_LOST)
      if (opened || status.state !== 'connecting') lost()
      else retryFirstConnection()
    })
  }

  /** The first connection failed: keep trying quietly while requests wait for it (up to their timeout). */
  let firstTries = 0
  const retryFirstConnection = (): void => {
    const delay = delays[Math.min(firstTries, delays.length - 1)] ?? 1000
    firstTries++
    setTimeout(open, delay)
  }

  const lost = (): void => {
    const attempt = status.state === 'reconnecting' ? status.attempt + 1 : 1
    const since = status.state === 'reconnecting' ? status.since : Date.now()
    setStatus({ state: 'reconnecting', attempt, since })
    const delay = delays[Math.min(attempt - 1, delays.length - 1)] ?? 1000
    setTimeout(open, delay)
  }

  const onMessage = (event: MessageEvent): void => {
    let message: { id?: number; reply?: Wire.Reply<Wire.RequestChannel>; push?: string; payload?: unknown }
    try {
      message = JSON.parse(String(event.data)) as typeof message
    } catch {
      return
    }
    if (typeof message.id === 'number' && message.reply) {
      const waiting = pending.get(message.id)
      if (waiting === undefined) return
      pending.delete(message.id)
      clearTimeout(waiting.timer)
      waiting.resolve(message.reply)
    } else if (typeof message.push === 'string') {
      for (const listener of listeners.get(message.push) ?? []) listener(message.payload)
    }
  }

  /** Waits for the first connection, at most `ms`; false when it did not come. */
  const firstOpen = (ms: number): Promise<boolean> =>
    new Promise((resolve) => {
      const wake = (): void => {
        clearTimeout(timer)
        openWaiters.delete(wake)
        resolve(true)
      }
      const timer = setTimeout(() => {
        openWaiters.delete(wake)
        resolve(false)
      }, ms)
      openWaiters.add(wake)
    })

  open()

  return {
    transport: 'websocket',
    async request<C extends Wire.RequestChannel>(
      channel: C,
      payload: Wire.RequestPayload<C>,
    ): Promise<Wire.Reply<C>> {
      if (status.state === 'reconnecting') return unreachable(CONNECTION_LOST)
      if (status.state === 'connecting' && !(await firstOpen(timeoutMs))) {
        return unreachable('Cannot reach the table server.')
      }
      const id = nextId++
      return new Promise<Wire.Reply<C>>((resolve) => {
        const timer = setTimeout(() => {
          pending.delete(id)
          resolve(unreachable(NOT_ANSWERED))
        }, timeoutMs)
        pending.set(id, { resolve: resolve as (reply: Wire.Reply<Wire.RequestChannel>) => void, timer })
        try {
          socket.send(JSON.stringify({ id, channel, payload }))
        } catch {
          pending.delete(id)
          clearTimeout(timer)
          resolve(unreachable(CONNECTION_LOST))
        }
      })
    },
    on<P extends Wire.PushChannel>(
      channel: P,
      listener: (payload: Wire.PushPayloads[P]) => void,
    ): () => void {
      const set = listeners.get(channel) ?? new Set<Listener>()
      listeners.set(channel, set)
      const wrapped: Listener = (payload) => listener(payload as Wire.PushPayloads[P])
      set.add(wrapped)
      return () => set.delete(wrapped)
    },
    status: () => status,
    onStatus(listener) {
      statusListeners.add(listener)
      return () => statusListeners.delete(listener)
    },
  }
}
