/**
 * The tables a server hosts online: each one a match on the process's MatchHost, with a seat token
 * for each person at it. A token is the whole of a person's right to a seat: whoever holds it plays
 * that seat and sees that seat's hand, and nothing else.
 */
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import type { Seat } from '../../engine/core/types'
import type { MatchHost } from '../host/matchHost'
import type { CreateMatchRequest } from '../host/types'
import type { SeatGrant } from './seatSession'
import type { StoredTable, TableStore } from './tableStore'

/** 144 random bits a token: far past guessing, and short enough to put in a link. */
const TOKEN_BYTES = 18

/** One person's way to their seat: the token goes to them alone. */
export interface SeatInvite {
  readonly seat: Seat
  readonly name: string
  readonly token: string
}

export interface OnlineTable {
  readonly tableId: string
  readonly matchId: string
  /** One per person (human seat), in seat order; bots need none. */
  readonly invites: readonly SeatInvite[]
}

/** A table as the server holds it: each person's seat with the SHA-256 of their token, not the token. */
export interface HeldTable {
  readonly tableId: string
  readonly matchId: string
  readonly seats: readonly { readonly seat: Seat; readonly name: string; readonly digest: Buffer }[]
}

export class OnlineTables {
  private readonly tables = new Map<string, HeldTable>()

  /** With a store, every table opened or closed is written there before the call returns. */
  constructor(
    private readonly host: Pick<MatchHost, 'createMatch' | 'autosaveNow' | 'close'>,
    private readonly store: TableStore | null = null,
  ) {}

  /** Starts the match and makes a token for each person's seat. Throws as createMatch does. */
  async open(request: CreateMatchRequest): Promise<OnlineTable> {
    const matchId = this.host.createMatch(request)
    const invites = request.seats.flatMap((config, seat) =>
      config.kind === 'human'
        ? [{ seat, name: config.name, token: randomBytes(TOKEN_BYTES).toString('base64url') }]
        : [],
    )
    const tableId = randomUUID()
    this.tables.set(tableId, {
      tableId,
      matchId,
      seats: invites.map(({ seat, name, token }) => ({ seat, name, digest: digestOf(token) })),
    })
    // Kept at once, not only after the first move: a server that stops now can still resume it.
    await Promise.all([this.host.autosaveNow(matchId), this.persist()])
    return { tableId, matchId, invites }
  }

  /** Takes back a table a restarted server kept (its match already loaded on the host). */
  restore(stored: StoredTable): HeldTable {
    const held: HeldTable = {
      tableId: stored.tableId,
      matchId: stored.matchId,
      seats: stored.seats.map(({ seat, name, digest }) => ({
        seat,
        name,
        digest: Buffer.from(digest, 'hex'),
      })),
    }
    this.tables.set(held.tableId, held)
    return held
  }

  get(tableId: string): HeldTable | null {
    return this.tables.get(tableId) ?? null
  }

  get size(): number {
    return this.tables.size
  }

  /** The seat `token` gives at this table, or null: compared in constant time, never by the token itself. */
  seatFor(tableId: string, token: unknown): SeatGrant | null {
    const held = this.tables.get(tableId)
    if (held === undefined || typeof token !== 'string' || token.length > 64) return null
    const digest = digestOf(token)
    let found: HeldTable['seats'][number] | null = null
    // Every seat is compared, found or not: how long it takes says nothing of which seat matched.
    for (const candidate of held.seats) {
      if (timingSafeEqual(digest, candidate.digest)) found = candidate
    }
    return found === null ? null : { tableId, matchId: held.matchId, seat: found.seat, name: found.name }
  }

  /** Ends the table: the match is closed on the host (its autosave written first). */
  async close(tableId: string): Promise<void> {
    const held = this.tables.get(tableId)
    if (held === undefined) return
    this.tables.delete(tableId)
    await this.persist()
    await this.host.close(held.matchId)
  }

  private persist(): Promise<void> {
    if (this.store === null) return Promise.resolve()
    return this.store.write(
      [...this.tables.values()].map(({ tableId, matchId, seats }) => ({
        tableId,
        matchId,
        seats: seats.map(({ seat, name, digest }) => ({ seat, name, digest: digest.toString('hex') })),
      })),
    )
  }
}

function digestOf(token: string): Buffer {
  return createHash('sha256').update(token).digest()
}
