/**
 * A spectator at an online table (a page opened from its stream link, such as a streamer's OBS
 * source): the stream page's channels only, answered from the table's stream feed, which holds the
 * match back by the table's caster delay. The feed watches as the spectator, so no hand can reach
 * this connection, whatever it asks.
 */
import {
  type AppInfo,
  type PushChannel,
  type PushPayloads,
  type Reply,
  type RequestChannel,
  type RequestPayload,
} from '../protocol'
import type { ClientContext } from '../service/clientContext'
import { roleRefusal } from '../service/roleRefusal'
import { answerRequest } from './sessionRequests'
import { ServiceError, type ServiceLog } from '../service/serviceErrors'
import type { StreamFeed } from '../service/streamFeed'
import type { SeatPush, ServerAppInfo } from './seatSession'

export class WatchSession implements ClientContext {
  readonly role = 'spectator'
  readonly transport = 'colyseus'

  constructor(
    private readonly feed: StreamFeed,
    private readonly app: ServerAppInfo,
    private readonly send: SeatPush,
    private readonly log: ServiceLog = (message, err) => console.error(message, err),
  ) {
    feed.connect(this)
  }

  push<P extends PushChannel>(channel: P, payload: PushPayloads[P]): void {
    this.send(channel, payload)
  }

  /** Answers one request. Never throws: a refusal comes back as `{ ok: false, error }`. */
  handle(channel: string, payload: unknown): Promise<Reply<RequestChannel>> {
    return answerRequest(channel, payload, (c, p) => this.run(c, p), this.log)
  }

  /** The connection is gone: it hears nothing more. */
  close(): void {
    this.feed.removeClient(this)
  }

  private run(channel: RequestChannel, payload: RequestPayload<RequestChannel>): unknown {
    const refusal = roleRefusal(channel, payload, this.role)
    if (refusal !== null) throw new ServiceError('FORBIDDEN', refusal)
    switch (channel) {
      case 'app:info':
        return this.appInfo()
      case 'match:active':
        return this.feed.active()
      case 'match:subscribe':
        return this.feed.subscribe(this, (payload as RequestPayload<'match:subscribe'>).matchId)
      case 'match:unsubscribe':
        this.feed.unsubscribe(this, (payload as RequestPayload<'match:unsubscribe'>).matchId)
        return null
      default:
        throw new ServiceError('FORBIDDEN', 'A spectator can only watch the table.')
    }
  }

  private appInfo(): AppInfo {
    return { ...this.app, transport: 'colyseus', role: 'spectator', canReveal: false }
  }
}
