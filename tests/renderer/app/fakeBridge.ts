/**
 * A TableBridge for tests: each request channel answered by a handler (a missing handler or a
 * thrown RequestFailed becomes a failed reply), every request recorded, pushes sent by hand.
 */
import type {
  AppInfo,
  PushChannel,
  PushPayloads,
  Reply,
  RequestChannel,
  RequestPayload,
  RequestResults,
} from '../../../electron/protocol'
import type { ConnectionStatus, TableBridge } from '../../../renderer/bridge/bridge'
import { RequestFailed } from '../../../renderer/app/request'

export type Handler<C extends RequestChannel> = (
  payload: RequestPayload<C>,
) => RequestResults[C] | Promise<RequestResults[C]>
export type Handlers = { [C in RequestChannel]?: Handler<C> }

export interface RecordedRequest {
  readonly channel: RequestChannel
  readonly payload: unknown
}

export const selfishInfo: AppInfo = {
  name: 'Zombie Table',
  version: '0.1.0',
  transport: 'ipc',
  role: 'player',
  canReveal: false,
  games: [
    {
      id: 'selfish',
      name: 'Selfish: Zombie Edition',
      minPlayers: 2,
      maxPlayers: 5,
      bots: [
        { id: 'random', label: 'Random' },
        { id: 'heuristic', label: 'Medium' },
      ],
      options: [],
    },
  ],
}

export class FakeBridge implements TableBridge {
  readonly transport = 'ipc' as const
  readonly requests: RecordedRequest[] = []
  private readonly listeners = new Map<string, Set<(payload: unknown) => void>>()
  private readonly statusListeners = new Set<(status: ConnectionStatus) => void>()
  private current: ConnectionStatus = { state: 'open' }

  constructor(handlers: Handlers = {}) {
    // The home screen asks for the matches to pick up, the app for the files it was asked to open
    // before it started; most tests have none of either.
    this.handlers = {
      'saves:unfinished': () => ({ crashed: false, matches: [] }),
      'saves:pendingFiles': () => [],
      ...handlers,
    }
  }

  handlers: Handlers

  async request<C extends RequestChannel>(channel: C, payload: RequestPayload<C>): Promise<Reply<C>> {
    this.requests.push({ channel, payload })
    const handler = this.handlers[channel] as Handler<C> | undefined
    if (!handler) return { ok: false, error: { code: 'NOT_FOUND', message: `No handler for ${channel}.` } }
    try {
      return { ok: true, result: await handler(payload) }
    } catch (err) {
      if (err instanceof RequestFailed) return { ok: false, error: err.error }
      return { ok: false, error: { code: 'INTERNAL', message: String(err) } }
    }
  }

  on<P extends PushChannel>(channel: P, listener: (payload: PushPayloads[P]) => void): () => void {
    const set = this.listeners.get(channel) ?? new Set()
    this.listeners.set(channel, set)
    const wrapped = (payload: unknown) => listener(payload as PushPayloads[P])
    set.add(wrapped)
    return () => set.delete(wrapped)
  }

  push<P extends PushChannel>(channel: P, payload: PushPayloads[P]): void {
    for (const listener of this.listeners.get(channel) ?? []) listener(payload)
  }

  status(): ConnectionStatus {
    return this.current
  }

  onStatus(listener: (status: ConnectionStatus) => void): () => void {
    this.statusListeners.add(listener)
    return () => this.statusListeners.delete(listener)
  }

  /** Pretends the connection dropped or came back. */
  setStatus(status: ConnectionStatus): void {
    this.current = status
    for (const listener of [...this.statusListeners]) listener(status)
  }

  listenerCount(channel: PushChannel): number {
    return this.listeners.get(channel)?.size ?? 0
  }

  /** The payloads sent on one channel, in order. */
  sent<C extends RequestChannel>(channel: C): RequestPayload<C>[] {
    return this.requests.filter((r) => r.channel === channel).map((r) => r.payload as RequestPayload<C>)
  }
}
