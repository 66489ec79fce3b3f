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
  ['connect-src', "'self' ws://127.0.0.1:* ws://localhost:* data: blob:"],
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

/** The desktop window (app://): it reaches the host over IPC, so it may connect nowhere. */
export const DESKTOP_CSP = `${policy({ 'connect-src': "'self' data: blob:" })}; frame-ancestors 'none'`

/** The served page: its own origin and its own WebSocket on this port, nothing else. */
export function servedCsp(port: number): string {
  const socket = `ws://127.0.0.1:${port} ws://localhost:${port}`
  return `${policy({ 'connect-src': `'self' ${socket} data: blob:` })}; frame-ancestors 'none'`
}
