/**
 * Which web pages may use an online table server. A browser says which page is asking (the Origin
 * header); a page of the server itself, the desktop app, and the origins the server was told to
 * allow may. A request with no Origin is not a browser page (a scripted client, a load balancer's
 * check) and is not the page-borne attack this guards against, so it passes: its seat token
 * still has to be right.
 */
import type { IncomingHttpHeaders } from 'node:http'

/** The desktop window's page (electron/service/appProtocol.ts). */
export const DESKTOP_ORIGIN = 'app://table'

export type OriginCheck = (origin: string | undefined, host: string | undefined) => boolean

export function originPolicy(allowed: readonly string[] = []): OriginCheck {
  const extra = new Set(allowed.map((origin) => new URL(origin).origin))
  return (origin, host) => {
    if (origin === undefined || origin === '') return true
    if (origin === DESKTOP_ORIGIN || extra.has(origin)) return true
    // The server's own pages, at whatever address the browser used for it (behind a proxy too).
    try {
      return host !== undefined && new URL(origin).host === host
    } catch {
      return false
    }
  }
}

/** The Host a browser reached (a reverse proxy's X-Forwarded-Host when it sets one). */
export function requestHost(headers: IncomingHttpHeaders | Headers): string | undefined {
  const get = (name: string): string | undefined => {
    const value = headers instanceof Headers ? headers.get(name) : headers[name]
    return Array.isArray(value) ? value[0] : (value ?? undefined)
  }
  return get('x-forwarded-host') ?? get('host')
}
