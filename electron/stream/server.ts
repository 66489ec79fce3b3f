/**
 * The served table: plain node:http on 127.0.0.1 serving the built renderer, plus a WebSocket at
 * /ws that carries the contract to the table service. The page and the socket need a token from
 * the URL: the player token plays, the spectator token only watches.
 */
import { realpath } from 'node:fs/promises'
import { createServer, STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type WebSocket } from 'ws'
import { MAX_IMPORT_CHARS } from '../protocol'
import type { ClientRole } from '../service/clientContext'
import { servedCsp } from '../service/csp'
import { isAllowedHost, isAllowedOrigin } from './requestGuards'
import { attachSocket, type SocketService } from './socketSession'
import { ASSET_HEADERS, lookupStatic, pageHeaders, sendFile } from '../service/staticFiles'
import { checkTokens, newToken, roleForToken, type TableTokens } from './tokens'

export const LOOPBACK = '127.0.0.1'
/** A watcher's requests are small: anything bigger closes the connection. */
export const MAX_MESSAGE_BYTES = 64 * 1024
/**
 * A player's requests are small too, but for a save file brought in (saves:import: up to
 * MAX_IMPORT_CHARS of text, which JSON escaping may double) and a save's thumbnail. Anything
 * bigger closes the connection.
 */
export const MAX_PLAYER_MESSAGE_BYTES = 2 * MAX_IMPORT_CHARS + 64 * 1024
/**
 * Each role has its own room, so that spectators (a stream's many browser sources, or someone
 * opening the watch link in a loop) can never crowd out the people playing.
 */
export const MAX_CONNECTIONS: Readonly<Record<ClientRole, number>> = { player: 16, spectator: 64 }

export interface TableServerOptions {
  readonly service: SocketService
  /** The built renderer (out/renderer): index.html and its assets. */
  readonly rendererDir: string
  /** Only the loopback address: the table is never reachable from another computer. */
  readonly host?: typeof LOOPBACK
  /** 0 picks any free port. */
  readonly port?: number
  /** Default: 32 random hex characters. */
  readonly token?: string
  readonly spectatorToken?: string
}

export interface TableServer {
  /** Opens the table as a player: `http://127.0.0.1:PORT/?token=…`. */
  readonly url: string
  /** Opens the table to watch only (the stream page): `http://127.0.0.1:PORT/?token=…&viewer=spectator`. */
  readonly spectatorUrl: string
  /** Whether the stream page's link works now. */
  readonly spectatorOpen: boolean
  /** Opens or shuts the stream page's link; shutting it drops every stream page. */
  setSpectatorOpen(open: boolean): void
  /** A new token for the stream page's link: pages on the old one are dropped. */
  setSpectatorToken(token: string): void
  readonly port: number
  /** The address actually listened on: always 127.0.0.1. */
  readonly address: string
  /** Stops listening and drops every connection. */
  close(): Promise<void>
}

