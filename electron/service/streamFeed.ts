/**
 * What stream pages (spectator connections) are sent, held back by the caster delay. Every open
 * match is watched from its opening as the spectator (and, while the streamer shows hands, as each
 * seat); each change goes into one queue with the time it happened, and leaves it only once the
 * delay has passed. Spectators are answered from what has left the queue — the match they may
 * watch, its picture and its log — so nothing a stream page receives, its first picture included,
 * is newer than the delay allows.
 *
 * While a stream page is connected, each move's win chances are asked for as the move happens; they
 * ride with the move if they are in by the time it leaves the queue, and follow it (an update of the
 * same version with no events) if they come later. A move overtaken before its chances came shows
 * none of its own.
 */
import type { Seat } from '../../engine/core/types'
import type { ActiveMatch, HostUpdate, LogLine, PushChannel, PushPayloads } from '../protocol'
import type { MatchHost } from '../host'
import type { Timers } from '../host/timers'
import type { WinChances } from '../host/winChances'
import type { ClientContext } from './clientContext'
import { ServiceError } from './serviceErrors'

/** How much of a match's log a stream page joining late is sent. */
const LOG_LIMIT = 200

export interface StreamFeedOptions {
  readonly host: Pick<MatchHost, 'subscribe'>
  readonly timers: Timers
  /** Milliseconds; the delay is measured with it. */
  readonly now: () => number
  /** Estimates each move's win chances; without it, the stream shows none. */
  readonly chances?: Pick<WinChances, 'estimate'>
}

export interface StreamFeedConfig {
  readonly delayMs: number
  readonly showHands: boolean
}

/** A move (or a new picture of the match) waiting for the delay to pass. */
interface QueuedUpdate {
  readonly kind: 'update'
  readonly matchId: string
  readonly update: HostUpdate
  readonly seatViews: unknown[]
  /** Filled in when the estimate comes, if it comes before the update leaves the queue. */
  chances: readonly number[] | null
  released: boolean
}

/** A change waiting for the delay to pass. */
type Queued =
  | QueuedUpdate
  | { readonly kind: 'focused'; readonly active: ActiveMatch | null }
  | { readonly kind: 'closed'; readonly matchId: string }

interface Pending {
  readonly at: number
  readonly item: Queued
}

/** A match as the stream pages see it: its newest released picture and its log up to there. */
interface Released {
  update: HostUpdate
  /** The queued update it was released from (a late estimate belongs to that one alone). */
  from: QueuedUpdate
  seatViews: readonly unknown[] | null
  /** The chances after `update`'s version, once known. */
  chances: readonly number[] | null
  log: LogLine[]
  readonly watchers: Set<ClientContext>
}

/** The host subscriptions that watch one open match for the stream. */
interface Tap {
  readonly seats: number
  unsubscribeSpectator: () => void
  unsubscribeSeats: (() => void)[]
  /** The seats' views collected for each version published, until the spectator's update takes them. */
  readonly seatViews: Map<number, unknown[]>
  lastVersion: number
}

export class StreamFeed {
  private config: StreamFeedConfig = { delayMs: 0, showHands: false }
  private readonly queue: Pending[] = []
  private timer: unknown = null
  private readonly taps = new Map<string, Tap>()
  private readonly released = new Map<string, Released>()
  private releasedActive: ActiveMatch | null = null
  private readonly clients = new Set<ClientContext>()

  constructor(private readonly options: StreamFeedOptions) {}

  /** A new delay applies to what is waiting too: each change leaves the queue `delayMs` after it happened. */
  configure(config: StreamFeedConfig): void {
    const handsChanged = config.showHands !== this.config.showHands
    this.config = config
    if (handsChanged) for (const [matchId, tap] of this.taps) this.tapSeats(matchId, tap)
    this.drain()
  }

