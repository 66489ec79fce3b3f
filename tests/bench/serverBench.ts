/**
 * `npm run bench:server -- --tables N --seconds S`: N online tables of scripted people (one client
 * per seat, Selfish with three people, each moving at most once a second when it is their turn)
 * against one `npm run server` process on this machine, the load generator included. A finished
 * match is replaced by a new table, so N stay open. Reports the time from a move sent to the
 * update that shows it (p50 / p95 / p99), the server's memory per table and its CPU per move.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { Client, type Room } from '@colyseus/sdk'
import type { HostUpdate } from '../../electron/protocol'
import { freePort, postTable, startServer } from '../online/serverProcess'

const { values } = parseArgs({
  options: { tables: { type: 'string', default: '50' }, seconds: { type: 'string', default: '30' } },
})
const TABLES = Number(values.tables)
const SECONDS = Number(values.seconds)
const MOVE_EVERY_MS = 1000

const dataDir = await mkdtemp(join(tmpdir(), 'zt-bench-server-'))
const { url, child } = await startServer(dataDir, await freePort())
// The server goes with the bench, however the bench ends.
process.on('exit', () => child.kill('SIGKILL'))
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => process.exit(130))
}

const serverCpuSeconds = async (): Promise<number> => {
  const fields = (await readFile(`/proc/${child.pid}/stat`, 'utf8')).split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}
const metrics = async (): Promise<{ tables: number; rssBytes: number }> =>
  (await (await fetch(`${url}/metrics`)).json()) as { tables: number; rssBytes: number }

const latencies: number[] = []
let moves = 0
let running = true

/** One person: follows their seat and moves when it is their turn, at most once a second. */
async function person(
  tableId: string,
  matchId: string,
  seat: number,
  token: string,
  done: () => void,
): Promise<void> {
  const room: Room = await new Client(url).joinOrCreate('table', { tableId, token })
  room.reconnection.enabled = false // The server is killed at the end: nobody comes back.
  let latest: HostUpdate | null = null
  let sentAt: { version: number; at: number } | null = null
  let lastMove = 0
  let id = 1
  const step = (): void => {
    const now = latest
    if (!running || now === null) return
    if (now.outcome !== null) {
      void room.leave()
      done()
      return
    }
    if (!now.toAct.includes(seat) || now.legal.length === 0 || sentAt?.version === now.version) return
    const wait = Math.max(0, lastMove + MOVE_EVERY_MS - Date.now())
    const version = now.version
    sentAt = { version, at: Number.NaN }
    setTimeout(() => {
      if (!running || latest?.version !== version) return
      lastMove = Date.now()
      sentAt = { version, at: performance.now() }
      const action = now.legal[Math.floor(Math.random() * now.legal.length)]
      room.send('request', { id: id++, channel: 'match:intent', payload: { matchId, seat, action, version } })
    }, wait)
  }
  const see = (update: HostUpdate): void => {
    if (latest !== null && update.version < latest.version) return
    if (sentAt !== null && update.version > sentAt.version && !Number.isNaN(sentAt.at)) {
      latencies.push(performance.now() - sentAt.at)
      moves++
      sentAt = null
    }
    latest = update
    step()
  }
  room.onMessage('push', (m: { push: string; payload: HostUpdate }) => {
    if (m.push === 'match:update') see(m.payload)
  })
  room.onMessage('reply', (m: { reply: { ok: boolean; result?: unknown } }) => {
    const result = m.reply.result as HostUpdate | undefined
    if (m.reply.ok && result !== undefined && 'view' in (result as object)) see(result)
  })
  room.send('request', { id: id++, channel: 'match:subscribe', payload: { matchId, viewer: seat } })
}

async function openTable(): Promise<void> {
  const { table } = await postTable(url, {
    game: 'selfish',
    seats: ['Ann', 'Bob', 'Cy'].map((name) => ({ name, kind: 'human' })),
  })
  let left = table.invites.length
  const done = (): void => {
    // The server may be gone by then (the bench is ending): a failed replacement is no news.
    if (--left === 0 && running) openTable().catch(() => undefined)
  }
  await Promise.all(table.invites.map((i) => person(table.tableId, table.matchId, i.seat, i.token, done)))
}

const before = await metrics()
// Opened 25 at a time: one after another, the first tables' moves slow the opening of the rest.
for (let i = 0; i < TABLES; i += 25) {
  await Promise.all(Array.from({ length: Math.min(25, TABLES - i) }, () => openTable()))
}
const opened = await metrics()
const cpu0 = await serverCpuSeconds()
const moves0 = moves
latencies.length = 0
await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000))
running = false
const cpu1 = await serverCpuSeconds()
const after = await metrics()
const sorted = [...latencies].sort((a, b) => a - b)
const at = (q: number): string =>
  (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN).toFixed(1)
console.log(
  `bench:server: ${TABLES} tables (Selfish, 3 people each, a move a second at most), ${SECONDS} s measured`,
)
console.log(`  moves: ${moves - moves0} (${((moves - moves0) / SECONDS).toFixed(1)} a second)`)
console.log(`  move sent -> update seen: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms`)
console.log(
  `  server memory: ${(before.rssBytes / 2 ** 20).toFixed(1)} MB empty, ${(opened.rssBytes / 2 ** 20).toFixed(1)} MB with ${opened.tables} tables (${((opened.rssBytes - before.rssBytes) / 1024 / Math.max(1, opened.tables)).toFixed(0)} KB a table), ${(after.rssBytes / 2 ** 20).toFixed(1)} MB at the end`,
)
console.log(
  `  server CPU: ${(((cpu1 - cpu0) * 1000) / Math.max(1, moves - moves0)).toFixed(2)} ms a move (${(((cpu1 - cpu0) / SECONDS) * 100).toFixed(0)}% of a core)`,
)
child.kill('SIGKILL')
await rm(dataDir, { recursive: true, force: true })
process.exit(0)
