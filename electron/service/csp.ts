/**
 * The renderer's Content-Security-Policy. RENDERER_CSP must stay equal to the <meta> CSP in
 * renderer/index.html (a test compares them); it allows what both homes of the page need. Each
 * home narrows it with a header (a page obeys every policy it is given): the desktop window talks
 * to nothing but its own files, the served page only to its own WebSocket.
 */
const DIRECTIVES: readonly (readonly [string, string])[] = [
  ['default-src', "'self'"],
  // blob: lets drei Text's font worker (troika) load the worker modules it builds itself; nothing
  // outside this origin can create such a URL.
  ['script-src', "'self' blob:"],
  ['style-src', "'self' 'unsafe-inline'"],
  ['img-src', "'self' data: blob:"],
  ['font-src', "'self' data:"],
  // Any server: the page may be joined to an online table anywhere. Each home narrows it (below).
  ['connect-src', "'self' http: https: ws: wss: data: blob:"],
  ['worker-src', "'self' blob:"],
  ['object-src', "'none'"],
  ['base-uri', "'none'"],
  ['form-action', "'none'"],
]

function policy(overrides: Readonly<Record<string, string>> = {}): string {
  return DIRECTIVES.map(([name, value]) => `${name} ${overrides[name] ?? value}`).join('; ')
}

export const RENDERER_CSP = policy()

// Only a header can forbid framing (a <meta> CSP ignores frame-ancestors): both headers do.

/**
 * The desktop window (app://): it reaches the host over IPC, so it may connect nowhere, but to the
 * online table servers it was told to use (Settings, or an invite the person opened).
 */
export function desktopCsp(servers: readonly string[] = []): string {
  const reach = servers.flatMap((server) => {
    const url = new URL(server)
    const socket = `${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`
    return [url.origin, socket]
  })
  return `${policy({ 'connect-src': ["'self'", ...reach, 'data:', 'blob:'].join(' ') })}; frame-ancestors 'none'`
}

export const DESKTOP_CSP = desktopCsp()

/**
 * A page an online table server serves: its own origin only ('self' covers its ws: and wss:, as
 * CSP Level 3 says and Chromium does).
 */
export const ONLINE_CSP = `${policy({ 'connect-src': "'self' data: blob:" })}; frame-ancestors 'none'`

/** The served page: its own origin and its own WebSocket on this port, nothing else. */
export function servedCsp(port: number): string {
  const socket = `ws://127.0.0.1:${port} ws://localhost:${port}`
  return `${policy({ 'connect-src': `'self' ${socket} data: blob:` })}; frame-ancestors 'none'`
}