  /** Starts watching a match that has just opened at the table. */
  open(matchId: string, seats: number): void {
    if (this.taps.has(matchId)) return
    const tap: Tap = {
      seats,
      unsubscribeSpectator: () => undefined,
      unsubscribeSeats: [],
      seatViews: new Map(),
      lastVersion: -1,
    }
    this.taps.set(matchId, tap)
    this.tapSeats(matchId, tap)
    tap.unsubscribeSpectator = this.options.host.subscribe(matchId, 'spectator', (update) => {
      // A same-version update only says how autosaving goes: nothing a stream shows.
      if (update.version === tap.lastVersion) return
      tap.lastVersion = update.version
      const seatViews = collected(tap.seatViews, update.version)
      for (const version of tap.seatViews.keys()) if (version < update.version) tap.seatViews.delete(version)
      const item: QueuedUpdate = {
        kind: 'update',
        matchId,
        update,
        seatViews,
        chances: null,
        released: false,
      }
      this.enqueue(item)
      this.askChances(item)
    })
  }

  /** The match was closed at the table: its stream ends once the delay has shown what led up to it. */
  close(matchId: string): void {
    const tap = this.taps.get(matchId)
    if (tap === undefined) return
    this.taps.delete(matchId)
    tap.unsubscribeSpectator()
    for (const stop of tap.unsubscribeSeats) stop()
    this.enqueue({ kind: 'closed', matchId })
  }

  /** The table's active match (the one stream pages follow) changed. */
  focus(active: ActiveMatch | null): void {
    this.enqueue({ kind: 'focused', active })
  }

  /** The active match as the stream may know it now. */
  active(): ActiveMatch | null {
    return this.releasedActive
  }

  /** Sends `client` the match's pushes from now on; answers with its released picture and log. */
  subscribe(client: ClientContext, matchId: string): HostUpdate {
    const match = this.released.get(matchId)
    if (match === undefined) throw new ServiceError('NOT_FOUND', 'That match is not on the stream (yet).')
    this.clients.add(client)
    match.watchers.add(client)
    return { ...this.outgoing(match), history: [...match.log] }
  }

  unsubscribe(client: ClientContext, matchId: string): void {
    this.released.get(matchId)?.watchers.delete(client)
  }

  /** Tells `client` about the active match as it changes (every stream page hears this). */
  connect(client: ClientContext): void {
    this.clients.add(client)
  }

  removeClient(client: ClientContext): void {
    this.clients.delete(client)
    for (const match of this.released.values()) match.watchers.delete(client)
  }

  /** How many changes wait for the delay (for tests and diagnostics). */
  waiting(): number {
    return this.queue.length
  }

  /** Stops every timer and subscription: the table is shutting down. */
  dispose(): void {
    for (const matchId of [...this.taps.keys()]) this.close(matchId)
    if (this.timer !== null) this.options.timers.clearTimeout(this.timer)
    this.timer = null
    this.queue.length = 0
  }

  private tapSeats(matchId: string, tap: Tap): void {
    for (const stop of tap.unsubscribeSeats) stop()
    tap.unsubscribeSeats = []
    tap.seatViews.clear()
    if (!this.config.showHands) return
    for (let seat: Seat = 0; seat < tap.seats; seat++) {
      // The picture each seat has now is not kept: only the views of later moves go on the stream,
      // each behind the delay like the move itself.
      let subscribing = true
      const stop = this.options.host.subscribe(matchId, seat, (update) => {
        if (subscribing) return
        collected(tap.seatViews, update.version)[seat] = update.view
      })
      subscribing = false
      tap.unsubscribeSeats.push(stop)
    }
  }

  /** Only while a stream page is connected: nobody else sees them, and they cost a thread's time. */
  private askChances(item: QueuedUpdate): void {
    const { chances } = this.options
    if (chances === undefined || this.clients.size === 0) return
    chances.estimate(item.matchId, item.update.version).then(
      (values) => {
        if (values === null) return
        if (!item.released) {
          item.chances = values
          return
        }
        const match = this.released.get(item.matchId)
        if (match === undefined || match.from !== item) return
        match.chances = values
        this.pushAll(match.watchers, 'match:update', { ...this.outgoing(match), events: [] })
      },
      () => undefined,
    )
  }

