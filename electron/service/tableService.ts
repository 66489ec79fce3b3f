/**
 * Request handling for the table, whatever the transport: Electron IPC (main.ts) and the
 * WebSocket server (stream/server.ts) both hand every request to `handle`, which parses it with
 * the contract's schema, checks the connection's role, runs the handler and answers with a Reply.
 * It never throws: every failure comes back as `{ ok: false, error }`.
 */
import type { BotRegistry } from '../../engine/bots/types'
import type { GameRegistry } from '../../engine/core/match'
import type { Viewer } from '../../engine/core/types'
import {
  DEFAULT_SETTINGS,
  isRequestChannel,
  parseRequest,
  spectatorChannels,
  type ActiveMatch,
  type MatchOpenedSource,
  type PushChannel,
  type PushPayloads,
  type Reply,
  type RequestChannel,
  type RequestPayload,
  type RequestResults,
  type Settings,
  type StreamLinkStatus,
  settingsConflict,
} from '../contract'
import type { MatchRecord } from '../../engine/core/match'
import { globalTimers, type Timers } from '../host/timers'
import { DEFAULT_BOT_DELAY_MS, type HostUpdate, type MatchHost, type SaveMeta } from '../host'
import type { AppInfo } from '../saves/saveFormat'
import { SAVE_EXTENSION } from '../saves/saveNames'
import type { SaveStore } from '../saves/saveStore'
import type { ClientContext, ServiceResult } from './clientContext'
import { ClientSubscriptions } from './clientSubscriptions'
import { gameCatalog } from './gameCatalog'
import { createMatchSaves } from './matchSaves'
import { OfferedFiles } from './offeredFiles'
import { OpenedMatches } from './openedMatches'
import { Replays } from './replays'
import { readSaveFile, writeSaveFile } from './saveFiles'
import { defaultSlotName, toSlotName, uniqueSlotName } from '../saves/saveNames'
import { ServiceError, toRequestError, type ServiceLog } from './serviceErrors'
import { StreamFeed } from './streamFeed'

export interface TableServiceOptions {
  readonly host: MatchHost
  readonly saves: SaveStore
  readonly registry: GameRegistry
  readonly bots: BotRegistry
  readonly app: AppInfo
  /** Initial settings; they should agree with how the host was created. */
  readonly settings?: Partial<Settings>
  /** Called after settings:set changed something (the runtime keeps them on disk). */
  readonly onSettingsChange?: (settings: Settings) => void | Promise<void>
  /** Where unexpected failures are reported. Default: console.error. */
  readonly log?: ServiceLog
  readonly now?: () => Date
  /** The stream page's link (the desktop app starts a server for it; a served table has one). */
  readonly streamLink?: StreamLinkControl
  /** The caster delay's clock (default: Date.now and the global timers, looked up on each call). */
  readonly streamClock?: StreamClock
  /**
   * Shows a file in its folder (the desktop app's "open containing folder"). Without it,
   * saves:reveal is refused and app:info says canReveal: false.
   */
  readonly revealPath?: (absolutePath: string) => void | Promise<void>
}

/** Time for the caster delay: milliseconds now, and timers (tests drive both). */
export interface StreamClock extends Timers {
  now(): number
}

const SYSTEM_CLOCK: StreamClock = { ...globalTimers, now: () => Date.now() }

/** Starts, stops and renews the stream page's link, wherever it is served. */
export interface StreamLinkControl {
  status(): StreamLinkStatus
  start(): Promise<StreamLinkStatus>
  stop(): Promise<StreamLinkStatus>
  renew(): Promise<StreamLinkStatus>
}

const NO_STREAM_LINK: StreamLinkStatus = { available: false, running: false, url: null }

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

type Handler<C extends RequestChannel> = (
  payload: RequestPayload<C>,
  client: ClientContext,
) => RequestResults[C] | Promise<RequestResults[C]>

type Handlers = { readonly [C in RequestChannel]: Handler<C> }

