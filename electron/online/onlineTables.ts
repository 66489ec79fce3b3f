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

interface HeldTable {
  readonly table: OnlineTable
  /** Each person's seat and the SHA-256 of their token: the tokens themselves are not kept. */
  readonly seats: readonly { readonly seat: Seat; readonly digest: Buffer }[]
}

export class OnlineTables {
  private readonly tables = new Map<string, HeldTable>()

  constructor(private readonly host: Pick<MatchHost, 'createMatch' | 'close'>) {}

  /** Starts the match and makes a token for each person's seat. Throws as createMatch does. */
  open(request: CreateMatchRequest): OnlineTable {
    const matchId = this.host.createMatch(request)
    const invites = request.seats.flatMap((config, seat) =>
      config.kind === 'human'
        ? [{ seat, name: config.name, token: randomBytes(TOKEN_BYTES).toString('base64url') }]
        : [],
    )
    const table: OnlineTable = { tableId: randomUUID(), matchId, invites }
    this.tables.set(table.tableId, {
      table,
      seats: invites.map(({ seat, token }) => ({ seat, digest: digestOf(token) })),
    })
    return table
  }

  get(tableId: string): OnlineTable | null {
    return this.tables.get(tableId)?.table ?? null
  }

  /** The seat `token` gives at this table, or null: compared in constant time, never by the token itself. */
  seatFor(tableId: string, token: unknown): SeatGrant | null {
    const held = this.tables.get(tableId)
    if (held === undefined || typeof token !== 'string' || token.length > 64) return null
    const digest = digestOf(token)
    let found: Seat | null = null
    for (const { seat, digest: expected } of held.seats) {
      if (timingSafeEqual(digest, expected)) found = seat
    }
    return found === null ? null : { matchId: held.table.matchId, seat: found }
  }

  /** Ends the table: the match is closed on the host (its autosave written first). */
  async close(tableId: string): Promise<void> {
    const held = this.tables.get(tableId)
    if (held === undefined) return
    this.tables.delete(tableId)
    await this.host.close(held.table.matchId)
  }
}

function digestOf(token: string): Buffer {
  return createHash('sha256').update(token).digest()
}
