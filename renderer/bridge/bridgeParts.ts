/**
 * What the two network transports (wsBridge.ts, colyseusBridge.ts) share: the requests waiting for
 * their replies, the push listeners, and the requests waiting for the connection to open.
 */
import type * as Wire from '../../electron/protocol/index'
import { CONNECTION_LOST, NOT_ANSWERED, unreachable, type ConnectionStatus, type TableBridge } from './bridge'

type Resolve = (reply: Wire.Reply<Wire.RequestChannel>) => void

/** Requests sent and not answered yet, by id: each gets its reply, or a sentence after the timeout. */
export class PendingReplies {
  private readonly pending = new Map<number, { resolve: Resolve; timer: ReturnType<typeof setTimeout> }>()
  private nextId = 1

  constructor(private readonly timeoutMs: number) {}

  /** Sends a request with a new id through `send`; a `send` that throws is a lost connection. */
  ask<C extends Wire.RequestChannel>(send: (id: number) => void): Promise<Wire.Reply<C>> {
    const id = this.nextId++
    return new Promise<Wire.Reply<C>>((resolve) => {
      const timer = setTimeout(() => {
        this.pending.delete(id)
        resolve(unreachable(NOT_ANSWERED))
      }, this.timeoutMs)
      this.pending.set(id, { resolve: resolve as Resolve, timer })
      try {
        send(id)
      } catch {
        this.pending.delete(id)
        clearTimeout(timer)
        resolve(unreachable(CONNECTION_LOST))
      }
    })
  }

  /** A reply came: the request with that id gets it (an unknown or late id is dropped). */
  answer(id: unknown, reply: Wire.Reply<Wire.RequestChannel>): void {
    if (typeof id !== 'number') return
    const waiting = this.pending.get(id)
    if (waiting === undefined) return
    this.pending.delete(id)
    clearTimeout(waiting.timer)
    waiting.resolve(reply)
  }

  /** The connection went: every request waiting gets `message` at once. */
  failAll(message: string): void {
    for (const { resolve, timer } of this.pending.values()) {
      clearTimeout(timer)
      resolve(unreachable(message))
    }
    this.pending.clear()
  }
}

type Listener = (payload: unknown) => void

/** The listeners of each push channel. */
export class PushListeners {
  private readonly listeners = new Map<string, Set<Listener>>()

  on<P extends Wire.PushChannel>(channel: P, listener: (payload: Wire.PushPayloads[P]) => void): () => void {
    const set = this.listeners.get(channel) ?? new Set<Listener>()
    this.listeners.set(channel, set)
    const wrapped: Listener = (payload) => listener(payload as Wire.PushPayloads[P])
    set.add(wrapped)
    return () => set.delete(wrapped)
  }

  emit(channel: string, payload: unknown): void {
    for (const listener of this.listeners.get(channel) ?? []) listener(payload)
  }
}

/** Requests waiting for the connection to open. */
export class OpenWaiters {
  private readonly waiters = new Set<() => void>()

  /** Resolves true when the connection opens within `ms`, false otherwise. */
  wait(ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      const wake = (): void => {
        clearTimeout(timer)
        this.waiters.delete(wake)
        resolve(true)
      }
      const timer = setTimeout(() => {
        this.waiters.delete(wake)
        resolve(false)
      }, ms)
      this.waiters.add(wake)
    })
  }

  opened(): void {
    for (const wake of [...this.waiters]) wake()
  }
}

/**
 * A connection's status as its bridge reports it: who listens to it, who waits for it to open,
 * and the next "reconnecting" when it is lost (counting the tries, and since when).
 */
export class ConnectionState {
  private current: ConnectionStatus = { state: 'connecting' }
  private readonly listeners = new Set<(status: ConnectionStatus) => void>()
  private readonly waiters = new OpenWaiters()

  get status(): ConnectionStatus {
    return this.current
  }

  set(next: ConnectionStatus): void {
    this.current = next
    if (next.state === 'open') this.waiters.opened()
    for (const listener of [...this.listeners]) listener(next)
  }

  /** Lost (again): the status says so; answers which try at coming back this is (1 the first). */
  lost(): number {
    const was = this.current
    const attempt = was.state === 'reconnecting' ? was.attempt + 1 : 1
    const since = was.state === 'reconnecting' ? was.since : Date.now()
    this.set({ state: 'reconnecting', attempt, since })
    return attempt
  }

  /** Resolves true when the connection opens within `ms`, false otherwise. */
  waitOpen(ms: number): Promise<boolean> {
    return this.waiters.wait(ms)
  }

  /** The bridge's status() and onStatus(). */
  members(): Pick<TableBridge, 'status' | 'onStatus'> {
    return {
      status: () => this.current,
      onStatus: (listener) => {
        this.listeners.add(listener)
        return () => this.listeners.delete(listener)
      },
    }
  }
}

/** The wait before try `n` (0 the first) at coming back: `delays` in turn, then its last one again. */
export function backoff(delays: readonly number[], n: number): number {
  return delays[Math.min(n, delays.length - 1)] ?? 1000
}
