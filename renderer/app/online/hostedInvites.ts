/**
 * The links of a table this page's person hosts, kept for the lobby to show: the server keeps no
 * token, so the links the host was given when opening the table are all there is. They travel from
 * the page that opened the table to the host's seat page after the # of its address (never sent to
 * a server), and are moved at once into that page's session storage, out of the address and its
 * history.
 */
export interface HostedInvite {
  readonly seat: number
  readonly name: string
  readonly link: string
  readonly code: string
}

/** Each friend's invite, and the table's stream link (for a spectator page, behind the caster delay). */
export interface HostedLinks {
  readonly invites: readonly HostedInvite[]
  readonly streamLink: string | null
}

const PARAM = 'invites'
const key = (tableId: string): string => `zombie-table.invites.${tableId}`
const NONE: HostedLinks = { invites: [], streamLink: null }

/** `href` with the links after its #, beside what is there already. */
export function withInvites(href: string, links: HostedLinks): string {
  const url = new URL(href)
  const hash = new URLSearchParams(url.hash.replace(/^#/, ''))
  hash.set(PARAM, JSON.stringify(links))
  url.hash = hash.toString()
  return url.toString()
}

/** Moves links the address brought into session storage, and takes them out of the address. */
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

export function hostedLinks(tableId: string): HostedLinks {
  try {
    const kept = JSON.parse(sessionStorage.getItem(key(tableId)) ?? 'null') as Partial<HostedLinks> | null
    if (kept === null || typeof kept !== 'object' || !Array.isArray(kept.invites)) return NONE
    return { invites: kept.invites, streamLink: typeof kept.streamLink === 'string' ? kept.streamLink : null }
  } catch {
    return NONE
  }
}
