/**
 * One online table as a Colyseus room. The room holds no game state of Colyseus' own (no schema
 * sync): each person's connection gets a SeatSession, whose views and updates the host makes for
 * that seat alone, sent as messages, one per client. A request is the served table's
 * {id, channel, payload}, answered by a "reply" message {id, reply}; a push is a "push" message
 * {push, payload}.
 *
 * The room also keeps the table's lobby (tableLobby.ts): who is here, who is away and for how long,
 * and the host's decisions (start, an open seat to a bot, what to do about a person away too long).
 * Spectators come in with the table's stream link: each gets a WatchSession on the room's stream
 * feed, which shows them the match behind the table's caster delay and no hand.
 */
import { ErrorCode, Room, ServerError, type AuthContext, type Client, type Deferred } from '@colyseus/core'
import { tooManyGuesses, type GuessLimit } from './guessLimit'
import { SUGGESTED_LEVEL } from '../../engine/bots/levels'
import type { Seat } from '../../engine/core/types'
import type { MatchHost } from '../host/matchHost'
import { globalTimers } from '../host/timers'
import type { WinChances } from '../host/winChances'
import type { AwayChoice, TableLobby } from '../protocol'
import { ServiceError } from '../service/serviceErrors'
import { StreamFeed } from '../service/streamFeed'
import type { StreamClock } from '../service/tableOptions'
import { readClientMessage } from '../stream/wireFormat'
import type { HeldTable, OnlineTables } from './onlineTables'
import { SeatSession, type SeatGrant, type SeatPush, type SeatTable, type ServerAppInfo } from './seatSession'
import { lobbyOf, type Presence } from './tableLobby'
import { WatchSession } from './watchSession'

/**
 * How long a dropped person's connection may come back by itself (their client reconnects, with
 * backoff); after it, they can still come back with their invite. How long they may be away
 * before the host is asked is the table's own limit (HeldTable.awayLimitSeconds).
 */
export const RECONNECT_SECONDS = 120

/** Spectator pages (stream links) a table takes at once, beside its people. */
export const MAX_WATCHERS = 20

/** How long a spectator page's dropped connection may come back by itself (it joins again after). */
const WATCHER_RECONNECT_SECONDS = 30

/** What a stream link gives: watching one table. */
interface WatchGrant {
  readonly tableId: string
  readonly watch: true
}

type Grant = SeatGrant | WatchGrant

const isWatch = (grant: Grant): grant is WatchGrant => 'watch' in grant

/** A person sends at most this many requests a second (default); more and Colyseus drops the connection. */
export const MAX_REQUESTS_PER_SECOND = 20

export interface TableRoomOptions {
  readonly tableId: string
}

export interface TableRoomServices {
  readonly tables: OnlineTables
  /** Wrong invites per address: past the limit, joins from it are refused for a while. */
  readonly guesses?: GuessLimit
  readonly host: Pick<MatchHost, 'subscribe' | 'intent' | 'list' | 'standIn'>
  /** The caster delay's clock (default: Date.now and the global timers). */
  readonly streamClock?: StreamClock
  /** Estimates the win chances the stream link shows; without it, it shows none. */
  readonly chances?: Pick<WinChances, 'estimate'>
  /** What app:info tells every seat of this server. */
  readonly app: ServerAppInfo
  /** Default MAX_REQUESTS_PER_SECOND; scripted clients that play at machine speed need more. */
  readonly maxRequestsPerSecond?: number
  /** Default Date.now (tests move it on). */
  readonly now?: () => number
  /** A table this process does not hold but the store keeps (its process died): taken over, or null. */
  readonly adopt?: (tableId: string) => Promise<HeldTable | null>
}

