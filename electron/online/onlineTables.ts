/**
 * The tables a server hosts online: each one a match on the process's MatchHost, with a seat token
 * for each person at it. A token is the whole of a person's right to a seat: whoever holds it plays
 * that seat and sees that seat's hand, and nothing else.
 *
 * A table opened with a lobby waits for its host (the person at `hostSeat`) to start it: until
 * then there is no match, and the host may give any person's open seat to a bot.
 */
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import { SUGGESTED_LEVEL } from '../../engine/bots/levels'
import type { Seat } from '../../engine/core/types'
import type { MatchHost } from '../host/matchHost'
import type { TableOptions } from '../protocol'
import type { CreateMatchRequest } from '../host/types'
import { ServiceError } from '../service/serviceErrors'
import { newInviteCode, normalizeInviteCode } from './inviteCodes'
import type { SeatGrant } from './seatSession'
import type { StoredTable, TableKeeper } from './tableStore'

/** 144 random bits a token: far past guessing, and short enough to put in a link. */
const TOKEN_BYTES = 18

/** How long a person may be away before the host is asked, unless the table says otherwise. */
export const DEFAULT_AWAY_LIMIT_SECONDS = 120

/** One person's way to their seat: the token (in their link) and the code go to them alone. */
export interface SeatInvite {
  readonly seat: Seat
  readonly name: string
  readonly token: string
  /** The same seat as a short code to read out or type (inviteCodes.ts), at this server. */
  readonly code: string
}

export interface OnlineTable {
  readonly tableId: string
  /** Null while the table waits in its lobby for the host to start it. */
  readonly matchId: string | null
  /** One per person (human seat), in seat order; bots need none. */
  readonly invites: readonly SeatInvite[]
  /** The table's spectator token (its stream link's): to the host alone, who passes it to a stream. */
  readonly watchToken: string
}

/** A table whose match has started. */
export type StartedTable = OnlineTable & { readonly matchId: string }

/** How a table runs: a lobby, its host, the away limit (POST /tables' table options). */
export type OpenTableOptions = TableOptions

/** A table as the server holds it: each person's seat with the SHA-256 of their token, not the token. */
export interface HeldTable {
  readonly tableId: string
  matchId: string | null
  /** The match the host asked for: its seats say who is a person and who a bot before the start. */
  readonly request: CreateMatchRequest
  readonly hostSeat: Seat
  readonly awayLimitSeconds: number
  /** How far behind the match its stream link shows it. */
  readonly streamDelaySeconds: number
  /** The SHA-256 of the spectator token; null for a table kept before tables had one (no stream link). */
  readonly watchDigest: Buffer | null
  /** People's seats the host gave to bots before the start. */
  readonly botSeats: Set<Seat>
  readonly seats: readonly HeldSeat[]
}

/** A person's seat: the SHA-256 of their token and of their code, never either itself. */
export interface HeldSeat {
  readonly seat: Seat
  readonly name: string
  readonly digest: Buffer
  readonly codeDigest: Buffer
}

export class OnlineTables {
  private readonly tables = new Map<string, HeldTable>()
  /** Each seat's code digest (hex), to its table. */
  private readonly codes = new Map<string, string>()

  /** With a store, every table opened, started or closed is written there before the call returns. */
  constructor(
    private readonly host: Pick<MatchHost, 'createMatch' | 'autosaveNow' | 'close'>,
    private readonly store: TableKeeper | null = null,
  ) {}

  /**
   * Makes a token for each person's seat, and starts the match unless the table has a lobby.
   * Throws as createMatch does (a lobby's request is checked by starting nothing: see start()).
   */
  async open(request: CreateMatchRequest, options: OpenTableOptions = {}): Promise<OnlineTable> {
    const invites = request.seats.flatMap((config, seat) =>
      config.kind === 'human'
        ? [
            {
              seat,
              name: config.name,
              token: randomBytes(TOKEN_BYTES).toString('base64url'),
              code: newInviteCode(),
            },
          ]
        : [],
    )
    const watchToken = randomBytes(TOKEN_BYTES).toString('base64url')
    const hostSeat = options.hostSeat ?? invites[0]?.seat ?? 0
    if (!invites.some((invite) => invite.seat === hostSeat)) {
      throw new ServiceError('BAD_REQUEST', 'The table’s host must sit at one of its people’s seats.')
    }
    const held: HeldTable = {
      tableId: randomUUID(),
      matchId: null,
      request,
      hostSeat,
      awayLimitSeconds: options.awayLimitSeconds ?? DEFAULT_AWAY_LIMIT_SECONDS,
      streamDelaySeconds: options.streamDelaySeconds ?? 0,
      watchDigest: digestOf(watchToken),
      botSeats: new Set(),
      seats: invites.map(({ seat, name, token, code }) => ({
        seat,
        name,
        digest: digestOf(token),
        codeDigest: digestOf(code),
      })),
    }
    if (options.lobby !== true) held.matchId = this.host.createMatch(request)
    this.hold(held)
    await this.store?.claim?.(held.tableId)
    // Kept at once, not only after the first move: a server that stops now can still resume it.
    await Promise.all([held.matchId === null ? null : this.host.autosaveNow(held.matchId), this.keep(held)])
    return { tableId: held.tableId, matchId: held.matchId, invites, watchToken }
  }

  /** Gives a person's open seat to a bot (before the start). */
  async seatBot(tableId: string, seat: Seat): Promise<void> {
    const held = this.need(tableId)
    if (held.matchId !== null) throw new ServiceError('REFUSED', 'The match has started already.')
    if (!held.seats.some((s) => s.seat === seat) || seat === held.hostSeat) {
      throw new ServiceError('REFUSED', 'Only another person’s seat can be given to a bot.')
    }
    held.botSeats.add(seat)
    await this.keep(held)
  }

