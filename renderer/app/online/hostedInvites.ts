/**
 * The invite links of a table this page's person hosts, kept for the lobby to show: the server keeps
 * no token, so the links the host was given when opening the table are all there is. Kept in the
 * page's session storage, never sent anywhere.
 */
import type { InviteTarget } from '../../../electron/protocol/online'

export interface HostedInvite {
  readonly seat: number
  readonly name: string
  readonly link: string
}

const key = (tableId: string): string => `zombie-table.invites.${tableId}`

export function keepHostedInvites(tableId: string, invites: readonly HostedInvite[]): void {
  try {
    sessionStorage.setItem(key(tableId), JSON.stringify(invites))
  } catch {
    // Storage refused (a private window): the lobby shows no links, and the host shares them as given.
  }
}

export function hostedInvites(target: Pick<InviteTarget, 'tableId'>): readonly HostedInvite[] {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(key(target.tableId)) ?? '[]')
    return Array.isArray(kept) ? (kept as HostedInvite[]) : []
  } catch {
    return []
  }
}
