/**
 * A scripted person at an online table: joins the room with their own invite through the real
 * Colyseus client, speaks the table protocol, keeps every message it is sent (for the audit), and
 * can play their seat to the end with a seeded choice among the legal moves.
 */
import { Client, type Room } from '@colyseus/sdk'
import type { HostUpdate, Reply, RequestChannel, TableLobby } from '../../electron/protocol'

/** 16 requests a second at most. */
const REQUEST_SPACING_MS = 60

export interface SeatClient {
  readonly room: Room
  /** Every message the server sent this person, as it arrived (replies and pushes alike). */
  readonly frames: unknown[]
  /** Sends a request and resolves with its reply. */
  request(channel: RequestChannel | string, payload: unknown): Promise<Reply<RequestChannel>>
  /** Sends any message as it is (a hostile client's). */
  sendRaw(message: unknown): void
  /** The newest picture of the match this person has. */
  latest(): HostUpdate | null
  /** Resolves with the first table:lobby push (from now on, or the newest so far) that `test` accepts. */
  lobby(test: (lobby: TableLobby) => boolean, timeoutMs?: number): Promise<TableLobby>
  /**
   * Follows the match from `seat` and plays it until it is over: `choose`'s move where it has one
   * (a scripted plan), else a legal move picked with `pick`.
   */
  playToTheEnd(
    matchId: string,
    seat: number,
    pick: (n: number) => number,
    timeoutMs?: number,
    choose?: (update: HostUpdate) => unknown,
  ): Promise<HostUpdate>
  leave(): Promise<void>
}

export function joinTable(
  url: string,
  tableId: string,
  token: string,
  /** Between two requests; 0 for a server told to take machine-speed clients. */
  spacingMs = REQUEST_SPACING_MS,
): Promise<SeatClient> {
  return enter(url, { tableId, token }, spacingMs)
}

/** A spectator page at the table, with the token of its stream link. */
export function watchTable(url: string, tableId: string, watchToken: string): Promise<SeatClient> {
  return enter(url, { tableId, watch: watchToken }, 0)
}

async function enter(
  url: string,
  options: { tableId: string; token?: string; watch?: string },
  spacingMs: number,
): Promise<SeatClient> {
  const room = await new Client(url).joinOrCreate('table', options)
  // The SDK reconnects by itself only after 5 s in the room; a test's drop comes sooner.
  room.reconnection.minUptime = 0
  const frames: unknown[] = []
  const waiting = new Map<number, (reply: Reply<RequestChannel>) => void>()
  let latest: HostUpdate | null = null
  let onUpdate: (() => void) | null = null
  let nextId = 1
  const noteUpdate = (update: HostUpdate) => {
    if (latest === null || update.version >= latest.version) latest = update
    onUpdate?.()
  }
  room.onMessage('reply', (message: { id: number; reply: Reply<RequestChannel> }) => {
    frames.push(message)
    waiting.get(message.id)?.(message.reply)
    waiting.delete(message.id)
  })
  let lastLobby: TableLobby | null = null
  const lobbyWaiters = new Set<(lobby: TableLobby) => void>()
  room.onMessage('push', (message: { push: string; payload: unknown }) => {
    frames.push(message)
    if (message.push === 'match:update') noteUpdate(message.payload as HostUpdate)
    if (message.push === 'table:lobby') {
      lastLobby = message.payload as TableLobby
      for (const waiter of [...lobbyWaiters]) waiter(lastLobby)
    }
  })

  // At most one request every REQUEST_SPACING_MS, as a quick person sends them: a server's flood
  // limit (20 a second by default) drops a connection that sends faster.
  let nextSendAt = 0
  const request = (channel: string, payload: unknown) =>
    new Promise<Reply<RequestChannel>>((resolve) => {
      const id = nextId++
      waiting.set(id, resolve)
      const wait = Math.max(0, nextSendAt - Date.now())
      nextSendAt = Date.now() + wait + spacingMs
      setTimeout(() => room.send('request', { id, channel, payload }), wait)
    })

  return {
    room,
    frames,
    request,
    sendRaw: (message) => room.send('request', message),
    latest: () => latest,
    lobby: (test, timeoutMs = 5000) =>
      new Promise<TableLobby>((resolve, reject) => {
        const timer = setTimeout(() => {
          lobbyWaiters.delete(check)
          reject(new Error(`no such lobby came; the last was ${JSON.stringify(lastLobby)}`))
        }, timeoutMs)
        const check = (lobby: TableLobby) => {
          if (!test(lobby)) return
          clearTimeout(timer)
          lobbyWaiters.delete(check)
          resolve(lobby)
        }
        lobbyWaiters.add(check)
        if (lastLobby !== null) check(lastLobby)
      }),
    playToTheEnd: async (matchId, seat, pick, timeoutMs = 60_000, choose) => {
      const first = await request('match:subscribe', { matchId, viewer: seat })
      if (!first.ok) throw new Error(`subscribe refused: ${first.error.message}`)
      noteUpdate(first.result as HostUpdate)
      return new Promise<HostUpdate>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`seat ${seat}: the match did not end`)), timeoutMs)
        let played = -1
        const step = () => {
          const now = latest
          if (now === null) return
          if (now.outcome !== null) {
            clearTimeout(timer)
            onUpdate = null
            resolve(now)
            return
          }
          if (!now.toAct.includes(seat) || now.legal.length === 0 || played === now.version) return
          played = now.version
          const action = choose?.(now) ?? now.legal[pick(now.legal.length)]
          void request('match:intent', { matchId, seat, action, version: now.version }).then((reply) => {
            const result = reply.ok ? (reply.result as { ok: boolean; code?: string }) : null
            // STALE: the same move already went through before a reconnection.
            if (result === null || (!result.ok && result.code !== 'STALE')) {
              clearTimeout(timer)
              reject(new Error(`seat ${seat}: a legal move was refused: ${JSON.stringify(reply)}`))
            }
          })
        }
        onUpdate = step
        // A move sent as the connection dropped may be lost: after a reconnection the seat may move again.
        room.onReconnect(() => {
          played = -1
          step()
        })
        step()
      })
    },
    // A connection the server already closed never answers a leave: wait for it at most a second.
    leave: () =>
      Promise.race([
        room.leave().then(() => undefined),
        new Promise<void>((resolve) => setTimeout(resolve, 1000)),
      ]),
  }
}

/** A small seeded generator (mulberry32): the same choices every run. */
export function seededPick(seed: number): (n: number) => number {
  let a = seed >>> 0
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n)
  }
}

/**
 * The person's network goes, as far as the server can tell: the socket closes without a goodbye
 * (a close code that is not Colyseus' "consented"), and their client does not come back by itself.
 * Node 22's own WebSocket (which the SDK uses there) has no terminate(); every WebSocket has this.
 */
export function dropConnection(client: SeatClient): void {
  client.room.reconnection.enabled = false
  const { transport } = client.room.connection as unknown as {
    transport: { ws: { close(code: number): void } }
  }
  transport.ws.close(3000)
}

/** The newest move this person was told the server took: the version of their last accepted intent. */
export function acknowledged(client: SeatClient): number {
  let version = 0
  for (const frame of client.frames) {
    const reply = (frame as { reply?: { ok: boolean; result?: { ok?: boolean; version?: number } } }).reply
    if (reply?.ok && reply.result?.ok === true && typeof reply.result.version === 'number') {
      version = Math.max(version, reply.result.version)
    }
  }
  return version
}
