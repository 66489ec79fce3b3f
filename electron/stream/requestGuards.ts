/**
 * Who may talk to the table server: only pages it served itself. A Host header check stops DNS
 * rebinding; an Origin check on the WebSocket stops other web pages open in the same browser.
 */
export function allowedHosts(port: number): ReadonlySet<string> {
  return new Set([`127.0.0.1:${port}`, `localhost:${port}`])
}

export function allowedOrigins(port: number): ReadonlySet<string> {
  return new Set([...allowedHosts(port)].map((host) => `http://${host}`))
}

export function isAllowedHost(hostHeader: string | undefined, port: number): boolean {
  return hostHeader !== undefined && allowedHosts(port).has(hostHeader.toLowerCase())
}

/** No Origin header (a program, not a browser page) is allowed; a foreign one is not. */
export function isAllowedOrigin(origin: string | undefined, port: number): boolean {
  return origin === undefined || allowedOrigins(port).has(origin.toLowerCase())
}
