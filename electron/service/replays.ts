/**
 * Replays held for the connections watching them: a named save or an open match rebuilt with
 * checkpoints (MatchReplay), shown at any action as any viewer may have seen it then, and branched
 * into a new match. A replay never shows more than its viewer could see at that moment; every hand
 * is open only once the match is over.
 */
import { randomUUID } from 'node:crypto'
import { viewEvent, viewEvents } from '../../engine/core/events'
import type { GameRegistry, MatchRecord } from '../../engine/core/match'
import { MatchReplay } from '../../engine/core/replay'
import type { Viewer } from '../../engine/core/types'
import type {
  HostUpdate,
  LogLine,
  ReplayChancePoint,
  ReplayChances,
  ReplayInfo,
  ReplayMark,
  RequestPayload,
} from '../protocol'
import type { SaveMeta } from '../host'
import type { WinChances } from '../host/winChances'
import type { ClientContext } from './clientContext'
import { ServiceError } from './serviceErrors'

/** A connection keeps at most this many replays open; opening another closes its oldest. */
const MAX_REPLAYS_PER_CLIENT = 4
/** How many log lines a replay's snapshot brings (the live table's history keeps as many). */
const LOG_LINES = 300
/** A replay's chances are estimated at this many points at most (turn starts, evenly thinned). */
const CHANCE_POINTS = 120

interface HeldReplay {
  readonly info: ReplayInfo
  readonly replay: MatchReplay
  readonly meta: SaveMeta
  readonly client: ClientContext
  /** Its win chances, once asked for (worked out once). */
  chances?: Promise<ReplayChances>
}

export interface ReplaySource {
  readonly record: MatchRecord
  readonly meta: SaveMeta
  readonly slot?: string
  readonly matchId?: string
}

export class Replays {
  private readonly held = new Map<string, HeldReplay>()

  constructor(
    private readonly registry: GameRegistry,
    private readonly estimates?: Pick<WinChances, 'series'>,
  ) {}

  /** Builds a replay for `client`; a log the rules refuse is refused with the action it stops at. */
  open(source: ReplaySource, client: ClientContext): ReplayInfo {
    let replay: MatchReplay
    try {
      replay = MatchReplay.build(this.registry, source.record)
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err)
      throw new ServiceError('REFUSED', `This match cannot be replayed. ${reason}`)
    }
    const mine = [...this.held.entries()].filter(([, r]) => r.client === client)
    for (const [id] of mine.slice(0, Math.max(0, mine.length - MAX_REPLAYS_PER_CLIENT + 1)))
      this.held.delete(id)
    const info: ReplayInfo = {
      replayId: randomUUID(),
      game: source.record.game,
      seats: source.meta.seats,
      ...(source.meta.label === undefined ? {} : { label: source.meta.label }),
      ...(source.slot === undefined ? {} : { slot: source.slot }),
      ...(source.matchId === undefined ? {} : { matchId: source.matchId }),
      length: replay.length,
      finished: replay.outcome(replay.length) !== null,
      marks: marksOf(replay),
    }
    this.held.set(info.replayId, { info, replay, meta: source.meta, client })
    return info
  }

  show({ replayId, at, viewer, step }: RequestPayload<'replay:show'>, client: ClientContext): HostUpdate {
    const { info, replay } = this.get(replayId, client)
    if (at > replay.length) {
      throw new ServiceError(
        'BAD_REQUEST',
        `This replay has ${replay.length} actions; there is no action ${at}.`,
      )
    }
    if (viewer !== 'spectator' && viewer !== 'all' && viewer >= info.seats.length) {
      throw new ServiceError('BAD_REQUEST', `There is no seat ${viewer} at this table.`)
    }
    if (viewer === 'all' && !info.finished) {
      throw new ServiceError('REFUSED', 'Every hand can be shown only once the game is over.')
    }
    const seen: Viewer = viewer === 'all' ? 'spectator' : viewer
    const stepping = step === true && at > 0
    return {
      matchId: replayId,
      game: info.game,
      version: at,
      viewer: seen,
      view: replay.view(at, seen),
      legal: [],
      toAct: replay.toAct(at).slice(),
      events: stepping ? viewEvents(replay.eventsAt(at), seen) : [],
      outcome: replay.outcome(at),
      seats: info.seats,
      autosave: { problem: null, savedVersion: at },
      ...(stepping ? {} : { history: logUpTo(replay, at, seen) }),
      ...(viewer === 'all' ? { seatViews: info.seats.map((_, seat) => replay.view(at, seat)) } : {}),
    }
  }

  /**
   * Each seat's chance to win over the replay, from the spectator's view alone (so any viewer may
   * have it): at the start, at each turn's start (thinned to CHANCE_POINTS) and at the end.
   */
  chances(replayId: string, client: ClientContext): Promise<ReplayChances> {
    const held = this.get(replayId, client)
    const { estimates } = this
    if (estimates === undefined) {
      throw new ServiceError('REFUSED', 'This table does not work out win chances.')
    }
    held.chances ??= (async () => {
      const at = chancePoints(held.replay.length, held.info.marks)
      const states = at.map((version) => ({ at: version, state: held.replay.stateAt(version) }))
      const answers = await estimates.series(held.info.game, states)
      const points: ReplayChancePoint[] = []
      answers.forEach((chances, i) => {
        if (chances !== null) points.push({ at: at[i] as number, chances })
      })
      return { points }
    })()
    // A failed estimate is not kept: asking again tries again.
    held.chances.catch(() => (held.chances = undefined))
    return held.chances
  }

  /** The record and meta of a match branched from the replay's first `at` actions. */
  branch(
    { replayId, at, seats }: RequestPayload<'replay:branch'>,
    client: ClientContext,
  ): { record: MatchRecord; meta: SaveMeta; info: ReplayInfo } {
    const { info, replay, meta } = this.get(replayId, client)
    if (
      seats !== undefined &&
      (seats.length !== meta.seats.length || seats.some((seat, i) => seat.name !== meta.seats[i]?.name))
    ) {
      throw new ServiceError('BAD_REQUEST', 'Playing on keeps the same players in the same seats.')
    }
    if (at > replay.length) {
      throw new ServiceError(
        'BAD_REQUEST',
        `This replay has ${replay.length} actions; there is no action ${at}.`,
      )
    }
    if (replay.outcome(at) !== null) {
      throw new ServiceError('REFUSED', 'The game is over at this point: step back to play on.')
    }
    const branchMeta: SaveMeta = {
      seats: seats ?? meta.seats,
      ...(meta.label === undefined ? {} : { label: meta.label }),
      finished: false,
    }
    return { record: replay.recordUpTo(at), meta: branchMeta, info }
  }

  close(replayId: string, client: ClientContext): void {
    const held = this.held.get(replayId)
    if (held?.client === client) this.held.delete(replayId)
  }

  removeClient(client: ClientContext): void {
    for (const [id, held] of this.held) if (held.client === client) this.held.delete(id)
  }

  private get(replayId: string, client: ClientContext): HeldReplay {
    const held = this.held.get(replayId)
    // Another connection's replay is as good as none: its id was never sent here.
    if (held === undefined || held.client !== client) {
      throw new ServiceError('NOT_FOUND', 'That replay is closed: open it again from the saves.')
    }
    return held
  }
}

