/**
 * Online tables on the wire: what a seat's connection learns about itself, and the invite link
 * that carries a person to their seat. The link is `<server>/?table=<tableId>#seat=<token>`: the
 * token sits after the #, so a browser never sends it to any server (not in a request line, a log
 * or a referrer); only the page reads it. A table's stream link, `…#watch=<token>`, is the same
 * with the table's spectator token: it shows the match behind the table's caster delay, no hand.
 */
import { z } from 'zod'
import type { Seat } from '../../engine/core/types'

/** app:info's `seat`: this connection holds one seat of one online table, and the app shows that alone. */
export interface OnlineSeatInfo {
  readonly tableId: string
  readonly seat: Seat
  /** The name the host gave the seat. */
  readonly name: string
}

/** One seat as the table's lobby shows it. */
export interface LobbySeat {
  readonly seat: Seat
  readonly name: string
  /** A person's seat (an invite), or a bot's (set so at the start, or given to one by the host). */
  readonly kind: 'person' | 'bot'
  /** The person is at the table now (connected). */
  readonly here: boolean
  /** Since when (ms since the epoch) a person who had joined has been away; null while here or never joined. */
  readonly awaySince: number | null
  /** Away longer than the table's limit: the host chooses what happens (table:away). */
  readonly overdue: boolean
  /** A bot plays for the person until they are back (the host chose so). */
  readonly botStandsIn: boolean
}

/**
 * An online table as everyone at it sees it: who sits where, who is here, and whether the match
 * has started (matchId) or ended. Pushed as table:lobby whenever any of it changes.
 */
export interface TableLobby {
  readonly tableId: string
  /** Null until the host starts the match. */
  readonly matchId: string | null
  readonly game: string
  /** The seat whose person runs the table: starts it, gives open seats to bots, decides on absences. */
  readonly hostSeat: Seat
  readonly seats: readonly LobbySeat[]
  /** How long a person may be away before the host is asked what to do. */
  readonly awayLimitSeconds: number
  /** How far behind the match the table's stream link shows it. */
  readonly streamDelaySeconds: number
  /** The host ended the table (its match is saved on the host's side); nothing more happens here. */
  readonly ended: boolean
}

/** The host's choice for a person away past the limit. */
export type AwayChoice = 'wait' | 'bot' | 'end'

/** Where an invite leads: the server's origin, the table, and the person's own seat token (or the table's watch token). */
export interface InviteTarget {
  readonly server: string
  readonly tableId: string
  readonly token: string
  /** A stream link: the token lets its holder watch (as a spectator), not sit. */
  readonly watch: boolean
}

const TABLE_ID = /^[A-Za-z0-9-]{1,64}$/
const TOKEN = /^[A-Za-z0-9_-]{1,64}$/

export function inviteLink(server: string, tableId: string, token: string): string {
  return tableLink(server, tableId, 'seat', token)
}

/** The table's stream link: for a spectator page (OBS), behind the table's caster delay. */
export function streamLink(server: string, tableId: string, watchToken: string): string {
  return tableLink(server, tableId, 'watch', watchToken)
}

function tableLink(server: string, tableId: string, kind: 'seat' | 'watch', token: string): string {
  const origin = new URL(server).origin
  return `${origin}/?table=${encodeURIComponent(tableId)}#${kind}=${encodeURIComponent(token)}`
}

/** The invite in a link a person pasted or opened, or null when it is not one. */
export function parseInviteLink(text: string): InviteTarget | null {
  let url: URL
  try {
    url = new URL(text.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  const tableId = url.searchParams.get('table') ?? ''
  const hash = new URLSearchParams(url.hash.replace(/^#/, ''))
  const seat = hash.get('seat')
  const token = seat ?? hash.get('watch') ?? ''
  if (!TABLE_ID.test(tableId) || !TOKEN.test(token)) return null
  return { server: url.origin, tableId, token, watch: seat === null }
}

/**
 * POST /tables: a new online table. Its body is the match as match:create asks for it, with how
 * the table runs beside it: a lobby (the host starts it when everyone is there), who the host is
 * (default: the first person's seat), and how long a person may be away before the host is asked.
 */
export const tableOptionsSchema = z.strictObject({
  lobby: z.boolean().optional(),
  hostSeat: z.number().int().min(0).max(7).optional(),
  awayLimitSeconds: z.number().int().min(10).max(3600).optional(),
  /** The caster delay of the table's stream link (default 0), enforced by the server. */
  streamDelaySeconds: z.number().int().min(0).max(600).optional(),
})

export type TableOptions = z.infer<typeof tableOptionsSchema>

/** How a table this computer hosts runs (it always has a lobby, and its host is the first person). */
export type HostedTableOptions = Pick<TableOptions, 'awayLimitSeconds' | 'streamDelaySeconds'>

/** Whether this computer hosts online tables now, and where friends reach it. */
export interface OnlineHostingStatus {
  /** This app can host (the desktop app and npm run serve can; a seat's page cannot). */
  readonly available: boolean
  /** Its table server is open to the local network. */
  readonly running: boolean
  /** Where friends on the network reach it (http://<this computer's address>:<port>), while running. */
  readonly address: string | null
}

/** A table this computer opened for friends: the host's own way in, and a link for each other person. */
export interface HostedTable {
  readonly tableId: string
  /** The host's own seat's link (this computer's loopback address). */
  readonly hostLink: string
  /** Each other person's link, to send them, and the same seat as a short code to read out. */
  readonly invites: readonly {
    readonly seat: Seat
    readonly name: string
    readonly link: string
    readonly code: string
  }[]
  /** The table's stream link, for a spectator page (OBS): no hand, behind the caster delay. */
  readonly streamLink: string
  readonly status: OnlineHostingStatus
}
