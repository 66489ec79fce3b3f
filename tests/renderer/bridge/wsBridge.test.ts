import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ConnectionStatus } from '../../../renderer/bridge/bridge'
import { createWsBridge } from '../../../renderer/bridge/wsBridge'

type Handler = (event: { data?: unknown }) => void

/** A stand-in for the browser's WebSocket: the test opens, answers and drops it by hand. */
class FakeSocket {
  static all: FakeSocket[] = []
  readonly sent: { id: number; channel: string; payload: unknown }[] = []
  private readonly handlers = new Map<string, Handler[]>()
  constructor(readonly url: string) {
    FakeSocket.all.push(this)
  }
  addEventListener(type: string, handler: Handler): void {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler])
  }
  send(text: string): void {
    this.sent.push(JSON.parse(text) as { id: number; channel: string; payload: unknown })
  }
  emit(type: string, event: { data?: unknown } = {}): void {
    for (const handler of this.handlers.get(type) ?? []) handler(event)
  }
  open(): void {
    this.emit('open')
  }
  reply(id: number, result: unknown): void {
    this.emit('message', { data: JSON.stringify({ id, reply: { ok: true, result } }) })
  }
  drop(): void {
    this.emit('close')
  }
}

const latest = (): FakeSocket => {
  const socket = FakeSocket.all.at(-1)
  if (!socket) throw new Error('no socket')
  return socket
}

function bridge(timeoutMs = 5000) {
  const made = createWsBridge('ws://127.0.0.1:1/ws?token=t', {
    WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
    timeoutMs,
    reconnectDelaysMs: [100, 200, 400],
  })
  const statuses: ConnectionStatus['state'][] = []
  made.onStatus((s) => statuses.push(s.state))
  return { bridge: made, statuses }
}

beforeEach(() => {
  FakeSocket.all = []
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the WebSocket bridge', () => {
  it('answers a request sent before the socket opened, once it opens', async () => {
    const { bridge: b } = bridge()
    const reply = b.request('app:info', {})
    await vi.advanceTimersByTimeAsync(0)
    latest().open()
    await vi.advanceTimersByTimeAsync(0)
    const sent = latest().sent[0]
    expect(sent?.channel).toBe('app:info')
    latest().reply(sent?.id ?? 0, { name: 'Zombie Table' })
    expect(await reply).toEqual({ ok: true, result: { name: 'Zombie Table' } })
  })

  it('gives up on a request the table does not answer, with a sentence', async () => {
    const { bridge: b } = bridge(1000)
    latest().open()
    const reply = b.request('saves:list', {})
    await vi.advanceTimersByTimeAsync(1000)
    expect(await reply).toEqual({
      ok: false,
      error: { code: 'UNREACHABLE', message: 'The table did not answer in time. Try again in a moment.' },
    })
  })

  it('fails requests in flight when the connection drops, and new ones at once while it is down', async () => {
    const { bridge: b, statuses } = bridge()
    latest().open()
    const inFlight = b.request('saves:list', {})
    latest().drop()
    expect(await inFlight).toMatchObject({ ok: false, error: { code: 'UNREACHABLE' } })
    expect(b.status().state).toBe('reconnecting')
    expect(await b.request('saves:list', {})).toMatchObject({
      ok: false,
      error: { code: 'UNREACHABLE', message: expect.stringMatching(/lost/) as unknown },
    })
    expect(statuses).toEqual(['open', 'reconnecting'])
  })

  it('reconnects by itself with backoff, counting the attempts, and says when it is back', async () => {
    const { bridge: b, statuses } = bridge()
    latest().open()
    latest().drop()
    expect(FakeSocket.all).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(100)
    expect(FakeSocket.all).toHaveLength(2)
    latest().drop()
    expect(b.status()).toMatchObject({ state: 'reconnecting', attempt: 2 })
    await vi.advanceTimersByTimeAsync(199)
    expect(FakeSocket.all).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(FakeSocket.all).toHaveLength(3)
    latest().open()
    expect(statuses).toEqual(['open', 'reconnecting', 'reconnecting', 'open'])

    // Pushes from the new socket reach the listeners registered before the drop.
    const pushes: unknown[] = []
    b.on('match:closed', (p) => pushes.push(p))
    latest().emit('message', { data: JSON.stringify({ push: 'match:closed', payload: { matchId: 'm' } }) })
    expect(pushes).toEqual([{ matchId: 'm' }])
  })
})
