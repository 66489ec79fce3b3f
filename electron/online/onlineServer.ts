/**
 * A Colyseus server for online tables, on one process's MatchHost: the "table" room (tableRoom.ts)
 * over Colyseus' WebSocket transport. Tables are opened here, server side, and each person joins
 * the room with their own seat token.
 */
import type { AddressInfo } from 'node:net'
import type { Server as HttpServer } from 'node:http'
import { Server, matchMaker } from '@colyseus/core'
import { WebSocketTransport } from '@colyseus/ws-transport'
import { WebSocket } from 'ws'
import type { MatchHost } from '../host/matchHost'
import type { CreateMatchRequest } from '../host/types'
import { OnlineTables, type OnlineTable } from './onlineTables'
import { tableRoomFor } from './tableRoom'

/** No request of the protocol comes near this; a bigger message closes its connection. */
export const MAX_MESSAGE_BYTES = 64 * 1024

export const TABLE_ROOM = 'table'

export interface OnlineServerOptions {
  readonly host: MatchHost
  /** 0: any free port. */
  readonly port: number
  /** Default 127.0.0.1: this computer only. */
  readonly hostname?: string
  /** Per person (tableRoom.ts MAX_REQUESTS_PER_SECOND by default). */
  readonly maxRequestsPerSecond?: number
}

export interface OnlineServer {
  /** Where clients connect, e.g. http://127.0.0.1:2567. */
  readonly url: string
  /** Opens a table: the match starts, and each person's invite is made. */
  openTable(request: CreateMatchRequest): Promise<OnlineTable & { readonly roomId: string }>
  close(): Promise<void>
}

export async function startOnlineServer(options: OnlineServerOptions): Promise<OnlineServer> {
  giveNode20AWebSocket()
  const tables = new OnlineTables(options.host)
  const transport = new WebSocketTransport({ maxPayload: MAX_MESSAGE_BYTES })
  const server = new Server({ transport, greet: false, gracefullyShutdown: false })
  server.define(
    TABLE_ROOM,
    tableRoomFor({
      tables,
      host: options.host,
      ...(options.maxRequestsPerSecond === undefined
        ? {}
        : { maxRequestsPerSecond: options.maxRequestsPerSecond }),
    }),
  )
  const hostname = options.hostname ?? '127.0.0.1'
  await server.listen(options.port, hostname)
  const address = (transport as unknown as { server: HttpServer }).server.address() as AddressInfo
  return {
    url: `http://${hostname}:${address.port}`,
    openTable: async (request) => {
      const table = tables.open(request)
      const room = await matchMaker.createRoom(TABLE_ROOM, { tableId: table.tableId })
      return { ...table, roomId: room.roomId }
    },
    close: () => server.gracefullyShutdown(false),
  }
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
