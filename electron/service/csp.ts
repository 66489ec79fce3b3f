/**
 * The renderer's Content-Security-Policy, also sent as a response header (by main.ts for the
 * window, by the table server for browsers). It must stay equal to the <meta> CSP in
 * renderer/index.html; a test compares them.
 */
export const RENDERER_CSP = [
  "default-src 'self'",
  // blob: lets drei Text's font worker (troika) load the worker modules it builds itself; nothing
  // outside this origin can create such a URL.
  "script-src 'self' blob:",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws://127.0.0.1:* ws://localhost:* data: blob:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ')

/** Only a header can forbid framing (a <meta> CSP ignores frame-ancestors). */
export const HEADER_CSP = `${RENDERER_CSP}; frame-ancestors 'none'`