/** The versions a replay's chances are estimated at: 0, the turns' starts (evenly thinned), the end. */
export function chancePoints(length: number, marks: readonly ReplayMark[]): number[] {
  const turns = [...new Set(marks.filter((m) => m.kind === 'turn').map((m) => m.at))].filter(
    (at) => at > 0 && at < length,
  )
  const room = CHANCE_POINTS - 2
  const kept =
    turns.length <= room
      ? turns
      : Array.from({ length: room }, (_, i) => turns[Math.floor((i * turns.length) / room)] as number)
  return [...new Set([0, ...kept, length])]
}

/** The timeline's marks: every turn's start and the game's big moments, in public words. */
function marksOf(replay: MatchReplay): ReplayMark[] {
  const timeline = replay.game.timeline
  if (timeline === undefined) return []
  const marks: ReplayMark[] = []
  replay.steps.forEach((step, index) => {
    for (const event of step.events) {
      const kind =
        event.type === timeline.turn ? 'turn' : timeline.moments.includes(event.type) ? 'moment' : null
      if (kind === null) continue
      const seen = viewEvent(event, 'spectator')
      marks.push({
        at: index + 1,
        kind,
        type: event.type,
        text: seen.text,
        ...(seen.seat === undefined ? {} : { seat: seen.seat }),
      })
    }
  })
  return marks
}

/** The log up to action `at` as `viewer` saw it (its last LOG_LINES lines). */
function logUpTo(replay: MatchReplay, at: number, viewer: Viewer): LogLine[] {
  const lines: LogLine[] = []
  for (let version = at; version > 0 && lines.length < LOG_LINES; version--) {
    const events = replay.eventsAt(version)
    for (let i = events.length - 1; i >= 0 && lines.length < LOG_LINES; i--) {
      const seen = viewEvent(events[i]!, viewer)
      lines.push(
        seen.seat === undefined
          ? { version, type: seen.type, text: seen.text }
          : { version, type: seen.type, text: seen.text, seat: seen.seat },
      )
    }
  }
  return lines.reverse()
}
