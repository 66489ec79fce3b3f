/**
 * The desktop window's page comes from `app://table/…`, a scheme of our own answered from the
 * built renderer folder (main.ts registers it with protocol.handle), instead of file://: the page
 * gets a proper origin, a CSP header on every page response, and no file:// privileges to reach
 * anything else on disk. Plain Node, so it is tested without Electron.
 */
import { readFile } from 'node:fs/promises'
import { DESKTOP_CSP } from './csp'
import { contentTypeFor } from './mime'
import { lookupStatic } from './staticFiles'

export const APP_SCHEME = 'app'
export const APP_HOST = 'table'
export const APP_INDEX_URL = `${APP_SCHEME}://${APP_HOST}/index.html`

/** True for the app's own page (`app://table/` or `app://table/index.html`, any query or hash). */
export function isAppPageUrl(url: string): boolean {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  return (
    parsed.protocol === `${APP_SCHEME}:` &&
    parsed.host === APP_HOST &&
    parsed.username === '' &&
    parsed.password === '' &&
    (parsed.pathname === '/' || parsed.pathname === '/index.html')
  )
}

export interface AppResponse {
  readonly status: number
  readonly headers: Readonly<Record<string, string>>
  readonly body: Uint8Array | null
}

/** The answer to one request on the app scheme; `root` is the realpath of the built renderer. */
export async function appProtocolResponse(
  root: string,
  url: string,
  method = 'GET',
  /** The page's policy (default: it connects nowhere); the app's widens it to the servers it was told of. */
  csp: string = DESKTOP_CSP,
): Promise<AppResponse> {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return plain(400)
  }
  if (parsed.protocol !== `${APP_SCHEME}:` || parsed.host !== APP_HOST) return plain(404)
  if (method !== 'GET' && method !== 'HEAD') return plain(405)
  const found = await lookupStatic(root, parsed.pathname)
  if (found.kind === 'bad') return plain(400)
  if (found.kind === 'missing') return plain(404)
  const isPage = found.path.toLowerCase().endsWith('.html')
  const headers: Record<string, string> = {
    'Content-Type': contentTypeFor(found.path),
    'X-Content-Type-Options': 'nosniff',
    ...(isPage ? { 'Content-Security-Policy': csp, 'Cache-Control': 'no-store' } : {}),
  }
  return { status: 200, headers, body: method === 'HEAD' ? null : await readFile(found.path) }
}

/** protocol.handle's handler: app:// requests answered as fetch Responses from `root`, pages with `csp()`. */
export function appSchemeHandler(root: string, csp: () => string = () => DESKTOP_CSP) {
  return async (request: { readonly url: string; readonly method: string }): Promise<Response> => {
    const answer = await appProtocolResponse(root, request.url, request.method, csp())
    const body = answer.body as ConstructorParameters<typeof Response>[0]
    return new Response(body, { status: answer.status, headers: answer.headers })
  }
}

function plain(status: number): AppResponse {
  return { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' }, body: null }
}