/** The room class for `tables`: define it on the server as "table"; create one per table with its tableId. */
export function tableRoomFor(services: TableRoomServices) {
  const now = services.now ?? Date.now
  return class TableRoom extends Room implements SeatTable {
    override autoDispose = false
    override maxMessagesPerSecond = services.maxRequestsPerSecond ?? MAX_REQUESTS_PER_SECOND
    private tableId = ''
    private readonly sessions = new Map<string, SeatSession>()
    private readonly watchers = new Map<string, WatchSession>()
    private readonly feed = new StreamFeed({
      host: services.host,
      timers: services.streamClock ?? globalTimers,
      now: services.streamClock?.now ?? now,
      ...(services.chances === undefined ? {} : { chances: services.chances }),
    })
    /** Dropped connections whose seat waits for them to come back by themselves. */
    private readonly dropped = new Map<string, Deferred<Client>>()
    private readonly people: Presence = { here: new Set(), awaySince: new Map(), standIns: new Set() }
    private ended = false

    override async onCreate(options: TableRoomOptions): Promise<void> {
      const tableId = typeof options.tableId === 'string' ? options.tableId : ''
      const table = services.tables.get(tableId) ?? (await services.adopt?.(tableId)) ?? null
      if (table === null)
        throw new ServerError(ErrorCode.MATCHMAKE_INVALID_CRITERIA, 'There is no such table.')
      this.tableId = table.tableId
      // One connection a seat, and room for a second while a dropped one still holds its seat: the
      // person back with their invite takes it over (refuseTakenSeat). Tokens keep out everyone else.
      this.maxClients = table.seats.length * 2 + MAX_WATCHERS
      this.feed.configure({ delayMs: table.streamDelaySeconds * 1000, showHands: false })
      if (table.matchId !== null) this.stream(table.matchId)
      this.onMessage('request', (client, message) => this.request(client, message))
    }

    override onAuth(_client: Client, options: unknown, context: AuthContext): Grant {
      const wait = services.guesses?.waitFor(context.ip) ?? 0
      if (wait > 0) throw new ServerError(ErrorCode.AUTH_FAILED, tooManyGuesses(wait))
      const { token, watch } = (typeof options === 'object' && options !== null ? options : {}) as {
        token?: unknown
        watch?: unknown
      }
      if (watch !== undefined) return this.watchGrant(watch, context)
      const grant = services.tables.seatFor(this.tableId, token)
      if (grant === null) {
        services.guesses?.wrong(context.ip)
        throw new ServerError(ErrorCode.AUTH_FAILED, 'That invite is not for this table.')
      }
      if (this.table().botSeats.has(grant.seat)) {
        throw new ServerError(ErrorCode.AUTH_FAILED, 'The host gave that seat to a bot.')
      }
      this.refuseTakenSeat(grant)
      return grant
    }

    override onJoin(client: Client, _options: unknown, grant: Grant): void {
      const { sessionId } = client
      const send: SeatPush = (channel, payload) =>
        this.clients.getById(sessionId)?.send('push', { push: channel, payload })
      if (isWatch(grant)) {
        this.watchers.set(sessionId, new WatchSession(this.feed, services.app, send))
        return
      }
      // Checked again here: two joins with one token can both pass onAuth before either joins.
      this.refuseTakenSeat(grant)
      // Sent to whichever connection holds the session now: a reconnection brings a new one.
      const session = new SeatSession(services.host, grant, this, services.app, send)
      this.sessions.set(sessionId, session)
      this.arrived(grant.seat)
    }

    override onDrop(client: Client): void {
      if (this.watchers.has(client.sessionId)) {
        void this.allowReconnection(client, WATCHER_RECONNECT_SECONDS).catch(() => undefined)
        return
      }
      const seat = this.sessions.get(client.sessionId)?.grant.seat
      if (seat !== undefined) this.wentAway(seat)
      // Not back in time: onLeave follows, which ends the session.
      const held = this.allowReconnection(client, RECONNECT_SECONDS)
      this.dropped.set(client.sessionId, held)
      void held.then(
        () => this.dropped.delete(client.sessionId),
        () => this.dropped.delete(client.sessionId),
      )
    }

    override onReconnect(client: Client): void {
      const session = this.sessions.get(client.sessionId)
      if (session === undefined) return
      this.arrived(session.grant.seat)
      session.resend()
    }

    override onLeave(client: Client): void {
      const watcher = this.watchers.get(client.sessionId)
      if (watcher !== undefined) {
        watcher.close()
        this.watchers.delete(client.sessionId)
        return
      }
      const session = this.sessions.get(client.sessionId)
      session?.close()
      this.sessions.delete(client.sessionId)
      if (session !== undefined) this.wentAway(session.grant.seat)
      // A finished table everyone has left is done with: its match closes and its room goes.
      if (this.sessions.size === 0 && this.matchIsOver()) {
        // Its spectators see the end first: the stream shows it only after the caster delay.
        const linger = this.watchers.size === 0 ? 0 : this.table().streamDelaySeconds * 1000 + 1000
        const end = (): void => void services.tables.close(this.tableId).then(() => this.disconnect())
        if (linger === 0) end()
        else this.clock.setTimeout(end, linger)
      }
    }

    override onDispose(): void {
      for (const session of this.sessions.values()) session.close()
      this.sessions.clear()
      for (const watcher of this.watchers.values()) watcher.close()
      this.watchers.clear()
      this.feed.dispose()
    }

    // The table around each seat (SeatTable): what its session asks of the lobby.

    readonly matchId = (): string | null => this.table().matchId

    lobby(): TableLobby {
      return lobbyOf(this.table(), this.people, this.ended, now())
    }

    async start(by: Seat): Promise<TableLobby> {
      const table = this.hostOnly(by)
      const waiting = this.lobby().seats.find((s) => s.kind === 'person' && !s.here)
      if (table.matchId === null && waiting !== undefined) {
        throw new ServiceError(
          'REFUSED',
          `${waiting.name} has not joined yet: wait for them, or give their seat to a bot.`,
        )
      }
      this.stream(await services.tables.start(this.tableId))
      return this.changed()
    }

    async seatBot(by: Seat, seat: Seat): Promise<TableLobby> {
      this.hostOnly(by)
      if (this.people.here.has(seat)) {
        throw new ServiceError('REFUSED', 'Someone is sitting at that seat: it is theirs.')
      }
      await services.tables.seatBot(this.tableId, seat)
      return this.changed()
    }

    async away(by: Seat, seat: Seat, choice: AwayChoice): Promise<TableLobby> {
      const { matchId } = this.hostOnly(by)
      if (matchId === null) throw new ServiceError('REFUSED', 'The match has not started yet.')
      if (!this.people.awaySince.has(seat)) throw new ServiceError('REFUSED', 'That person is here.')
      if (choice === 'wait') {
        // Asked again after another spell of the limit.
        this.wentAway(seat, true)
      } else if (choice === 'bot') {
        services.host.standIn(matchId, seat, SUGGESTED_LEVEL)
        this.people.standIns.add(seat)
      } else {
        this.ended = true
        const ended = this.changed()
        // Everyone has heard: the match is saved and closed, and the room goes.
        this.clock.setTimeout(() => {
          void services.tables.close(this.tableId).then(() => this.disconnect())
        }, 250)
        return ended
      }
      return this.changed()
    }

    /** The started match goes on the table's stream (behind its delay), and spectators follow it. */
    private stream(matchId: string): void {
      const summary = services.host.list().find((m) => m.matchId === matchId)
      if (summary === undefined) return
      this.feed.open(matchId, summary.seats.length)
      const { game, seats, label } = summary
      this.feed.focus({ matchId, game, seats, ...(label === undefined ? {} : { label }) })
    }

    /** Only the table's own stream link lets a page watch it (a wrong one counts as a guess). */
    private watchGrant(token: unknown, context: AuthContext): WatchGrant {
      if (!services.tables.watches(this.tableId, token)) {
        services.guesses?.wrong(context.ip)
        throw new ServerError(ErrorCode.AUTH_FAILED, 'That stream link is not for this table.')
      }
      if (this.watchers.size >= MAX_WATCHERS) {
        throw new ServerError(ErrorCode.AUTH_FAILED, 'This table has as many spectators as it can take.')
      }
      return { tableId: this.tableId, watch: true }
    }

    private table(): HeldTable {
      const table = services.tables.get(this.tableId)
      if (table === null) throw new ServiceError('NOT_FOUND', 'This table has ended.')
      return table
    }

    private hostOnly(by: Seat): HeldTable {
      const table = this.table()
      if (by !== table.hostSeat) throw new ServiceError('FORBIDDEN', 'Only the table’s host can do that.')
      if (this.ended) throw new ServiceError('REFUSED', 'This table has ended.')
      return table
    }

    private arrived(seat: Seat): void {
      this.people.here.add(seat)
      this.people.awaySince.delete(seat)
      const matchId = services.tables.get(this.tableId)?.matchId ?? null
      // Back in their seat: the bot that stood in for them stands up.
      if (this.people.standIns.delete(seat) && matchId !== null) services.host.standIn(matchId, seat, null)
      this.announce()
    }

    /** `seat`'s person is gone for now; the host hears when it has been longer than the limit. */
    private wentAway(seat: Seat, again = false): void {
      const table = services.tables.get(this.tableId)
      // The table has ended (its room is closing): nobody is away from it any more.
      if (table === null) return
      this.people.here.delete(seat)
      if (again || !this.people.awaySince.has(seat)) this.people.awaySince.set(seat, now())
      const since = this.people.awaySince.get(seat)
      if (since !== undefined) this.whenOverdue(seat, since, table.awayLimitSeconds * 1000)
      this.announce()
    }

    /**
     * Tells everyone once `seat`'s person has been away `limitMs` since `since` (if still away since
     * then). The room's clock can run a little ahead of the wall clock, so it checks and waits on.
     */
    private whenOverdue(seat: Seat, since: number, limitMs: number): void {
      const left = since + limitMs - now()
      if (left > 0) {
        this.clock.setTimeout(() => this.whenOverdue(seat, since, limitMs), left + 10)
        return
      }
      if (this.people.awaySince.get(seat) === since) this.announce()
    }

    /** Tells everyone at the table how it stands now, unless the table has gone. */
    private announce(): void {
      if (services.tables.get(this.tableId) !== null) this.changed()
    }

    /** Tells everyone at the table how it stands now, and answers the same. */
    private changed(): TableLobby {
      const lobby = this.lobby()
      for (const session of this.sessions.values()) session.pushLobby(lobby)
      return lobby
    }

    /** Asked of the host, which knows, rather than read off the updates that happened to go out. */
    private matchIsOver(): boolean {
      const matchId = services.tables.get(this.tableId)?.matchId
      return matchId !== null && services.host.list().some((m) => m.matchId === matchId && m.finished)
    }

    /**
     * One connection a seat. A dropped one waiting to come back gives way to a new join with the
     * seat's invite (the person reloaded the page, or their computer found another network): it
     * would otherwise lock them out until it gave up.
     */
    private refuseTakenSeat(grant: SeatGrant): void {
      for (const [sessionId, session] of this.sessions) {
        if (session.grant.seat !== grant.seat) continue
        const waiting = this.dropped.get(sessionId)
        if (waiting === undefined) {
          throw new ServerError(ErrorCode.AUTH_FAILED, 'Someone is already sitting at that seat.')
        }
        this.dropped.delete(sessionId)
        this.sessions.delete(sessionId)
        session.close()
        ;(waiting.reject as (reason: Error) => void)(new Error('The seat was taken again with its invite.'))
      }
    }

    private request(client: Client, raw: unknown): void {
      const session = this.sessions.get(client.sessionId) ?? this.watchers.get(client.sessionId)
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