export async function startTableServer(options: TableServerOptions): Promise<TableServer> {
  const host = options.host ?? LOOPBACK
  if (host !== LOOPBACK) throw new Error(`The table server listens on ${LOOPBACK} only.`)
  let tokens: TableTokens = {
    player: options.token ?? newToken(),
    spectator: options.spectatorToken ?? newToken(),
  }
  checkTokens(tokens)
  let spectatorOpen = true
  const roleOf = (token: string | null): ClientRole | null => {
    const role = roleForToken(tokens, token)
    return role === 'spectator' && !spectatorOpen ? null : role
  }
  const root = await realpath(options.rendererDir)
  let port = 0

  const server = createServer((req, res) => {
    void serveHttp(req, res, root, roleOf, port).catch(() => {
      if (!res.headersSent) sendStatus(res, 500)
      else res.destroy()
    })
  })
  const sockets: Record<ClientRole, WebSocketServer> = {
    player: new WebSocketServer({ noServer: true, maxPayload: MAX_PLAYER_MESSAGE_BYTES }),
    spectator: new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES }),
  }
  const connections: Record<ClientRole, Set<WebSocket>> = { player: new Set(), spectator: new Set() }

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy())
    const url = requestUrl(req)
    if (url === null || url.pathname !== '/ws') return refuseUpgrade(socket, 404)
    if (!isAllowedHost(req.headers.host, port) || !isAllowedOrigin(req.headers.origin, port)) {
      return refuseUpgrade(socket, 403)
    }
    const role = roleOf(url.searchParams.get('token'))
    if (role === null) return refuseUpgrade(socket, 401)
    const pool = connections[role]
    if (pool.size >= MAX_CONNECTIONS[role]) return refuseUpgrade(socket, 503)
    sockets[role].handleUpgrade(req, socket, head, (ws) => {
      pool.add(ws)
      ws.on('close', () => pool.delete(ws))
      attachSocket(ws, role, options.service)
    })
  })

  await listen(server, host, options.port ?? 0)
  const bound = server.address() as AddressInfo
  port = bound.port
  const base = `http://${host}:${port}/`

  let closing: Promise<void> | null = null
  const close = (): Promise<void> => {
    closing ??= new Promise<void>((resolve) => {
      for (const ws of [...connections.player, ...connections.spectator]) ws.terminate()
      sockets.player.close()
      sockets.spectator.close()
      server.close(() => resolve())
      server.closeAllConnections()
    })
    return closing
  }

  const dropSpectators = (): void => {
    for (const ws of connections.spectator) ws.terminate()
  }
  return {
    url: `${base}?token=${tokens.player}`,
    get spectatorUrl() {
      return `${base}?token=${tokens.spectator}&viewer=spectator`
    },
    get spectatorOpen() {
      return spectatorOpen
    },
    setSpectatorOpen(open) {
      spectatorOpen = open
      if (!open) dropSpectators()
    },
    setSpectatorToken(token) {
      const next = { ...tokens, spectator: token }
      checkTokens(next)
      tokens = next
      dropSpectators()
    },
    port,
    address: bound.address,
    close,
  }
}

async function serveHttp(
  req: IncomingMessage,
  res: ServerResponse,
  root: string,
  roleOf: (token: string | null) => ClientRole | null,
  port: number,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD')
    return sendStatus(res, 405)
  }
  if (!isAllowedHost(req.headers.host, port)) return sendStatus(res, 403)
  const url = requestUrl(req)
  if (url === null) return sendStatus(res, 400)
  const found = await lookupStatic(root, url.pathname)
  if (found.kind === 'bad') return sendStatus(res, 400)
  if (found.kind === 'missing') return sendStatus(res, 404)
  const isPage = found.path.toLowerCase().endsWith('.html')
  // Assets load without the query string; the page itself (which starts the table) needs a token.
  if (isPage && roleOf(url.searchParams.get('token')) === null) return sendStatus(res, 403)
  sendFile(res, found, req.method === 'HEAD', isPage ? pageHeaders(servedCsp(port)) : ASSET_HEADERS)
}

function requestUrl(req: IncomingMessage): URL | null {
  try {
    return new URL(req.url ?? '/', `http://${LOOPBACK}`)
  } catch {
    return null
  }
}

function sendStatus(res: ServerResponse, status: number): void {
  const text = `${status} ${STATUS_CODES[status] ?? ''}\n`
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
    'X-Content-Type-Options': 'nosniff',
  })
  res.end(text)
}

function refuseUpgrade(socket: Duplex, status: number): void {
  socket.once('finish', () => socket.destroy())
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
  )
}

function listen(server: ReturnType<typeof createServer>, host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (err: Error): void => reject(err)
    server.once('error', onError)
    server.listen({ host, port, exclusive: true }, () => {
      server.off('error', onError)
      resolve()
    })
  })
}
