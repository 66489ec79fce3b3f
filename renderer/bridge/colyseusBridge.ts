/**
 * The online table's transport: one seat at a table on a Zombie Table server (Colyseus). The same
 * requests and pushes as the served table, carried as room messages: a request
 * {id, channel, payload} is sent as "request" and answered by a "reply" {id, reply}; a push
 * arrives as "push" {push, payload}. A dropped connection is brought back by Colyseus' SDK (with
 * backoff); when the room itself is gone (the server was restarted), the seat is joined again with
 * the same invite. Requests in flight when the connection drops fail at once, and every request
 * gives up after a timeout, so nothing waits forever.
 */
import type { Room } from '@colyseus/sdk'
import type * as Wire from '../../electron/protocol/index'
import type { InviteTarget } from '../../electron/protocol/online'
import { CONNECTION_LOST, REQUEST_TIMEOUT_MS, unreachable, type TableBridge } from './bridge'
import { backoff, ConnectionState, PendingReplies, PushListeners } from './bridgeParts'

/** Where a person's invite points: the server, the table, and their own seat token. */
export type OnlineSeat = InviteTarget

export interface ColyseusBridgeOptions {
  readonly timeoutMs?: number
  /** Waits before each new join after the room was lost; the last one repeats. */
  readonly rejoinDelaysMs?: readonly number[]
}

export const REJOIN_DELAYS_MS: readonly number[] = [250, 500, 1000, 2000, 4000]

/** The room's name on the server (electron/online/onlineServer.ts TABLE_ROOM). */
const TABLE_ROOM = 'table'

export function createColyseusBridge(seat: OnlineSeat, options: ColyseusBridgeOptions = {}): TableBridge {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS
  const delays = options.rejoinDelaysMs ?? REJOIN_DELAYS_MS
  const replies = new PendingReplies(timeoutMs)
  const pushes = new PushListeners()
  const connection = new ConnectionState()
  let room: Room | null = null
  /** Why the last join was refused (a wrong invite, a taken seat), for the requests that wait. */
  let refusal: string | null = null

  const lost = (): void => {
    replies.failAll(CONNECTION_LOST)
    connection.lost()
  }

  let closed = false

  const join = (): void => {
    if (closed) return
    // Loaded only when a seat is joined: most pages never need Colyseus' client (about 450 KB).
    // joinOrCreate: where the table's process has gone (servers on Redis), the process this
    // reaches takes the table over from the store and opens it again.
    import('@colyseus/sdk')
      .then(({ Client }) =>
        new Client(seat.server).joinOrCreate(TABLE_ROOM, {
          tableId: seat.tableId,
          // A stream link's token lets the page watch; a seat's lets it play that seat.
          ...(seat.watch ? { watch: seat.token } : { token: seat.token }),
        }),
      )
      .then(
        (joined) => {
          if (closed) {
            void joined.leave(true)
            return
          }
          refusal = null
          tries = 0
          room = joined
          // The SDK brings a dropped connection back (its seat waits on the server) however soon
          // after joining it drops; a new join would find the seat still held.
          joined.reconnection.minUptime = 0
          joined.onMessage('reply', (message: { id?: unknown; reply?: Wire.Reply<Wire.RequestChannel> }) => {
            if (message.reply !== undefined) replies.answer(message.id, message.reply)
          })
          joined.onMessage('push', (message: { push?: unknown; payload?: unknown }) => {
            if (typeof message.push === 'string') pushes.emit(message.push, message.payload)
          })
          joined.onDrop(() => lost())
          joined.onReconnect(() => connection.set({ state: 'open' }))
          joined.onLeave(() => {
            if (room !== joined || closed) return
            room = null
            lost()
            rejoinLater()
          })
          connection.set({ state: 'open' })
        },
        (err: unknown) => {
          refusal = err instanceof Error && err.message !== '' ? err.message : null
          if (connection.status.state === 'open') lost()
          rejoinLater()
        },
      )
  }

  let tries = 0
  const rejoinLater = (): void => {
    const delay = backoff(delays, tries)
    tries++
    setTimeout(join, delay)
  }

  join()

  return {
    transport: 'colyseus',
    async request<C extends Wire.RequestChannel>(
      channel: C,
      payload: Wire.RequestPayload<C>,
    ): Promise<Wire.Reply<C>> {
      if (connection.status.state === 'reconnecting') return unreachable(CONNECTION_LOST)
      if (room === null && !(await connection.waitOpen(timeoutMs))) {
        return unreachable(refusal ?? 'Cannot reach the table server.')
      }
      const current = room
      if (current === null) return unreachable(CONNECTION_LOST)
      return replies.ask<C>((id) => current.send('request', { id, channel, payload }))
    },
    on: (channel, listener) => pushes.on(channel, listener),
    ...connection.members(),
    close() {
      closed = true
      replies.failAll(CONNECTION_LOST)
      const current = room
      room = null
      if (current !== null) void current.leave(true)
    },
  }
}
