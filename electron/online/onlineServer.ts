/**
 * A Colyseus server for online tables, on one process's MatchHost: the "table" room (tableRoom.ts)
 * over Colyseus' WebSocket transport, found by its table id, and three HTTP endpoints beside
 * Colyseus' own: GET /health, GET /metrics and POST /tables (a new table and its invites). With a
 * table store, the tables outlive the process: a restarted server loads each one's match and
 * opens its room again, and each person gets back in with the same invite. With Redis, several
 * processes behind one address share matchmaking: a table lives in one process, and any process
 * finds it.
 */
import { createServer as createNetServer, type AddressInfo } from 'node:net'
import type { IncomingMessage, Server as HttpServer } from 'node:http'
import { Server, createEndpoint, createRouter, matchMaker } from '@colyseus/core'
import { RedisDriver } from '@colyseus/redis-driver'
import { RedisPresence } from '@colyseus/redis-presence'
import { WebSocketTransport } from '@colyseus/ws-transport'
import { WebSocket } from 'ws'
import { bots as defaultBots, games as defaultGames } from '../../engine'
import type { MatchHost } from '../host/matchHost'
import type { CreateMatchRequest } from '../host/types'
import type { WinChances } from '../host/winChances'
import { z } from 'zod'
import { inviteLink, parseRequest, streamLink, tableOptionsSchema } from '../protocol'
import { DEFAULT_APP_NAME } from '../saves/defaultDir'
import { gameCatalog } from '../service/gameCatalog'
import type { StreamClock } from '../service/tableOptions'
import { originPolicy, requestHost } from './originPolicy'
import { codeHandler } from './codeRoute'
import { GuessLimit } from './guessLimit'
import { pageHandler, type PageHandler } from './pageRoutes'
import type { ServerAppInfo } from './seatSession'
import { OnlineTables, type OnlineTable, type OpenTableOptions, type StartedTable } from './onlineTables'
import { tableRoomFor } from './tableRoom'
import type { TableKeeper } from './tableStore'

/** No request of the protocol comes near this; a bigger message closes its connection. */
export const MAX_MESSAGE_BYTES = 64 * 1024

/** Open tables a server holds at most; POST /tables says so past it. */
export const MAX_TABLES = 1000

export const TABLE_ROOM = 'table'

export interface OnlineServerOptions {
  readonly host: MatchHost
  /** 0: any free port. */
  readonly port: number
  /** Default 127.0.0.1: this computer only. */
  readonly hostname?: string
  /** Per person (tableRoom.ts MAX_REQUESTS_PER_SECOND by default). */
  readonly maxRequestsPerSecond?: number
  /** Where the tables are kept between runs (a data folder, or Redis); without it they end with the process. */
  readonly store?: TableKeeper
  /** Opens a kept table's match on the host again (from its autosave): false when it cannot be. */
  readonly resumeMatch?: (matchId: string) => Promise<boolean>
  readonly log?: (message: string, err?: unknown) => void
  /**
   * Several server processes share matchmaking and presence through this Redis (redis://host:port):
   * a table is created through any of them and found through any other. Left out: this process alone.
   */
  readonly redisUrl?: string
  /** host:port where clients reach this process, when it sits among others (with redisUrl). */
  readonly publicAddress?: string
  /** The built renderer (out/renderer): served at / for invite links opened in a browser. */
  readonly rendererDir?: string
  /**
   * Web pages elsewhere that may use this server (origins, e.g. https://zombies.example.org); its
   * own pages and the desktop app always may.
   */
  readonly allowedOrigins?: readonly string[]
  /** The address people reach this server at, for invite links (default: the address a request came to). */
  readonly publicUrl?: string
  /** What app:info says to every seat (default: this app's games and bot levels). */
  readonly app?: ServerAppInfo
  /** The caster delay's clock for the tables' stream links (default: Date.now and the global timers). */
  readonly streamClock?: StreamClock
  /** Estimates the win chances the tables' stream links show; without it, they show none. */
  readonly chances?: Pick<WinChances, 'estimate'>
}

