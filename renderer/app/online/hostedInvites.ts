/**
 * The invite links of a table this page's person hosts, kept for the lobby to show: the server keeps
 * no token, so the links the host was given when opening the table are all there is. They travel
 * from the page that opened the table to the host's seat page after the # of its address (never
 * sent to a server), and are moved at once into that page's session storage, out of the address
 * and its history.
 */
export interface HostedInvite {
  readonly seat: number
  readonly name: string
  readonly link: string
  readonly code: string
}

const PARAM = 'invites'
const key = (tableId: string): string => `zombie-table.invites.${tableId}`

/** `href` with the invites after its #, beside what is there already. */
export function withInvites(href: string, invites: readonly HostedInvite[]): string {
  const url = new URL(href)
  const hash = new URLSearchParams(url.hash.replace(/^#/, ''))
  hash.set(PARAM, JSON.stringify(invites))
  url.hash = hash.toString()
  return url.toString()
}

/** Moves invites the address brought into session storage, and takes them out of the address. */
export function adoptInvites(tableId: string): void {
  const hash = new URLSearchParams(window.location.hash.replace(/^#/, ''))
  const brought = hash.get(PARAM)
  if (brought === null) return
  try {
    sessionStorage.setItem(key(tableId), brought)
  } catch {
    // Storage refused (a private window): the lobby shows no links; the host had them on opening.
  }
  hash.delete(PARAM)
  const rest = hash.toString()
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${window.location.search}${rest === '' ? '' : `#${rest}`}`,
  )
}

export function hostedInvites(tableId: string): readonly HostedInvite[] {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(key(tableId)) ?? '[]')
    return Array.isArray(kept) ? (kept as HostedInvite[]) : []
  } catch {
    return []
  }
}
