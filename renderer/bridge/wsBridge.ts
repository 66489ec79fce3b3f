/**
 * The WebSocket transport of the served table. Messages: {id, channel, payload} answered by
 * {id, reply}; pushes arrive as {push, payload}. Requests made before the socket opens wait for it.
 */
import type {
  PushChannel,
  PushPayloads,
  Reply,
  RequestChannel,
  RequestPayload,
} from '../../electron/contract'
import type { TableBridge } from './bridge'

type Listener = (payload: unknown) => void

export function createWsBridge(url: string, WebSocketImpl: typeof WebSocket = WebSocket): TableBridge {
  const socket = new WebSocketImpl(url)
  const opened = new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve(), { once: true })
    socket.addEventListener('error', () => reject(new Error('Cannot reach the table server.')), {
      once: true,
    })
  })
  const pending = new Map<number, (reply: Reply<RequestChannel>) => void>()
  const listeners = new Map<string, Set<Listener>>()
  let nextId = 1

  socket.addEventListener('message', (event: MessageEvent) => {
    let message: { id?: number; reply?: Reply<RequestChannel>; push?: string; payload?: unknown }
    try {
      message = JSON.parse(String(event.data)) as typeof message
    } catch {
      return
    }
    if (typeof message.id === 'number' && message.reply) {
      pending.get(message.id)?.(message.reply)
      pending.delete(message.id)
    } else if (typeof message.push === 'string') {
      for (const listener of listeners.get(message.push) ?? []) listener(message.payload)
    }
  })
  socket.addEventListener('close', () => {
    for (const resolve of pending.values()) {
      resolve({ ok: false, error: { code: 'INTERNAL', message: 'The connection to the table was lost.' } })
    }
    pending.clear()
  })

  return {
    transport: 'websocket',
    async request<C extends RequestChannel>(channel: C, payload: RequestPayload<C>): Promise<Reply<C>> {
      try {
        await opened
      } catch (err) {
        return { ok: false, error: { code: 'INTERNAL', message: (err as Error).message } }
      }
      const id = nextId++
      return new Promise<Reply<C>>((resolve) => {
        pending.set(id, resolve as (reply: Reply<RequestChannel>) => void)
        socket.send(JSON.stringify({ id, channel, payload }))
      })
    },
    on<P extends PushChannel>(channel: P, listener: (payload: PushPayloads[P]) => void): () => void {
      const set = listeners.get(channel) ?? new Set<Listener>()
      listeners.set(channel, set)
      const wrapped: Listener = (payload) => listener(payload as PushPayloads[P])
      set.add(wrapped)
      return () => set.delete(wrapped)
    },
  }
}