  private enqueue(item: Queued): void {
    this.queue.push({ at: this.options.now(), item })
    this.drain()
  }

  /** Releases everything whose delay has passed, in order, and waits for the next. */
  private drain(): void {
    if (this.timer !== null) this.options.timers.clearTimeout(this.timer)
    this.timer = null
    const now = this.options.now()
    while (this.queue.length > 0 && this.queue[0]!.at + this.config.delayMs <= now) {
      this.release(this.queue.shift()!.item)
    }
    const next = this.queue[0]
    if (next !== undefined) {
      this.timer = this.options.timers.setTimeout(
        () => {
          this.timer = null
          this.drain()
        },
        Math.max(1, next.at + this.config.delayMs - now),
      )
    }
  }

  private release(item: Queued): void {
    if (item.kind === 'focused') {
      this.releasedActive = item.active
      this.pushAll(this.clients, 'match:focused', item.active)
      return
    }
    if (item.kind === 'closed') {
      const match = this.released.get(item.matchId)
      this.released.delete(item.matchId)
      if (match !== undefined) this.pushAll(match.watchers, 'match:closed', { matchId: item.matchId })
      return
    }
    item.released = true
    const { update } = item
    const seatViews =
      this.config.showHands && isComplete(item.seatViews, update.seats.length) ? item.seatViews : null
    const existing = this.released.get(item.matchId)
    if (existing === undefined) {
      // The first picture of a match: the log it opened with, and no hands (none were collected).
      const { history, ...first } = update
      this.released.set(item.matchId, {
        update: first,
        from: item,
        seatViews: null,
        chances: item.chances,
        log: [...(history ?? [])].slice(-LOG_LIMIT),
        watchers: new Set(),
      })
      return
    }
    existing.from = item
    existing.seatViews = seatViews
    existing.chances = item.chances
    if (update.history !== undefined) {
      // The table went back (a take-back): the stream starts again from there, with its log.
      const { history, ...rewound } = update
      existing.update = rewound
      existing.log = [...history].slice(-LOG_LIMIT)
      this.pushAll(existing.watchers, 'match:update', {
        ...this.outgoing(existing),
        history: [...existing.log],
      })
      return
    }
    existing.update = update
    for (const event of update.events) {
      existing.log.push(
        event.seat === undefined
          ? { version: update.version, type: event.type, text: event.text }
          : { version: update.version, type: event.type, text: event.text, seat: event.seat },
      )
    }
    if (existing.log.length > LOG_LIMIT) existing.log.splice(0, existing.log.length - LOG_LIMIT)
    this.pushAll(existing.watchers, 'match:update', this.outgoing(existing))
  }

  private outgoing(match: Released): HostUpdate {
    const { history: _history, seatViews: _seatViews, chances: _chances, ...update } = match.update
    return {
      ...update,
      ...(this.config.showHands && match.seatViews !== null ? { seatViews: match.seatViews } : {}),
      ...(match.chances === null ? {} : { chances: match.chances }),
    }
  }

  private pushAll<P extends PushChannel>(
    clients: Iterable<ClientContext>,
    channel: P,
    payload: PushPayloads[P],
  ): void {
    for (const client of [...clients]) {
      try {
        client.push(channel, payload)
      } catch {
        // A connection that cannot take a push is going away; its disconnect cleans up.
      }
    }
  }
}

function collected(views: Map<number, unknown[]>, version: number): unknown[] {
  let list = views.get(version)
  if (list === undefined) {
    list = []
    views.set(version, list)
  }
  return list
}

function isComplete(views: readonly unknown[], seats: number): boolean {
  if (views.length !== seats) return false
  for (let seat = 0; seat < seats; seat++) if (!(seat in views)) return false
  return true
}
