/**
 * One online table as a Colyseus room. The room holds no game state of Colyseus' own (no schema
 * sync): each person's connection gets a SeatSession, whose views and updates the host makes for
 * that seat alone, sent as messages, one per client. A request is the served table's
 * {id, channel, payload}, answered by a "reply" message {id, reply}; a push is a "push" message
 * {push, payload}.
 */
import { ErrorCode, Room, ServerError, type Client } from '@colyseus/core'
import type { MatchHost } from '../host/matchHost'
import { readClientMessage } from '../stream/wireFormat'
import type { OnlineTables } from './onlineTables'
import { SeatSession, type SeatGrant, type ServerAppInfo } from './seatSession'

/**
 * How long a dropped person's seat waits for them to come back; their client reconnects by itself
 * (Colyseus' SDK, with backoff). Longer absences are the host's choice (issue 43, later).
 */
export const RECONNECT_SECONDS = 120

/** A person sends at most this many requests a second (default); more and Colyseus drops the connection. */
export const MAX_REQUESTS_PER_SECOND = 20

export interface TableRoomOptions {
  readonly tableId: string
}

export interface TableRoomServices {
  readonly tables: OnlineTables
  readonly host: Pick<MatchHost, 'subscribe' | 'intent' | 'list'>
  /** What app:info tells every seat of this server. */
  readonly app: ServerAppInfo
  /** Default MAX_REQUESTS_PER_SECOND; scripted clients that play at machine speed need more. */
  readonly maxRequestsPerSecond?: number
}

/** The room class for `tables`: define it on the server as "table"; create one per table with its tableId. */
export function tableRoomFor(services: TableRoomServices) {
  return class TableRoom extends Room {
    override autoDispose = false
    override maxMessagesPerSecond = services.maxRequestsPerSecond ?? MAX_REQUESTS_PER_SECOND
    private tableId = ''
    private readonly sessions = new Map<string, SeatSession>()

    override onCreate(options: TableRoomOptions): void {
      const table = services.tables.get(options.tableId)
      if (table === null)
        throw new ServerError(ErrorCode.MATCHMAKE_INVALID_CRITERIA, 'There is no such table.')
      this.tableId = table.tableId
      this.maxClients = table.seats.length
      this.onMessage('request', (client, message) => this.request(client, message))
    }

    override onAuth(_client: Client, options: unknown): SeatGrant {
      const token =
        typeof options === 'object' && options !== null ? (options as { token?: unknown }).token : null
      const grant = services.tables.seatFor(this.tableId, token)
      if (grant === null) throw new ServerError(ErrorCode.AUTH_FAILED, 'That invite is not for this table.')
      this.refuseTakenSeat(grant)
      return grant
    }

    override onJoin(client: Client, _options: unknown, grant: SeatGrant): void {
      // Checked again here: two joins with one token can both pass onAuth before either joins.
      this.refuseTakenSeat(grant)
      // Sent to whichever connection holds the session now: a reconnection brings a new one.
      const { sessionId } = client
      const session = new SeatSession(services.host, grant, services.app, (channel, payload) =>
        this.clients.getById(sessionId)?.send('push', { push: channel, payload }),
      )
      this.sessions.set(sessionId, session)
    }

    override onDrop(client: Client): void {
      // Not back in time: onLeave follows, which ends the session.
      void this.allowReconnection(client, RECONNECT_SECONDS).catch(() => undefined)
    }

    override onReconnect(client: Client): void {
      this.sessions.get(client.sessionId)?.resend()
    }

    override onLeave(client: Client): void {
      this.sessions.get(client.sessionId)?.close()
      this.sessions.delete(client.sessionId)
      // A finished table everyone has left is done with: its match closes and its room goes.
      if (this.sessions.size === 0 && this.matchIsOver()) {
        void services.tables.close(this.tableId).then(() => this.disconnect())
      }
    }

    override onDispose(): void {
      for (const session of this.sessions.values()) session.close()
      this.sessions.clear()
    }

    /** Asked of the host, which knows, rather than read off the updates that happened to go out. */
    private matchIsOver(): boolean {
      const matchId = services.tables.get(this.tableId)?.matchId
      return services.host.list().some((m) => m.matchId === matchId && m.finished)
    }

    private refuseTakenSeat(grant: SeatGrant): void {
      for (const session of this.sessions.values()) {
        if (session.grant.seat === grant.seat) {
          throw new ServerError(ErrorCode.AUTH_FAILED, 'Someone is already sitting at that seat.')
        }
      }
    }

    private request(client: Client, raw: unknown): void {
      const session = this.sessions.get(client.sessionId)
      const message = readClientMessage(raw)
      if (!message.ok) {
        client.send('reply', { id: message.id, reply: { ok: false, error: message.error } })
        return
      }
      if (session === undefined) return
      void session
        .handle(message.channel, message.payload)
        .then((reply) => client.send('reply', { id: message.id, reply }))
    }
  }
}
