/**
 * Request handling for the table, whatever the transport: Electron IPC (main.ts) and the
 * WebSocket server (stream/server.ts) both hand every request to `handle`, which parses it with
 * the contract's schema, checks the connection's role, runs the handler and answers with a Reply.
 * It never throws: every failure comes back as `{ ok: false, error }`. Each topic's handlers live
 * in handlers/ (app, match, saves and files, settings, stream, replays); what they share, in table.ts.
 */
import {
  isRequestChannel,
  parseRequest,
  type ActiveMatch,
  type Reply,
  type RequestChannel,
} from '../protocol'
import { roleRefusal } from './roleRefusal'
import { writeSaveFile } from './saveFiles'
import type { ClientContext, ServiceResult } from './clientContext'
import { appHandlers } from './handlers/app'
import type { Handler, Handlers } from './handlers/handler'
import { matchHandlers } from './handlers/match'
import { replayHandlers } from './handlers/replays'
import { tableHandlers } from './handlers/table'
import { onlineHandlers } from './handlers/online'
import { fileHandlers, savesHandlers } from './handlers/saves'
import { settingsHandlers } from './handlers/settings'
import { streamHandlers } from './handlers/stream'
import { toRequestError } from './serviceErrors'
import { createTable } from './table'
import type { TableServiceOptions } from './tableOptions'

export type {
  OnlineHostingControl,
  StreamClock,
  StreamLinkControl,
  TableServiceOptions,
} from './tableOptions'

export interface TableService {
  /** Answers one request. Never throws. */
  handle<C extends RequestChannel>(channel: C, payload: unknown, client: ClientContext): Promise<Reply<C>>
  handle(channel: string, payload: unknown, client: ClientContext): Promise<Reply<RequestChannel>>
  /** Registers a connection so it hears about matches opened or closed by anyone. */
  connect(client: ClientContext): void
  /** Forgets a connection and ends all its subscriptions. */
  disconnect(client: ClientContext): void
  /** The newest open match (as match:active answers). */
  activeMatch(): ActiveMatch | null
  /** Desktop only: writes an open match as a save file at any absolute path. */
  exportToFile(matchId: string, path: string): Promise<ServiceResult<{ readonly path: string }>>
  /** Desktop only: opens a save file from any absolute path as a new match. */
  importFromFile(path: string): Promise<ServiceResult<{ readonly matchId: string }>>
  /**
   * Desktop only: the app was asked to open this file (an absolute path). Players are told
   * (file:offered) and open it with saves:openFile, which imports it as importFromFile does.
   */
  offerFile(path: string): void
  /** Closes every open match (pending autosaves are written first). */
  closeAll(): Promise<void>
  /** How many match subscriptions a connection holds (or all together); for tests and diagnostics. */
  subscriptionCount(client?: ClientContext): number
}

export function createTableService(options: TableServiceOptions): TableService {
  const table = createTable(options)
  const { host, app } = options
  const { clients, stream, subscriptions, replays, log, now } = table
  const handlers: Handlers = {
    ...appHandlers(table),
    ...matchHandlers(table),
    ...savesHandlers(table),
    ...fileHandlers(table),
    ...settingsHandlers(table),
    ...streamHandlers(table),
    ...replayHandlers(table),
    ...tableHandlers(),
    ...onlineHandlers(table),
  }

  async function run<C extends RequestChannel>(
    channel: C,
    payload: unknown,
    client: ClientContext,
  ): Promise<Reply<C>> {
    const parsed = parseRequest(channel, payload)
    if (!parsed.ok) return { ok: false, error: parsed.error }
    const refusal = roleRefusal(channel, parsed.value, client.role)
    if (refusal !== null) return { ok: false, error: { code: 'FORBIDDEN', message: refusal } }
    const handler: Handler<C> = handlers[channel]
    return { ok: true, result: await handler(parsed.value, client) }
  }

  async function handle(
    channel: string,
    payload: unknown,
    client: ClientContext,
  ): Promise<Reply<RequestChannel>> {
    try {
      if (!isRequestChannel(channel)) {
        return {
          ok: false,
          error: { code: 'BAD_REQUEST', message: `There is no channel "${String(channel)}".` },
        }
      }
      clients.add(client)
      if (client.role === 'spectator') stream.connect(client)
      return await run(channel, payload, client)
    } catch (err) {
      return { ok: false, error: toRequestError(err, `the request ${String(channel)}`, log) }
    }
  }

  async function guarded<T>(context: string, task: () => Promise<T>): Promise<ServiceResult<T>> {
    try {
      return { ok: true, result: await task() }
    } catch (err) {
      return { ok: false, error: toRequestError(err, context, log) }
    }
  }

  return {
    handle: handle as TableService['handle'],
    connect: (client) => {
      clients.add(client)
      if (client.role === 'spectator') stream.connect(client)
    },
    disconnect: (client) => {
      clients.delete(client)
      subscriptions.removeClient(client)
      stream.removeClient(client)
      replays.removeClient(client)
    },
    activeMatch: () => table.opened.active(),
    exportToFile: (matchId, path) =>
      guarded('saving to a file', async () => {
        table.requireOpen(matchId)
        await writeSaveFile(path, host.record(matchId), host.meta(matchId), app, now())
        return { path }
      }),
    importFromFile: (path) => guarded('opening a file', () => table.openFile(path)),
    offerFile: (path) => table.broadcast('file:offered', table.offered.offer(path)),
    closeAll: async () => {
      for (const { matchId } of host.list()) await table.close(matchId)
      stream.dispose()
    },
    subscriptionCount: (client) => subscriptions.count(client),
  }
}