export function createTableService(options: TableServiceOptions): TableService {
  const { host, saves, registry, bots, app } = options
  const log: ServiceLog = options.log ?? ((message, err) => console.error(message, err))
  const now = options.now ?? (() => new Date())
  const clients = new Set<ClientContext>()
  const subscriptions = new ClientSubscriptions()
  const opened = new OpenedMatches(host)
  const offered = new OfferedFiles()
  const games = gameCatalog(registry, bots)
  let settings: Settings = withoutConflict({
    ...DEFAULT_SETTINGS,
    botDelayMs: DEFAULT_BOT_DELAY_MS,
    ...options.settings,
  })
  const clock = options.streamClock ?? SYSTEM_CLOCK
  const stream = new StreamFeed({ host, timers: clock, now: () => clock.now() })
  stream.configure(streamConfigOf(settings))

  /** Tells every player connection; stream pages hear of matches through the stream feed, behind its delay. */
  function broadcast<P extends PushChannel>(channel: P, payload: PushPayloads[P]): void {
    for (const client of clients) if (client.role === 'player') safePush(client, channel, payload)
  }

  /** Tells everyone when the active match (the one spectators watch) becomes another. */
  let focused: string | null = null
  function refocus(): void {
    const active = opened.active()
    if ((active?.matchId ?? null) === focused) return
    focused = active?.matchId ?? null
    broadcast('match:focused', active)
    stream.focus(active)
  }

  /**
   * A new or imported match gets its autosave at once (the host autosaves only after moves), so a
   * crash before the first move still offers it. A resumed match is its autosave already, and a
   * match loaded from a named save is kept there until its first move. Called in the same tick
   * as the host opened it: this write is queued before any bot move's autosave.
   */
  async function announce(matchId: string, source: MatchOpenedSource): Promise<{ readonly matchId: string }> {
    const record = host.record(matchId)
    // Through the match's own queue, so a failure shows as "Not saved" and is retried.
    const autosaved =
      source === 'created' || source === 'imported' ? host.autosaveNow(matchId) : Promise.resolve()
    opened.add(matchId)
    stream.open(matchId, host.meta(matchId).seats.length)
    broadcast('match:opened', { matchId, game: record.game, source })
    refocus()
    // A finished match is done with once another one opens: it must not come back as "the table"
    // (or the spectators' match) when this one is left. Its autosave stays until saved or dismissed.
    for (const other of host.list())
      if (other.finished && other.matchId !== matchId) await close(other.matchId)
    await autosaved
    return { matchId }
  }

  function openLoaded(
    record: MatchRecord,
    meta: SaveMeta,
    source: MatchOpenedSource,
    matchId?: string,
  ): Promise<{ readonly matchId: string }> {
    return announce(host.loadMatch(record, meta, matchId === undefined ? {} : { matchId }), source)
  }

  const replays = new Replays(registry)
  const gameName = (id: string): string => games.find((g) => g.id === id)?.name ?? id

  /** A branch's save name: its source's, and the action it starts from ("Selfish - Ann Bob - from 40"). */
  async function branchSlot(base: string, at: number): Promise<string> {
    const suffix = ` - from ${at}`
    const name = toSlotName(`${base.slice(0, 64 - suffix.length).trimEnd()}${suffix}`)
    return uniqueSlotName(
      name,
      (await saves.list()).map((s) => s.slot),
    )
  }

  const matchSaves = createMatchSaves({
    host,
    saves,
    gameName,
    open: openLoaded,
    now,
    log,
  })

  /** A save file from anywhere opened as a new match: not one of this folder's named saves. */
  async function openFile(path: string): Promise<{ readonly matchId: string }> {
    const { record, meta } = await readSaveFile(path, saves.checker)
    const { slot: _slot, slotVersion: _slotVersion, ...rest } = meta
    return openLoaded(record, rest, 'imported')
  }

  async function reveal(slot: string): Promise<null> {
    const revealPath = options.revealPath
    if (revealPath === undefined) {
      throw new ServiceError('REFUSED', 'Only the desktop app can show a save in its folder.')
    }
    if (!(await saves.has(slot))) throw new ServiceError('NOT_FOUND', `There is no save called "${slot}".`)
    await revealPath(saves.pathOf(slot))
    return null
  }

  function requireOpen(matchId: string): void {
    if (!opened.isOpen(matchId)) throw new ServiceError('NOT_FOUND', 'That match is not open (any more).')
  }

  function subscribe(client: ClientContext, matchId: string, viewer: Viewer): HostUpdate {
    // A stream page sees the match behind the caster delay, from the stream feed.
    if (client.role === 'spectator') return stream.subscribe(client, matchId)
    requireOpen(matchId)
    // The host sends the current picture at once: it becomes the reply, later updates are pushed.
    let snapshot: HostUpdate | undefined
    let subscribing = true
    const unsubscribe = host.subscribe(matchId, viewer, (update) => {
      if (subscribing && snapshot === undefined) snapshot = update
      else safePush(client, 'match:update', update)
    })
    subscribing = false
    if (snapshot === undefined) {
      unsubscribe()
      throw new Error('The host did not send the current picture on subscribing.')
    }
    subscriptions.set(client, matchId, viewer, unsubscribe)
    // The match a player is looking at is the one spectators follow.
    if (client.role === 'player') {
      opened.add(matchId)
      refocus()
    }
    return snapshot
  }

  async function close(matchId: string, discard = false): Promise<void> {
    opened.forget(matchId)
    subscriptions.removeMatch(matchId)
    stream.close(matchId)
    await host.close(matchId)
    broadcast('match:closed', { matchId })
    refocus()
    if (discard) await saves.removeAutosave(matchId)
  }

  const handlers: Handlers = {
    'app:info': (_payload, client) => ({
      name: app.name,
      version: app.version,
      transport: client.transport,
      role: client.role,
      games,
      canReveal: options.revealPath !== undefined,
    }),
    'match:create': (payload) => announce(host.createMatch(payload), 'created'),
    'match:active': (_payload, client) => (client.role === 'spectator' ? stream.active() : opened.active()),
    'match:subscribe': ({ matchId, viewer }, client) => subscribe(client, matchId, viewer),
    'match:unsubscribe': ({ matchId, viewer }, client) => {
      if (client.role === 'spectator') stream.unsubscribe(client, matchId)
      else subscriptions.remove(client, matchId, viewer)
      return null
    },
    'match:intent': ({ matchId, seat, action, version }) => {
      requireOpen(matchId)
      return host.intent(matchId, seat, action, version)
    },
    'match:close': async ({ matchId, discard, evenIfUnsaved }) => {
      requireOpen(matchId)
      const problem = host.autosaveStatus(matchId).problem
      if (problem !== null && discard !== true && evenIfUnsaved !== true) {
        throw new ServiceError(
          'REFUSED',
          `${problem} Leaving now would lose the moves since the last save: stay until it is saved, or leave without them.`,
        )
      }
      await close(matchId, discard === true)
      return null
    },
    'match:takeBack': ({ matchId, seat, version }) => {
      requireOpen(matchId)
      return host.takeBack(matchId, seat, version)
    },
    'saves:list': () => saves.list(),
    'saves:save': (payload) => {
      requireOpen(payload.matchId)
      return matchSaves.save(payload)
    },
    'saves:load': ({ slot }) => matchSaves.load(slot),
    'saves:loadBackup': ({ slot }) => matchSaves.loadBackup(slot),
    'saves:delete': async ({ slot }) => {
      await saves.delete(slot)
      return null
    },
    'saves:unfinished': () => matchSaves.unfinished(),
    'saves:resume': ({ matchId }) => matchSaves.resume(matchId),
    'saves:discard': async ({ matchId }) => {
      await matchSaves.discard(matchId)
      return null
    },
    'settings:get': () => settings,
    'settings:set': async (patch) => {
      // A field sent as undefined is left as it is.
      const given = Object.entries(patch).filter(([, value]) => value !== undefined)
      const next: Settings = { ...settings, ...(Object.fromEntries(given) as Partial<Settings>) }
      const changed = (Object.keys(next) as (keyof Settings)[]).some((key) => next[key] !== settings[key])
      if (!changed) return settings
      const conflict = settingsConflict(next)
      if (conflict !== null) throw new ServiceError('REFUSED', conflict)
      if (next.botDelayMs !== settings.botDelayMs) host.setBotDelay(next.botDelayMs)
      settings = next
      stream.configure(streamConfigOf(settings))
      try {
        await options.onSettingsChange?.(settings)
      } catch (err) {
        log('Zombie Table: the settings could not be kept', err)
      }
      return settings
    },
    'stream:status': () => options.streamLink?.status() ?? NO_STREAM_LINK,
    'stream:start': () => options.streamLink?.start() ?? NO_STREAM_LINK,
    'stream:stop': () => options.streamLink?.stop() ?? NO_STREAM_LINK,
    'stream:renew': () => options.streamLink?.renew() ?? NO_STREAM_LINK,
    'replay:open': async (source, client) => {
      if ('slot' in source) {
        const { record, meta } = await saves.load(source.slot)
        return replays.open({ record, meta, slot: source.slot }, client)
      }
      requireOpen(source.matchId)
      return replays.open(
        { record: host.record(source.matchId), meta: host.meta(source.matchId), matchId: source.matchId },
        client,
      )
    },
    'replay:show': (payload, client) => replays.show(payload, client),
    'replay:branch': async (payload, client) => {
      const { record, meta, info } = replays.branch(payload, client)
      const base =
        info.slot ??
        defaultSlotName(
          gameName(record.game),
          record.players.map((p) => p.name),
        )
      const slot = await branchSlot(base, payload.at)
      const { matchId } = await openLoaded(record, meta, 'loaded')
      await matchSaves.save({ matchId, slot })
      return { matchId, slot }
    },
    'replay:close': ({ replayId }, client) => {
      replays.close(replayId, client)
      return null
    },
    'saves:thumbnail': async ({ slot }) => {
      const dataUrl = await saves.thumbnail(slot)
      return dataUrl === null ? null : { dataUrl }
    },
    'saves:rename': ({ slot, to }) => matchSaves.rename(slot, to),
    'saves:export': async ({ slot }) => ({
      fileName: `${slot}${SAVE_EXTENSION}`,
      text: await saves.exportText(slot),
    }),
    'saves:import': ({ fileName, text }) => matchSaves.importText(fileName, text),
    'saves:reveal': ({ slot }) => reveal(slot),
    'saves:openFile': ({ fileId }) => openFile(offered.take(fileId)),
    'saves:pendingFiles': () => offered.list(),
  }

  async function run<C extends RequestChannel>(
    channel: C,
    payload: unknown,
    client: ClientContext,
  ): Promise<Reply<C>> {
    const parsed = parseRequest(channel, payload)
    if (!parsed.ok) return { ok: false, error: parsed.error }
    const refusal = roleRefusal(channel, parsed.value, client)
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
    activeMatch: () => opened.active(),
    exportToFile: (matchId, path) =>
      guarded('saving to a file', async () => {
        requireOpen(matchId)
        await writeSaveFile(path, host.record(matchId), host.meta(matchId), app, now())
        return { path }
      }),
    importFromFile: (path) => guarded('opening a file', () => openFile(path)),
    offerFile: (path) => broadcast('file:offered', offered.offer(path)),
    closeAll: async () => {
      for (const { matchId } of host.list()) await close(matchId)
      stream.dispose()
    },
    subscriptionCount: (client) => subscriptions.count(client),
  }
}

/** Settings that stream hands too early stream none (the file may have been edited by hand). */
function withoutConflict(settings: Settings): Settings {
  return settingsConflict(settings) === null ? settings : { ...settings, streamShowHands: false }
}

function streamConfigOf(settings: Settings): { delayMs: number; showHands: boolean } {
  return { delayMs: settings.streamDelaySeconds * 1000, showHands: settings.streamShowHands }
}

/** Why this connection may not make this request, or null when it may. */
function roleRefusal<C extends RequestChannel>(
  channel: C,
  payload: RequestPayload<C>,
  client: ClientContext,
): string | null {
  if (client.role !== 'spectator') return null
  if (!spectatorChannels.has(channel)) return 'A spectator can only watch the table.'
  if (
    typeof payload === 'object' &&
    payload !== null &&
    'viewer' in payload &&
    payload.viewer !== 'spectator'
  ) {
    return "A spectator can only watch from the spectator's seat, which shows no hands."
  }
  return null
}

function safePush<P extends PushChannel>(client: ClientContext, channel: P, payload: PushPayloads[P]): void {
  try {
    client.push(channel, payload)
  } catch {
    // A connection that cannot take a push is going away; its disconnect cleans up.
  }
}