/** POST /tables' answer: the table, each person's invite with its link, and the table's stream link. */
export interface OpenedTable extends OnlineTable {
  readonly invites: readonly (OnlineTable['invites'][number] & { readonly link: string })[]
  readonly streamLink: string
}

export interface OnlineServer {
  /** Where clients connect, e.g. http://127.0.0.1:2567. */
  readonly url: string
  /** Opens a table: the match starts, and each person's invite is made. */
  openTable(request: CreateMatchRequest): Promise<StartedTable>
  /** Opens a table as `options` say: one with a lobby has no match until its host starts it. */
  openTable(request: CreateMatchRequest, options: OpenTableOptions): Promise<OnlineTable>
  /** How many tables are open. */
  readonly tableCount: () => number
  /** Ends every table: their matches are closed on the host (each autosaved first), and the store forgets them. */
  endTables(): Promise<void>
  close(): Promise<void>
}

export async function startOnlineServer(options: OnlineServerOptions): Promise<OnlineServer> {
  giveNode20AWebSocket()
  const hostname = options.hostname ?? '127.0.0.1'
  // Colyseus' listen never settles on a port in use (it only logs the error): asked first, it throws.
  if (options.port !== 0) await portIsFree(options.port, hostname)
  const log = options.log ?? ((message: string, err?: unknown) => console.error(message, err ?? ''))
  const tables = new OnlineTables(options.host, options.store ?? null)
  const allowed = originPolicy(options.allowedOrigins)
  const transport = new WebSocketTransport({
    maxPayload: MAX_MESSAGE_BYTES,
    verifyClient: ({ origin, req }: { origin: string; req: IncomingMessage }) =>
      allowed(origin, requestHost(req.headers)),
  })
  // Colyseus' own routes (matchmaking) answer other pages' browsers only where the list allows.
  matchMaker.controller.getCorsHeaders = (headers: Headers) => {
    const origin = headers.get('origin') ?? undefined
    const host = requestHost(headers)
    return {
      'Access-Control-Allow-Origin':
        origin !== undefined && allowed(origin, host) ? origin : `http://${host}`,
    }
  }
  const pages = options.rendererDir === undefined ? null : await pageHandler(options.rendererDir)
  const guesses = new GuessLimit()
  const codes = codeHandler(tables, guesses)
  const server = new Server({
    transport,
    // The page for invite links (and its scripts) and the codes' lookup, beside Colyseus' routes.
    express: (app: { use(handler: PageHandler): void }) => {
      app.use(codes)
      if (pages !== null) app.use(pages)
    },
    greet: false,
    gracefullyShutdown: false,
    ...(options.redisUrl === undefined
      ? {}
      : { presence: new RedisPresence(options.redisUrl), driver: new RedisDriver(options.redisUrl) }),
    ...(options.publicAddress === undefined ? {} : { publicAddress: options.publicAddress }),
    // A table's room opens where its match is: this process (Colyseus would pick the least busy one).
    selectProcessIdToCreateRoom: () => Promise.resolve(matchMaker.processId),
  })
  server
    .define(
      TABLE_ROOM,
      tableRoomFor({
        tables,
        guesses,
        host: options.host,
        adopt: (tableId) =>
          tables.adopt(tableId, (matchId) => options.resumeMatch?.(matchId) ?? Promise.resolve(false)),
        app: options.app ?? {
          name: DEFAULT_APP_NAME,
          version: '0.0.0',
          games: gameCatalog(defaultGames, defaultBots),
        },
        ...(options.streamClock === undefined ? {} : { streamClock: options.streamClock }),
        ...(options.chances === undefined ? {} : { chances: options.chances }),
        ...(options.maxRequestsPerSecond === undefined
          ? {}
          : { maxRequestsPerSecond: options.maxRequestsPerSecond }),
      }),
    )
    .filterBy(['tableId'])

  const openTable = async (request: CreateMatchRequest, how: OpenTableOptions = {}): Promise<OnlineTable> => {
    const table = await tables.open(request, how)
    await matchMaker.createRoom(TABLE_ROOM, { tableId: table.tableId })
    return table
  }
  server.router = createRouter({
    health: createEndpoint('/health', { method: 'GET' }, () => Promise.resolve({ ok: true })),
    metrics: createEndpoint('/metrics', { method: 'GET' }, () =>
      Promise.resolve({
        tables: tables.size,
        rssBytes: process.memoryUsage().rss,
        uptimeSeconds: Math.round(process.uptime()),
      }),
    ),
    openTable: createEndpoint('/tables', { method: 'POST' }, async (ctx) => {
      const host = requestHost(ctx.headers ?? new Headers())
      if (!allowed(ctx.headers?.get('origin') ?? undefined, host)) {
        return answer(403, { error: 'Pages from that address may not open tables on this server.' })
      }
      const { lobby, hostSeat, awayLimitSeconds, streamDelaySeconds, ...match } = (
        typeof ctx.body === 'object' && ctx.body !== null ? ctx.body : {}
      ) as Record<string, unknown>
      const parsed = parseRequest('match:create', match)
      if (!parsed.ok) return answer(400, { error: parsed.error.message })
      const how = tableOptionsSchema.safeParse({ lobby, hostSeat, awayLimitSeconds, streamDelaySeconds })
      if (!how.success) return answer(400, { error: `Bad table options: ${z.prettifyError(how.error)}` })
      const request = parsed.value
      if (tables.size >= MAX_TABLES) {
        return answer(503, { error: 'This server has as many tables as it can hold; try again later.' })
      }
      try {
        const table = await openTable(request, how.data)
        const base = options.publicUrl ?? `${ctx.headers?.get('x-forwarded-proto') ?? 'http'}://${host}`
        const opened: OpenedTable = {
          ...table,
          invites: table.invites.map((invite) => ({
            ...invite,
            link: inviteLink(base, table.tableId, invite.token),
          })),
          streamLink: streamLink(base, table.tableId, table.watchToken),
        }
        return answer(200, opened)
      } catch (err) {
        return answer(400, { error: err instanceof Error ? err.message : 'That table cannot be opened.' })
      }
    }),
  })

  await server.listen(options.port, hostname)
  for (const stored of (await options.store?.resumable()) ?? []) {
    // A table still in its lobby has no match to load yet.
    if (stored.matchId !== null && !(await options.resumeMatch?.(stored.matchId))) {
      log(`Zombie Table: the online table ${stored.tableId} could not be resumed (its match is gone).`)
      continue
    }
    tables.restore(stored)
    await matchMaker.createRoom(TABLE_ROOM, { tableId: stored.tableId })
  }
  const address = (transport as unknown as { server: HttpServer }).server.address() as AddressInfo
  return {
    // Every address: this computer reaches it at its loopback one.
    url: `http://${hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname}:${address.port}`,
    endTables: async () => {
      for (const tableId of tables.ids()) await tables.close(tableId)
    },
    openTable: openTable as OnlineServer['openTable'],
    tableCount: () => tables.size,
    close: () => server.gracefullyShutdown(false),
  }
}

/** Resolves when `port` can be listened on at `hostname`; rejects with the listen error (EADDRINUSE) when not. */
function portIsFree(port: number, hostname: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer()
    probe.once('error', reject)
    probe.listen(port, hostname, () => probe.close(() => resolve()))
  })
}

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

/**
 * Colyseus reads the global WebSocket's ready states when a dropped client comes back (core's
 * Room.mjs, `WebSocket.OPEN`), which Node has only from 22. On Node 20 (this repository's
 * tests, `npm run server` on an older Node) the ws package's class, the one its transport uses,
 * stands in; where Node has its own, it is left alone.
 */
function giveNode20AWebSocket(): void {
  const global = globalThis as { WebSocket?: unknown }
  if (global.WebSocket === undefined) global.WebSocket = WebSocket
}