  /** Starts a lobby's match: the people's seats given to bots are played by the suggested level. */
  async start(tableId: string): Promise<string> {
    const held = this.need(tableId)
    if (held.matchId !== null) return held.matchId
    held.matchId = this.host.createMatch({
      ...held.request,
      seats: held.request.seats.map((config, seat) =>
        held.botSeats.has(seat) ? { name: config.name, kind: 'bot', bot: SUGGESTED_LEVEL } : config,
      ),
    })
    await Promise.all([this.host.autosaveNow(held.matchId), this.keep(held)])
    return held.matchId
  }

  /** Takes back a table a restarted server kept (its match, if started, already loaded on the host). */
  restore(stored: StoredTable): HeldTable {
    const held: HeldTable = {
      tableId: stored.tableId,
      matchId: stored.matchId,
      request: stored.request as CreateMatchRequest,
      hostSeat: stored.hostSeat,
      awayLimitSeconds: stored.awayLimitSeconds,
      streamDelaySeconds: stored.streamDelaySeconds ?? 0,
      watchDigest: stored.watchDigest === undefined ? null : Buffer.from(stored.watchDigest, 'hex'),
      botSeats: new Set(stored.botSeats),
      seats: stored.seats.map(({ seat, name, digest, codeDigest }) => ({
        seat,
        name,
        digest: Buffer.from(digest, 'hex'),
        codeDigest: Buffer.from(codeDigest, 'hex'),
      })),
    }
    this.hold(held)
    return held
  }

  /**
   * Takes over a table another process kept and no longer runs (it died): found in the store,
   * claimed for this process, its match loaded with `resume`. Null when there is no such table, or
   * another live process runs it, or its match cannot be loaded.
   */
  async adopt(tableId: string, resume: (matchId: string) => Promise<boolean>): Promise<HeldTable | null> {
    const held = this.tables.get(tableId)
    if (held !== undefined) return held
    const stored = await this.store?.find(tableId)
    if (stored == null) return null
    if (this.store?.claim !== undefined && !(await this.store.claim(tableId))) return null
    if (stored.matchId !== null && !(await resume(stored.matchId))) return null
    return this.restore(stored)
  }

  get(tableId: string): HeldTable | null {
    return this.tables.get(tableId) ?? null
  }

  ids(): string[] {
    return [...this.tables.keys()]
  }

  get size(): number {
    return this.tables.size
  }

  /** The table a code is for, or null (kept codes of other processes are not looked up here). */
  tableForCode(code: unknown): string | null {
    const normal = normalizeInviteCode(code)
    return normal === null ? null : (this.codes.get(digestOf(normal).toString('hex')) ?? null)
  }

  /**
   * The seat `token` (a link's token, or the seat's code) gives at this table, or null: compared
   * in constant time, never by the token itself.
   */
  seatFor(tableId: string, token: unknown): SeatGrant | null {
    const held = this.tables.get(tableId)
    if (held === undefined || typeof token !== 'string' || token.length > 64) return null
    const digest = digestOf(token)
    const code = normalizeInviteCode(token)
    const codeDigest = code === null ? null : digestOf(code)
    let found: HeldSeat | null = null
    // Every seat is compared, found or not: how long it takes says nothing of which seat matched.
    for (const candidate of held.seats) {
      if (timingSafeEqual(digest, candidate.digest)) found = candidate
      if (codeDigest !== null && timingSafeEqual(codeDigest, candidate.codeDigest)) found = candidate
    }
    return found === null ? null : { tableId, seat: found.seat, name: found.name }
  }

  /** Whether `token` is the table's spectator token (compared in constant time, by its digest). */
  watches(tableId: string, token: unknown): boolean {
    const watchDigest = this.tables.get(tableId)?.watchDigest ?? null
    if (watchDigest === null || typeof token !== 'string' || token.length > 64) return false
    return timingSafeEqual(digestOf(token), watchDigest)
  }

  /** Ends the table: its match, if any, is closed on the host (its autosave written first). */
  async close(tableId: string): Promise<void> {
    const held = this.tables.get(tableId)
    if (held === undefined) return
    this.tables.delete(tableId)
    for (const seat of held.seats) this.codes.delete(seat.codeDigest.toString('hex'))
    await this.store?.remove(tableId)
    if (held.matchId !== null) await this.host.close(held.matchId)
  }

  private hold(held: HeldTable): void {
    this.tables.set(held.tableId, held)
    for (const seat of held.seats) this.codes.set(seat.codeDigest.toString('hex'), held.tableId)
  }

  private need(tableId: string): HeldTable {
    const held = this.tables.get(tableId)
    if (held === undefined) throw new ServiceError('NOT_FOUND', 'There is no such table.')
    return held
  }

  private keep(held: HeldTable): Promise<void> {
    return this.store?.put(storedTable(held)) ?? Promise.resolve()
  }
}

function storedTable(held: HeldTable): StoredTable {
  return {
    tableId: held.tableId,
    matchId: held.matchId,
    // What POST /tables parsed with the same schema the store reads it back with.
    request: held.request as StoredTable['request'],
    hostSeat: held.hostSeat,
    awayLimitSeconds: held.awayLimitSeconds,
    streamDelaySeconds: held.streamDelaySeconds,
    ...(held.watchDigest === null ? {} : { watchDigest: held.watchDigest.toString('hex') }),
    botSeats: [...held.botSeats],
    seats: held.seats.map(({ seat, name, digest, codeDigest }) => ({
      seat,
      name,
      digest: digest.toString('hex'),
      codeDigest: codeDigest.toString('hex'),
    })),
  }
}

function digestOf(token: string): Buffer {
  return createHash('sha256').update(token).digest()
}
