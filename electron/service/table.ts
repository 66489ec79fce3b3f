/**
 * What every topic's handlers share: the open matches and who watches them, the stream feed, the
 * replays, the match saves, the settings, and the few steps several topics take (opening a match
 * and telling everyone, closing one, subscribing a connection).
 */
import type { MatchRecord } from '../../engine/core/match'
import type { Viewer } from '../../engine/core/types'
import {
  DEFAULT_SETTINGS,
  settingsConflict,
  type GameInfo,
  type MatchOpenedSource,
  type PushChannel,
  type PushPayloads,
  type Settings,
} from '../protocol'
import { DEFAULT_BOT_DELAY_MS, type HostUpdate, type SaveMeta } from '../host'
import { globalTimers } from '../host/timers'
import type { ClientContext } from './clientContext'
import { ClientSubscriptions } from './clientSubscriptions'
import { gameCatalog } from './gameCatalog'
import { createMatchSaves, type MatchSaves } from './matchSaves'
import { OfferedFiles } from './offeredFiles'
import { OpenedMatches } from './openedMatches'
import { Replays } from './replays'
import { readSaveFile } from './saveFiles'
import { ServiceError, type ServiceLog } from './serviceErrors'
import { StreamFeed } from './streamFeed'
import type { StreamClock, TableServiceOptions } from './tableOptions'

const SYSTEM_CLOCK: StreamClock = { ...globalTimers, now: () => Date.now() }

export interface Table {
  readonly options: TableServiceOptions
  readonly log: ServiceLog
  readonly now: () => Date
  /** Every connection that has asked something. */
  readonly clients: Set<ClientContext>
  readonly subscriptions: ClientSubscriptions
  readonly opened: OpenedMatches
  readonly offered: OfferedFiles
  readonly games: readonly GameInfo[]
  readonly stream: StreamFeed
  readonly replays: Replays
  readonly matchSaves: MatchSaves
  settings: Settings
  /** The game's name, for save names. */
  gameName(id: string): string
  /** Tells every player connection (stream pages hear of matches through the stream feed). */
  broadcast<P extends PushChannel>(channel: P, payload: PushPayloads[P]): void
  /** Opens a loaded record as a match and tells everyone. */
  openLoaded(
    record: MatchRecord,
    meta: SaveMeta,
    source: MatchOpenedSource,
    matchId?: string,
  ): Promise<{ readonly matchId: string }>
  /** A new match the host made: autosaved at once, and everyone told. */
  announce(matchId: string, source: MatchOpenedSource): Promise<{ readonly matchId: string }>
  /** A save file from anywhere opened as a new match: not one of this folder's named saves. */
  openFile(path: string): Promise<{ readonly matchId: string }>
  /** Throws NOT_FOUND unless the match is open. */
  requireOpen(matchId: string): void
  /** The connection follows the match as `viewer`; the reply is the current picture. */
  subscribe(client: ClientContext, matchId: string, viewer: Viewer): HostUpdate
  close(matchId: string, discard?: boolean): Promise<void>
  /** The stream feed follows the settings' caster delay and hands. */
  configureStream(): void
}

export function createTable(options: TableServiceOptions): Table {
  const { host, saves, registry, bots } = options
  const log: ServiceLog = options.log ?? ((message, err) => console.error(message, err))
  const now = options.now ?? (() => new Date())
  const clients = new Set<ClientContext>()
  const subscriptions = new ClientSubscriptions()
  const opened = new OpenedMatches(host)
  const games = gameCatalog(registry, bots)
  const clock = options.streamClock ?? SYSTEM_CLOCK
  const stream = new StreamFeed({
    host,
    timers: clock,
    now: () => clock.now(),
    ...(options.chances ? { chances: options.chances } : {}),
  })
  const gameName = (id: string): string => games.find((g) => g.id === id)?.name ?? id

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

  async function openFile(path: string): Promise<{ readonly matchId: string }> {
    const { record, meta } = await readSaveFile(path, saves.checker)
    const { slot: _slot, slotVersion: _slotVersion, ...rest } = meta
    return openLoaded(record, rest, 'imported')
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

  const table: Table = {
    options,
    log,
    now,
    clients,
    subscriptions,
    opened,
    offered: new OfferedFiles(),
    games,
    stream,
    replays: new Replays(registry, options.chances),
    matchSaves: createMatchSaves({ host, saves, gameName, open: openLoaded, now, log }),
    settings: withoutConflict({ ...DEFAULT_SETTINGS, botDelayMs: DEFAULT_BOT_DELAY_MS, ...options.settings }),
    gameName,
    broadcast,
    openLoaded,
    announce,
    openFile,
    requireOpen,
    subscribe,
    close,
    configureStream: () => stream.configure(streamConfigOf(table.settings)),
  }
  table.configureStream()
  return table
}

/** Settings that stream hands too early stream none (the file may have been edited by hand). */
function withoutConflict(settings: Settings): Settings {
  return settingsConflict(settings) === null ? settings : { ...settings, streamShowHands: false }
}

function streamConfigOf(settings: Settings): { delayMs: number; showHands: boolean } {
  return { delayMs: settings.streamDelaySeconds * 1000, showHands: settings.streamShowHands }
}

function safePush<P extends PushChannel>(client: ClientContext, channel: P, payload: PushPayloads[P]): void {
  try {
    client.push(channel, payload)
  } catch {
    // A connection that cannot take a push is going away; its disconnect cleans up.
  }
}
