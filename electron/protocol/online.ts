/**
 * Online tables on the wire: what a seat's connection learns about itself, and the invite link
 * that carries a person to their seat. The link is `<server>/?table=<tableId>#seat=<token>`: the
 * token sits after the #, so a browser never sends it to any server (not in a request line, a log
 * or a referrer); only the page reads it.
 */
import type { Seat } from '../../engine/core/types'

/** app:info's `seat`: this connection holds one seat of one online table, and the app shows that alone. */
export interface OnlineSeatInfo {
  readonly tableId: string
  readonly matchId: string
  readonly seat: Seat
  /** The name the host gave the seat. */
  readonly name: string
}

/** Where an invite leads: the server's origin, the table, and the person's own seat token. */
export interface InviteTarget {
  readonly server: string
  readonly tableId: string
  readonly token: string
}

const TABLE_ID = /^[A-Za-z0-9-]{1,64}$/
const TOKEN = /^[A-Za-z0-9_-]{1,64}$/

export function inviteLink(server: string, tableId: string, token: string): string {
  const origin = new URL(server).origin
  return `${origin}/?table=${encodeURIComponent(tableId)}#seat=${encodeURIComponent(token)}`
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
  const token = new URLSearchParams(url.hash.replace(/^#/, '')).get('seat') ?? ''
  if (!TABLE_ID.test(tableId) || !TOKEN.test(token)) return null
  return { server: url.origin, tableId, token }
}
