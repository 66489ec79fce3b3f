/** Shared set-up for the table server tests: a fake built renderer, a server, and a socket client. */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach } from 'vitest'
import { WebSocket } from 'ws'
import type { PushChannel, Reply, RequestChannel, RequestResults } from '../../../electron/protocol'
import type { TableRuntime } from '../../../electron/service/tableRuntime'
import { startTableServer, type TableServer, type TableServerOptions } from '../../../electron/stream/server'
import { makeRuntime, tempDir } from '../service/helpers'

export const INDEX_HTML =
  '<!doctype html><html><head><title>Zombie Table</title></head><body>table</body></html>'
export const SECRET = 'the secret outside the renderer folder'

/** A folder like out/renderer, inside a parent that holds a file no request may reach. */
export async function fakeRenderer(): Promise<{ root: string; rendererDir: string }> {
  const root = await tempDir('zt-stream-')
  const rendererDir = join(root, 'renderer')
  await mkdir(join(rendererDir, 'assets'), { recursive: true })
  await writeFile(join(rendererDir, 'index.html'), INDEX_HTML)
  await writeFile(join(rendererDir, 'assets', 'index-abc123.js'), 'console.log("table")')
  await writeFile(join(rendererDir, 'assets', 'index-abc123.css'), 'body { margin: 0 }')
  await writeFile(join(rendererDir, 'assets', 'oswald.woff'), Buffer.from([0x77, 0x4f, 0x46, 0x46]))
  await writeFile(join(rendererDir, 'assets', 'card.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]))
  await writeFile(join(rendererDir, '.env'), 'TOKEN=hidden')
  await writeFile(join(root, 'secret.txt'), SECRET)
  return { root, rendererDir }
}

export interface TestTable {
  readonly server: TableServer
  readonly runtime: TableRuntime
  readonly root: string
  readonly rendererDir: string
  readonly token: string
  readonly spectatorToken: string
}

const servers: TableServer[] = []
const sockets: WebSocket[] = []

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.terminate()
  for (const server of servers.splice(0)) await server.close()
})

export async function startTestTable(options: Partial<TableServerOptions> = {}): Promise<TestTable> {
  const runtime = await makeRuntime()
  const { root, rendererDir } = await fakeRenderer()
  const server = await startTableServer({ service: runtime.service, rendererDir, port: 0, ...options })
  servers.push(server)
  const token = new URL(server.url).searchParams.get('token') ?? ''
  const spectatorToken = new URL(server.spectatorUrl).searchParams.get('token') ?? ''
  return { server, runtime, root, rendererDir, token, spectatorToken }
}

export interface RawResponse {
  readonly status: number
  readonly headers: IncomingHttpHeaders
  readonly body: string
}

/** A GET with the path sent exactly as given (fetch would normalise `..` away). */
export function rawGet(
  port: number,
  path: string,
  options: { readonly method?: string; readonly headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        )
      },
    )
    req.on('error', reject)
    req.end()
  })
}

/** Tries to open a socket; resolves with the HTTP status of a refusal, or 101 when it opened. */
export function upgradeStatus(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers })
    sockets.push(socket)
    socket.on('open', () => resolve(101))
    socket.on('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0)
      res.resume()
    })
    socket.on('error', (err) => reject(err))
  })
}

export interface PushMessage {
  readonly push: PushChannel
  readonly payload: unknown
}

/** A socket speaking the renderer's message format: requests by id, pushes collected. */
export interface TableSocket {
  readonly socket: WebSocket
  readonly pushes: PushMessage[]
  request<C extends RequestChannel>(channel: C, payload: unknown): Promise<Reply<C>>
  result<C extends RequestChannel>(channel: C, payload: unknown): Promise<RequestResults[C]>
  /** Sends raw text and waits for the next reply message. */
  sendRaw(data: string | Buffer): Promise<{ id: unknown; reply: Reply<RequestChannel> }>
  /** Resolves once `count` pushes on `channel` have arrived. */
  waitForPushes(channel: PushChannel, count: number): Promise<PushMessage[]>
  closed(): Promise<number>
}

export async function connect(table: TestTable, token: string): Promise<TableSocket> {
  const socket = new WebSocket(`ws://127.0.0.1:${table.server.port}/ws?token=${token}`, {
    headers: { Origin: `http://127.0.0.1:${table.server.port}` },
  })
  sockets.push(socket)
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  const pushes: PushMessage[] = []
  const waiting = new Map<unknown, (reply: Reply<RequestChannel>) => void>()
  const rawWaiters: ((message: { id: unknown; reply: Reply<RequestChannel> }) => void)[] = []
  const pushWaiters: (() => void)[] = []
  const closedWith = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)))
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as {
      id?: unknown
      reply?: Reply<RequestChannel>
      push?: PushChannel
      payload?: unknown
    }
    if (message.push !== undefined) {
      pushes.push({ push: message.push, payload: message.payload })
      for (const wake of pushWaiters.splice(0)) wake()
      return
    }
    if (message.reply === undefined) return
    const pending = waiting.get(message.id)
    if (pending) {
      waiting.delete(message.id)
      pending(message.reply)
    } else {
      rawWaiters.shift()?.({ id: message.id, reply: message.reply })
    }
  })
  let nextId = 1
  const request = <C extends RequestChannel>(channel: C, payload: unknown): Promise<Reply<C>> => {
    const id = nextId++
    return new Promise((resolve) => {
      waiting.set(id, resolve as (reply: Reply<RequestChannel>) => void)
      socket.send(JSON.stringify({ id, channel, payload }))
    })
  }
  return {
    socket,
    pushes,
    request,
    async result(channel, payload) {
      const reply = await request(channel, payload)
      if (!reply.ok) throw new Error(`${channel} was refused: ${reply.error.code} ${reply.error.message}`)
      return reply.result
    },
    sendRaw(data) {
      return new Promise((resolve) => {
        rawWaiters.push(resolve)
        socket.send(data)
      })
    },
    async waitForPushes(channel, count) {
      for (;;) {
        const matching = pushes.filter((p) => p.push === channel)
        if (matching.length >= count) return matching
        await new Promise<void>((resolve) => pushWaiters.push(resolve))
      }
    },
    closed: () => closedWith,
  }
}
