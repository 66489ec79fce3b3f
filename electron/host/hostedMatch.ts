/** One match as the host keeps it, and the pictures of it the host hands out (updates, save meta). */
import type { Bot } from '../../engine/bots/types'
import type { Match, MatchRecord, TakeBackNote } from '../../engine/core/match'
import type { RngState } from '../../engine/core/rng'
import { viewEvent, viewEvents } from '../../engine/core/events'
import type { GameEvent, Seat, Viewer } from '../../engine/core/types'
import type { BotTurns } from './botTurns'
import type { SaveQueue } from './saveQueue'
import type { Thinking } from './thinking/thinker'
import type { Subscribers } from './subscribers'
import type { MatchOptions } from '../protocol'
import { planTakeBack, takeBackStatus, type StepNote } from './takeBack'
import type { AutosaveStatus, HostUpdate, LogLine, SaveMeta, SeatConfig } from './types'

export interface SeatBot {
  readonly bot: Bot
  /** The bot's own random stream, kept between its turns (a bot that thinks elsewhere hands it back). */
  rng: RngState
}

export interface HostedMatch {
  readonly id: string
  /** Replaced by a take-back (the log replayed without its tail). */
  match: Match
  readonly seats: readonly SeatConfig[]
  readonly label: string | undefined
  /** The named save this match belongs to (set when loaded from it or saved to it). */
  slot: string | undefined
  /** How many moves that named save holds, when known (saved or loaded here, or remembered). */
  slotVersion: number | undefined
  /** The seats bots play: the bot seats, and any person's seat a bot stands in for (standIns). */
  readonly bots: Map<Seat, SeatBot>
  /** People's seats a bot plays for now (their person is away); the seats stay theirs in the save. */
  readonly standIns: Set<Seat>
  /**
   * Bot seats whose bot failed, with the version it failed at: they sit out until the table
   * changes or play is resumed, so a broken bot is not retried in a loop.
   */
  readonly failedBots: Map<Seat, number>
  readonly subscribers: Subscribers
  readonly saves: SaveQueue | null
  readonly turns: BotTurns
  /** The most recent events with the version they led to (a bounded log; oldest first). */
  history: HistoryEntry[]
  /** Who played each action of the log, and what it let out (for take-backs). */
  steps: StepNote[]
  /** The take-backs played so far, kept in the record. */
  readonly takeBacks: TakeBackNote[]
  /** A bot's search under way, cancelled when the table changes or the match closes. */
  thinking: Thinking | null
}

/** The match's record, with its take-backs. */
export function recordOf(hosted: HostedMatch): MatchRecord {
  const record = hosted.match.record()
  return hosted.takeBacks.length === 0 ? record : { ...record, takeBacks: hosted.takeBacks.slice() }
}

export interface HistoryEntry {
  readonly version: number
  readonly event: GameEvent
}

const HISTORY_LIMIT = 300

export function remember(history: HistoryEntry[], version: number, events: readonly GameEvent[]): void {
  for (const event of events) history.push({ version, event })
  if (history.length > HISTORY_LIMIT) history.splice(0, history.length - HISTORY_LIMIT)
}

/** The log so far as one viewer may see it. */
export function historyFor(hosted: HostedMatch, viewer: Viewer): LogLine[] {
  return hosted.history.map(({ version, event }) => {
    const seen = viewEvent(event, viewer)
    return seen.seat === undefined
      ? { version, type: seen.type, text: seen.text }
      : { version, type: seen.type, text: seen.text, seat: seen.seat }
  })
}

export function buildUpdate(hosted: HostedMatch, viewer: Viewer, events: readonly GameEvent[]): HostUpdate {
  const { match } = hosted
  const canAct = viewer !== 'spectator' && !hosted.bots.has(viewer)
  return {
    matchId: hosted.id,
    game: match.game.id,
    version: match.version,
    viewer,
    view: match.view(viewer),
    legal: canAct ? match.legalActions(viewer).slice() : [],
    toAct: match.toAct().slice(),
    events: viewEvents(events, viewer),
    outcome: match.outcome(),
    seats: hosted.seats,
    autosave: autosaveStatus(hosted),
    ...slotOf(hosted),
    // What the game's resolveOptions made of the request: every value one its specs allow.
    options: match.options as MatchOptions,
    ...(canAct ? { takeBack: takeBackFor(hosted, viewer) } : {}),
  }
}

function takeBackFor(hosted: HostedMatch, seat: Seat): HostUpdate['takeBack'] {
  const plan = planTakeBack(hosted.steps, hosted.seats, seat, hosted.match.outcome() !== null)
  return takeBackStatus(plan, hosted.steps.length, hosted.seats)
}

/** The named save, and how many moves it holds when that is known. */
function slotOf(hosted: HostedMatch): { slot?: string; slotVersion?: number } {
  if (hosted.slot === undefined) return {}
  return hosted.slotVersion === undefined
    ? { slot: hosted.slot }
    : { slot: hosted.slot, slotVersion: hosted.slotVersion }
}

export function autosaveStatus(hosted: HostedMatch): AutosaveStatus {
  return hosted.saves?.status ?? { problem: null, savedVersion: -1 }
}

export function saveMeta(hosted: HostedMatch): SaveMeta {
  const { match } = hosted
  const finished = match.outcome() !== null
  const round: unknown = match.game.round?.(match.state)
  return {
    seats: hosted.seats,
    ...(hosted.label === undefined ? {} : { label: hosted.label }),
    finished,
    ...slotOf(hosted),
    ...(isRound(round) ? { round } : {}),
  }
}

function isRound(round: unknown): round is number {
  return typeof round === 'number' && Number.isSafeInteger(round) && round >= 0
}

/** The bot seat to play next: the first bot seat to act whose bot has not just failed. */
export function nextBotSeat(hosted: HostedMatch): Seat | null {
  const { match } = hosted
  if (match.outcome() !== null) return null
  const seat = match.toAct().find((s) => hosted.bots.has(s) && hosted.failedBots.get(s) !== match.version)
  return seat ?? null
}
