/** Shared set-up for the service tests: a table runtime on a temp folder, and recording clients. */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect } from 'vitest'
import type {
  PushChannel,
  PushPayloads,
  Reply,
  RequestChannel,
  RequestError,
  RequestResults,
} from '../../../electron/protocol'
import type { HostUpdate, SeatConfig } from '../../../electron/host'
import type { ClientContext, ClientRole } from '../../../electron/service/clientContext'
import {
  createTableRuntime,
  type TableRuntime,
  type TableRuntimeOptions,
} from '../../../electron/service/tableRuntime'
import type { TableService } from '../../../electron/service/tableService'

export const APP = { name: 'Zombie Table', version: '0.1.0-test' }

export interface RecordedPush {
  readonly channel: PushChannel
  readonly payload: unknown
}

export interface RecordingClient extends ClientContext {
  readonly pushes: RecordedPush[]
  /** The match:update pushes received so far. */
  updates(): HostUpdate[]
  pushed<P extends PushChannel>(channel: P): PushPayloads[P][]
}

export function recordingClient(
  role: ClientRole = 'player',
  transport: 'ipc' | 'websocket' = 'ipc',
): RecordingClient {
  const pushes: RecordedPush[] = []
  const pushed = <P extends PushChannel>(channel: P): PushPayloads[P][] =>
    pushes.filter((p) => p.channel === channel).map((p) => p.payload as PushPayloads[P])
  return {
    role,
    transport,
    pushes,
    push: (channel, payload) => {
      pushes.push({ channel, payload })
    },
    updates: () => pushed('match:update'),
    pushed,
  }
}

const cleanups: (() => Promise<void>)[] = []

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** A fresh temp folder, removed after the test. */
export async function tempDir(prefix = 'zt-service-'): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix))
  cleanups.push(() => rm(dir, { recursive: true, force: true }))
  return dir
}

/**
 * A runtime whose bots move at once. Shut down after the test unless `shutdown: false`
 * (to leave the session marker behind, as a crash would).
 */
export async function makeRuntime(
  options: Partial<TableRuntimeOptions> & { readonly shutdown?: boolean } = {},
): Promise<TableRuntime> {
  const dataDir = options.dataDir ?? (await tempDir())
  // Bots move at once unless the test passes botDelayMs (undefined: use the saved setting).
  const delay = 'botDelayMs' in options ? {} : { botDelayMs: 0 }
  const runtime = await createTableRuntime({ app: APP, ...delay, ...options, dataDir })
  cleanups.push(async () => {
    if (options.shutdown === false) await runtime.service.closeAll()
    else await runtime.shutdown()
  })
  return runtime
}

/** Sends a request and returns the result, failing the test if the reply is a refusal. */
export async function ok<C extends RequestChannel>(
  service: TableService,
  channel: C,
  payload: unknown,
  client: ClientContext,
): Promise<RequestResults[C]> {
  const reply: Reply<C> = await service.handle(channel, payload, client)
  if (!reply.ok) throw new Error(`${channel} was refused: ${reply.error.code} ${reply.error.message}`)
  return reply.result
}

/** Sends a request and returns its error, failing the test if it was answered. */
export async function refused<C extends RequestChannel>(
  service: TableService,
  channel: C,
  payload: unknown,
  client: ClientContext,
): Promise<RequestError> {
  const reply = await service.handle(channel, payload, client)
  expect(reply.ok, `${channel} should have been refused`).toBe(false)
  if (reply.ok) throw new Error('unreachable')
  return reply.error
}

export const SELFISH_SEATS: readonly SeatConfig[] = [
  { name: 'Ann', kind: 'human' },
  { name: 'Bob', kind: 'bot', bot: 'random' },
  { name: 'Cy', kind: 'bot', bot: 'heuristic' },
]

/** Creates a Selfish match (Ann human, two bots) and waits until the bots have nothing to do. */
export async function selfishMatch(runtime: TableRuntime, client: ClientContext, seed = 7): Promise<string> {
  const { matchId } = await ok(
    runtime.service,
    'match:create',
    { game: 'selfish', seats: SELFISH_SEATS, seed, label: 'Test table' },
    client,
  )
  await runtime.host.idle(matchId)
  return matchId
}
