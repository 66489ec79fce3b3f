/**
 * A player's WebSocket to the served table, for tests and benches that drive a match the way the
 * player's page would (create, intents, settings) while a page in Chromium watches.
 */
import { WebSocket } from 'ws'

export interface PlayerSocket {
  /** Sends a request and returns its result; a refusal throws with the host's message. */
  ask<T = unknown>(channel: string, payload: unknown): Promise<T>
  close(): void
}

interface Reply {
  readonly ok: boolean
  readonly result?: unknown
  readonly error?: { readonly message: string }
}

/** Connects with the player token in `url` (the served table's play address). */
export async function connectPlayer(url: string): Promise<PlayerSocket> {
  const u = new URL(url)
  const socket = new WebSocket(`ws://${u.host}/ws?token=${u.searchParams.get('token') ?? ''}`, {
    origin: `http://${u.host}`,
  })
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
  let next = 1
  const waiting = new Map<number, (reply: Reply) => void>()
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as { id?: unknown; reply?: Reply }
    if (typeof message.id !== 'number' || message.reply === undefined) return
    waiting.get(message.id)?.(message.reply)
    waiting.delete(message.id)
  })
  return {
    ask: <T>(channel: string, payload: unknown) =>
      new Promise<T>((resolve, reject) => {
        const id = next++
        waiting.set(id, (reply) =>
          reply.ok
            ? resolve(reply.result as T)
            : reject(new Error(`${channel} was refused: ${reply.error?.message ?? ''}`)),
        )
        socket.send(JSON.stringify({ id, channel, payload }))
      }),
    close: () => socket.close(),
  }
}
