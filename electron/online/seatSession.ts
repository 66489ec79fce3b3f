/**
 * One person at an online table: the requests of a connection that holds one seat of one match. It
 * speaks the served table's protocol (the same channels, schemas and replies), but only the few
 * channels a seat needs, and only for its own match and seat: it can follow the match from its own
 * seat and move for that seat, and nothing else. The host makes its view, so no other seat's hand
 * can reach it by construction.
 */
import type { MatchHost } from '../host/matchHost'
import type { Seat } from '../../engine/core/types'
import {
  type AppInfo,
  type AwayChoice,
  type TableLobby,
  type OnlineSeatInfo,
  type HostUpdate,
  type PushChannel,
  type PushPayloads,
  type Reply,
  type RequestChannel,
  type RequestPayload,
} from '../protocol'
import { answerRequest } from './sessionRequests'
import { ServiceError, type ServiceLog } from '../service/serviceErrors'

/** What an invite gives: one seat of one match, at one table. */
export type SeatGrant = OnlineSeatInfo

/** What app:info says of the server to every seat; the seat itself is added per person. */
export type ServerAppInfo = Pick<AppInfo, 'name' | 'version' | 'games'>

/** The channels a seat may use; every other one is refused. */
export const SEAT_CHANNELS: ReadonlySet<RequestChannel> = new Set<RequestChannel>([
  'app:info',
  'match:subscribe',
  'match:unsubscribe',
  'match:intent',
  'table:lobby',
  'table:start',
  'table:seatBot',
  'table:away',
])

/**
 * The table around a seat (its room): the match it plays, once started, and the lobby's requests,
 * each answered for the asking seat (the room decides what that seat may do).
 */
export interface SeatTable {
  readonly matchId: () => string | null
  lobby(): TableLobby
  start(by: Seat): Promise<TableLobby>
  seatBot(by: Seat, seat: Seat): Promise<TableLobby>
  away(by: Seat, seat: Seat, choice: AwayChoice): Promise<TableLobby>
}

export type SeatPush = <P extends PushChannel>(channel: P, payload: PushPayloads[P]) => void

export class SeatSession {
  private unsubscribe: (() => void) | null = null

  constructor(
    private readonly host: Pick<MatchHost, 'subscribe' | 'intent'>,
    readonly grant: SeatGrant,
    private readonly table: SeatTable,
    private readonly app: ServerAppInfo,
    private readonly push: SeatPush,
    private readonly log: ServiceLog = (message, err) => console.error(message, err),
  ) {}

  /** Answers one request. Never throws: a refusal comes back as `{ ok: false, error }`. */
  handle(channel: string, payload: unknown): Promise<Reply<RequestChannel>> {
    return answerRequest(channel, payload, (c, p) => this.run(c, p), this.log)
  }

  /**
   * The person is back after a dropped connection: they get the current picture again, since what
   * was pushed while they were away may not have reached them.
   */
  resend(): void {
    this.push('table:lobby', this.table.lobby())
    if (this.unsubscribe === null) return
    this.push('match:update', this.subscribe(this.grant.seat))
  }

  /** Tells this person how the table stands (who is here, the start, an absence). */
  pushLobby(lobby: TableLobby): void {
    this.push('table:lobby', lobby)
  }

  /** The connection is gone: it hears nothing more. */
  close(): void {
    this.unsubscribe?.()
    this.unsubscribe = null
  }

  private run(channel: RequestChannel, payload: RequestPayload<RequestChannel>): unknown {
    if (!SEAT_CHANNELS.has(channel)) {
      throw new ServiceError('FORBIDDEN', 'At an online table you can only follow and play your own seat.')
    }
    const me = this.grant.seat
    switch (channel) {
      case 'app:info':
        return this.appInfo()
      case 'table:lobby':
        return this.table.lobby()
      case 'table:start':
        return this.table.start(me)
      case 'table:seatBot':
        return this.table.seatBot(me, (payload as RequestPayload<'table:seatBot'>).seat)
      case 'table:away': {
        const { seat, choice } = payload as RequestPayload<'table:away'>
        return this.table.away(me, seat, choice)
      }
    }
    const request = payload as { matchId: string; viewer?: unknown; seat?: unknown }
    const matchId = this.table.matchId()
    if (matchId === null) throw new ServiceError('REFUSED', 'The match has not started yet.')
    if (request.matchId !== matchId) {
      throw new ServiceError('NOT_FOUND', 'That match is not at this table.')
    }
    switch (channel) {
      case 'match:subscribe':
        return this.subscribe(request.viewer)
      case 'match:unsubscribe':
        this.ownSeat(request.viewer, 'You can only watch from your own seat.')
        this.close()
        return null
      case 'match:intent': {
        const { seat, action, version } = payload as RequestPayload<'match:intent'>
        this.ownSeat(seat, 'You can only move for your own seat.')
        return this.host.intent(matchId, seat, action, version)
      }
      default:
        throw new ServiceError('FORBIDDEN', 'At an online table you can only follow and play your own seat.')
    }
  }

  private appInfo(): AppInfo {
    return { ...this.app, transport: 'colyseus', role: 'player', canReveal: false, seat: this.grant }
  }

  private subscribe(viewer: unknown): HostUpdate {
    this.ownSeat(viewer, 'You can only watch from your own seat.')
    const matchId = this.table.matchId()
    if (matchId === null) throw new ServiceError('REFUSED', 'The match has not started yet.')
    this.close()
    let snapshot: HostUpdate | undefined
    this.unsubscribe = this.host.subscribe(matchId, this.grant.seat, (update) => {
      if (snapshot === undefined) snapshot = update
      else this.push('match:update', update)
    })
    if (snapshot === undefined) throw new Error('The host did not send the current picture on subscribing.')
    return snapshot
  }

  private ownSeat(seat: unknown, refusal: string): void {
    if (seat !== this.grant.seat) throw new ServiceError('FORBIDDEN', refusal)
  }
}
