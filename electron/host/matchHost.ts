/**
 * The MatchHost owns the open matches: it starts and loads them, passes intents through the single
 * door (Match.submit), tells every subscriber what changed, autosaves, and lets bots play their
 * seats. Plain Node: the Electron main process, the served table and the tests all use it.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import { botContext } from '../../engine/bots/context'
import type { Bot } from '../../engine/bots/types'
import { IllegalAction, type RefusalCode } from '../../engine/core/errors'
import { HiddenOutcomes, hiddenOutcomeOf } from '../../engine/core/hiddenOutcome'
import {
  Match,
  ReplayError,
  type MatchRecord,
  type SubmitResult,
  type TakeBackNote,
} from '../../engine/core/match'
import { performance } from 'node:perf_hooks'
import { seedRng } from '../../engine/core/rng'
import type { GameEvent, Seat, Viewer } from '../../engine/core/types'
import { BotTurns } from './botTurns'
import { HostError, type HostErrorKind } from './hostError'
import {
  autosaveStatus,
  buildUpdate,
  historyFor,
  nextBotSeat,
  recordOf,
  remember,
  saveMeta,
  type HistoryEntry,
  type HostedMatch,
  type SeatBot,
} from './hostedMatch'
import { checkRecordShape } from './recordShape'
import { SaveQueue } from './saveQueue'
import { SaveRetries } from './saveRetries'
import { botLevels, checkSavedSeats, checkSeats } from './seats'
import { blockedReason, planTakeBack, type StepNote } from './takeBack'
import { Subscribers } from './subscribers'
import type { ThinkAnswer } from './thinking/thinker'
import { globalTimers } from './timers'
import type {
  AutosaveStatus,
  CreateMatchRequest,
  LoadMatchOptions,
  IntentResult,
  MatchHostOptions,
  MatchPosition,
  MatchSummary,
  SaveMeta,
  SeatConfig,
  UpdateListener,
} from './types'

export const DEFAULT_BOT_DELAY_MS = 600

/** A bot's answer for a table that has since changed. */
const STALE_MOVE = Symbol('stale move')

export class MatchHost {
  private readonly matches = new Map<string, HostedMatch>()
  /** One match's save succeeding retries the others' failed saves at once. */
  private readonly saveRetries = new SaveRetries()
  private botDelayMs: number

  constructor(private readonly options: MatchHostOptions) {
    this.botDelayMs = checkDelay(options.botDelayMs ?? DEFAULT_BOT_DELAY_MS)
  }

  /** Starts a match. Throws IllegalAction ('UNKNOWN_GAME' or 'MALFORMED') for a bad request. */
  createMatch(request: CreateMatchRequest): string {
    if (typeof request !== 'object' || request === null) {
      throw new IllegalAction('MALFORMED', 'A new match needs a game and its seats.')
    }
    const game = this.checkGame(request.game)
    const { seats, bots } = checkSeats(request.seats, botLevels(this.options.bots, game))
    const seed = request.seed ?? this.newSeed()
    if (typeof seed !== 'string' && !(typeof seed === 'number' && Number.isFinite(seed))) {
      throw new IllegalAction('MALFORMED', 'The seed must be a number or a text.')
    }
    const match = Match.create(this.options.registry, {
      game,
      players: seats.map((s) => ({ name: s.name })),
      seed,
      options: request.options,
    })
    return this.host(match, seats, bots, checkLabel(request.label))
  }

  /**
   * Opens a saved match by replaying its log. Throws IllegalAction ('UNKNOWN_GAME' or 'MALFORMED')
   * when the record cannot be trusted, with a sentence saying why.
   */
  loadMatch(record: MatchRecord, meta: SaveMeta, options: LoadMatchOptions = {}): string {
    const id = options.matchId
    if (id !== undefined && (typeof id !== 'string' || id === '' || this.matches.has(id))) {
      throw new IllegalAction('MALFORMED', 'That match is already open.')
    }
    checkRecordShape(record)
    if (typeof meta !== 'object' || meta === null) {
      throw new IllegalAction('MALFORMED', 'This match cannot be loaded: its seats are missing.')
    }
    const game = this.checkGame(record.game)
    const { seats, bots } = checkSavedSeats(meta.seats, botLevels(this.options.bots, game), record.players)
    let replayed: Replayed
    try {
      replayed = this.replay(record)
    } catch (err) {
      if (err instanceof ReplayError || err instanceof IllegalAction) {
        const code = err instanceof IllegalAction ? err.code : 'MALFORMED'
        throw new IllegalAction(code, `This match cannot be loaded. ${err.message}`)
      }
      throw err
    }
    const { match } = replayed
    const slotVersion = meta.slotVersion
    const knownSlotVersion =
      typeof meta.slot === 'string' &&
      typeof slotVersion === 'number' &&
      Number.isInteger(slotVersion) &&
      slotVersion >= 0 &&
      slotVersion <= match.version
    return this.host(match, seats, bots, checkLabel(meta.label), replayed, {
      ...(id === undefined ? {} : { id }),
      takeBacks: takeBackNotes(record.takeBacks),
      ...(typeof meta.slot === 'string' ? { slot: meta.slot } : {}),
      ...(knownSlotVersion ? { slotVersion } : {}),
    })
  }

  /** Sends `listener` the current picture at once, then one update after every action. */
  subscribe(matchId: string, viewer: Viewer, listener: UpdateListener): () => void {
    const hosted = this.get(matchId)
    if (!isViewer(viewer, hosted.seats.length)) {
      throw new IllegalAction('MALFORMED', `There is no seat ${String(viewer)} at this table.`)
    }
    const snapshot = { ...buildUpdate(hosted, viewer, []), history: historyFor(hosted, viewer) }
    return hosted.subscribers.add(viewer, listener, snapshot)
  }

  /**
   * A human seat's move. Never throws: a refusal comes back as `ok: false` and leaves the match
   * unchanged. Resolves after the move is published and autosaved.
   */
  async intent(
    matchId: string,
    seat: Seat,
    action: unknown,
    expectedVersion?: number,
  ): Promise<IntentResult> {
    const hosted = this.matches.get(matchId)
    if (hosted === undefined) return refusal('MALFORMED', `There is no open match "${String(matchId)}".`)
    if (hosted.bots.has(seat)) return refusal('NOT_YOUR_TURN', 'That seat is played by a bot.')
    return hosted.turns.track(async (): Promise<IntentResult> => {
      let result: SubmitResult
      try {
        result = this.apply(hosted, seat, action, expectedVersion)
      } catch (err) {
        if (err instanceof IllegalAction) return refusal(err.code, err.message)
        this.report(hosted, 'game', 'The game failed to apply a move', err)
        return refusal('ILLEGAL', 'That move could not be played; nothing was changed.')
      }
      await this.autosave(hosted)
      return { ok: true, version: result.version }
    })
  }

  /**
   * Takes back `seat`'s last move and the bots' replies after it, when planTakeBack allows: the
   * match is replayed from its record without that tail, so the engine stays pure and the record
   * holds only the actions that count (plus a note of the take-back). Never throws.
   */
  async takeBack(matchId: string, seat: Seat, expectedVersion?: number): Promise<IntentResult> {
    const hosted = this.matches.get(matchId)
    if (hosted === undefined) return refusal('MALFORMED', `There is no open match "${String(matchId)}".`)
    if (hosted.bots.has(seat) || hosted.seats[seat] === undefined) {
      return refusal('NOT_YOUR_TURN', 'Only a person at this table can take back a move.')
    }
    return hosted.turns.track(async (): Promise<IntentResult> => {
      const { match } = hosted
      if (expectedVersion !== undefined && expectedVersion !== match.version) {
        return refusal('STALE', 'The table changed before your take-back arrived; look again.')
      }
      const plan = planTakeBack(hosted.steps, hosted.seats, seat, match.outcome() !== null)
      if (!plan.ok)
        return refusal(plan.block === 'over' ? 'GAME_OVER' : 'ILLEGAL', blockedReason(plan, hosted.seats))
      let replayed: Replayed
      try {
        replayed = this.replay({ ...recordOf(hosted), log: match.log.slice(0, plan.to) })
      } catch (err) {
        this.report(hosted, 'game', 'The game failed to take back a move', err)
        return refusal('ILLEGAL', 'That move could not be taken back; nothing was changed.')
      }
      hosted.thinking?.cancel()
      hosted.takeBacks.push({ seat, to: plan.to, undone: match.version - plan.to })
      hosted.match = replayed.match
      hosted.history = replayed.history
      hosted.steps = replayed.steps
      hosted.failedBots.clear()
      // The named save holds moves that no longer count: how far it agrees with the table is unknown.
      if (hosted.slotVersion !== undefined && hosted.slotVersion > plan.to) hosted.slotVersion = undefined
      this.publishSnapshot(hosted)
      await this.autosave(hosted)
      return { ok: true, version: replayed.match.version }
    })
  }

  /**
   * A bot of `level` plays a person's seat from now on (their person is away), or, with null, the
   * person has it back. The seat stays a person's in the match's save; everyone hears at once
   * whether it can act. Throws for a bot's own seat, an unknown level, or an unknown match.
   */
  standIn(matchId: string, seat: Seat, level: string | null): void {
    const hosted = this.get(matchId)
    if (hosted.seats[seat]?.kind !== 'human') {
      throw new IllegalAction('MALFORMED', 'Only a person’s seat can have a bot stand in.')
    }
    if (level === null) {
      if (!hosted.standIns.delete(seat)) return
      hosted.bots.delete(seat)
    } else {
      const levels = botLevels(this.options.bots, hosted.match.game.id)
      const bot = Object.prototype.hasOwnProperty.call(levels, level) ? levels[level] : undefined
      if (bot === undefined) throw new IllegalAction('MALFORMED', `There is no bot level "${level}".`)
      hosted.standIns.add(seat)
      hosted.bots.set(seat, {
        bot,
        rng: seedRng(`${hosted.match.seed}:standIn:${seat}:${hosted.match.version}`),
      })
    }
    hosted.thinking?.cancel()
    this.publish(hosted, [])
    hosted.turns.schedule()
  }

  /** Stops bots from playing in this match until resume(). */
  pause(matchId: string): void {
    this.get(matchId).turns.pause()
  }

  /** Lets bots play again, including a bot that failed on the current turn (it gets another try). */
  resume(matchId: string): void {
    const hosted = this.get(matchId)
    hosted.failedBots.clear()
    hosted.turns.resume()
  }

  /** Changes the pause before bot moves, for every match (a waiting bot starts its pause again). */
  setBotDelay(ms: number): void {
    this.botDelayMs = checkDelay(ms)
    for (const hosted of this.matches.values()) hosted.turns.restart()
  }

  /** Resolves when no bot move is waiting or running and no action is still being saved. */
  idle(matchId: string): Promise<void> {
    return this.matches.get(matchId)?.turns.idle() ?? Promise.resolve()
  }

  record(matchId: string): MatchRecord {
    return recordOf(this.get(matchId))
  }

  meta(matchId: string): SaveMeta {
    return saveMeta(this.get(matchId))
  }

  /**
   * The match as it stands, hidden cards included: only for work done off the host's thread that
   * reads it through a viewer's samples (the stream's win chances).
   */
  position(matchId: string): MatchPosition {
    const { match } = this.get(matchId)
    return { game: match.game.id, version: match.version, state: match.state }
  }

  /**
   * Notes the named save the match now belongs to, holding every move played so far: updates carry
   * it, and its autosave is written again with it, so a match resumed later still saves to the same
   * name (and knows how far behind the table that save is).
   */
  setSlot(matchId: string, slot: string | undefined): Promise<void> {
    const hosted = this.get(matchId)
    const slotVersion = slot === undefined ? undefined : hosted.match.version
    if (hosted.slot === slot && hosted.slotVersion === slotVersion) return Promise.resolve()
    hosted.slot = slot
    hosted.slotVersion = slotVersion
    this.publish(hosted, [])
    return this.autosave(hosted)
  }

  /**
   * The match's named save was renamed: it saves under `slot` from now on, and that save holds what
   * the old name held (unlike setSlot, how many moves it holds stays as it was). Updates carry the
   * new name, and the autosave is written again with it.
   */
  renameSlot(matchId: string, slot: string): Promise<void> {
    const hosted = this.get(matchId)
    if (hosted.slot === slot) return Promise.resolve()
    hosted.slot = slot
    this.publish(hosted, [])
    return this.autosave(hosted)
  }

  /** Writes the match's autosave now, in turn with its other autosaves (a match just opened). */
  autosaveNow(matchId: string): Promise<void> {
    return this.autosave(this.get(matchId))
  }

  /**
   * No more autosaves for this match (it is finished and saved under a name): nothing queued or
   * retried may write it again after the caller removes it.
   */
  retireAutosave(matchId: string): Promise<void> {
    return this.matches.get(matchId)?.saves?.retire() ?? Promise.resolve()
  }

  /** Resolves once every autosave queued so far for this match has been tried. */
  autosaved(matchId: string): Promise<void> {
    return this.matches.get(matchId)?.saves?.drain() ?? Promise.resolve()
  }

  /** Whether the match's moves are on disk, and why not when they are not. */
  autosaveStatus(matchId: string): AutosaveStatus {
    return autosaveStatus(this.get(matchId))
  }

  isOpen(matchId: string): boolean {
    return this.matches.has(matchId)
  }

  /** Closes a match: no more bot moves or updates. Resolves once its pending autosaves are written. */
  close(matchId: string): Promise<void> {
    const hosted = this.matches.get(matchId)
    if (hosted === undefined) return Promise.resolve()
    this.matches.delete(matchId)
    hosted.thinking?.cancel()
    hosted.turns.stop()
    hosted.subscribers.clear()
    hosted.saves?.stop()
    return hosted.saves?.drain() ?? Promise.resolve()
  }

  list(): MatchSummary[] {
    return [...this.matches.values()].map((hosted) => ({
      matchId: hosted.id,
      game: hosted.match.game.id,
      version: hosted.match.version,
      ...saveMeta(hosted),
      paused: hosted.turns.paused,
      autosave: autosaveStatus(hosted),
    }))
  }

  private host(
    match: Match,
    seats: readonly SeatConfig[],
    bots: ReadonlyMap<Seat, Bot>,
    label: string | undefined,
    replayed: Pick<Replayed, 'history' | 'steps'> = { history: [], steps: [] },
    opened: {
      readonly id?: string
      readonly slot?: string
      readonly slotVersion?: number
      readonly takeBacks?: TakeBackNote[]
    } = {},
  ): string {
    const id = opened.id ?? randomUUID()
    const timers = this.options.timers ?? globalTimers
    const seatBots = new Map<Seat, SeatBot>()
    for (const [seat, bot] of bots) seatBots.set(seat, { bot, rng: seedRng(`${match.seed}:bot:${seat}`) })
    const { autosave } = this.options
    const hosted: HostedMatch = {
      id,
      match,
      seats,
      label,
      slot: opened.slot,
      slotVersion: opened.slotVersion,
      bots: seatBots,
      standIns: new Set(),
      failedBots: new Map(),
      subscribers: new Subscribers((err) =>
        this.report(hosted, 'listener', 'An update listener failed', err),
      ),
      saves: autosave
        ? new SaveQueue({
            write: (record, meta) => autosave(record, meta, id),
            report: (err) => this.report(hosted, 'autosave', 'Autosave failed', err),
            // Everyone watching hears at once that the moves are (again) safe on disk, or not.
            onStatus: () => this.publish(hosted, []),
            timers,
            retries: this.saveRetries,
            ...(this.options.autosaveRetryMs ? { retryMs: this.options.autosaveRetryMs } : {}),
          })
        : null,
      turns: new BotTurns({
        timers,
        delayMs: () => this.botDelayMs,
        nextSeat: () => nextBotSeat(hosted),
        play: (seat) => this.playBot(hosted, seat),
      }),
      history: replayed.history,
      steps: replayed.steps,
      takeBacks: opened.takeBacks ?? [],
      thinking: null,
    }
    this.matches.set(id, hosted)
    hosted.turns.schedule()
    return id
  }

  /** Through the door, then tell everyone. Throws the door's refusal. */
  private apply(hosted: HostedMatch, seat: Seat, action: unknown, expectedVersion?: number): SubmitResult {
    const result = hosted.match.submit(seat, action, expectedVersion)
    // A bot still thinking about the table as it was will not be asked for its move.
    hosted.thinking?.cancel()
    remember(hosted.history, result.version, result.events)
    hosted.steps.push({ seat, hidden: hiddenOutcomeOf(hosted.match.game, result, hosted.seats.length) })
    this.publish(hosted, result.events)
    return result
  }

  /** Rebuilds a match from a record, with its recent events and a note of each step. */
  private replay(record: MatchRecord): Replayed {
    const history: HistoryEntry[] = []
    let outcomes = null as HiddenOutcomes | null
    const match = Match.replay(this.options.registry, record, (step, replaying) => {
      remember(history, step.version, step.events)
      outcomes ??= new HiddenOutcomes(replaying.game, replaying.players.length)
      outcomes.add(step)
    })
    const hidden = outcomes?.all() ?? []
    const steps = match.log.map((entry, i): StepNote => ({ seat: entry.seat, hidden: hidden[i] ?? null }))
    return { match, history, steps }
  }

  /** Everyone watching starts again from the table as it is now (after a take-back): a snapshot with the log. */
  private publishSnapshot(hosted: HostedMatch): void {
    try {
      hosted.subscribers.publish((viewer) => ({
        ...buildUpdate(hosted, viewer, []),
        history: historyFor(hosted, viewer),
      }))
    } catch (err) {
      this.report(hosted, 'view', 'The game failed to show the table', err)
    }
  }

  private publish(hosted: HostedMatch, events: readonly GameEvent[]): void {
    try {
      hosted.subscribers.publish((viewer) => buildUpdate(hosted, viewer, events))
    } catch (err) {
      this.report(hosted, 'view', 'The game failed to show the table', err)
    }
  }

  private autosave(hosted: HostedMatch): Promise<void> {
    return hosted.saves?.enqueue(recordOf(hosted), saveMeta(hosted)) ?? Promise.resolve()
  }

  /** One bot turn. A bot that throws or picks an illegal move is reported and sits this turn out. */
  private async playBot(hosted: HostedMatch, seat: Seat): Promise<void> {
    const seatBot = hosted.bots.get(seat)
    if (seatBot === undefined) return
    const { match } = hosted
    const version = match.version
    try {
      const action = await this.botMove(hosted, seatBot, seat)
      // The table moved on while the bot thought (a take-back, a person's answer, closing): drop it.
      if (action === STALE_MOVE) return
      this.apply(hosted, seat, action, version)
    } catch (err) {
      hosted.failedBots.set(seat, version)
      const who = hosted.seats[seat]?.name ?? `seat ${seat + 1}`
      this.report(hosted, 'bot', `The ${seatBot.bot.label} bot playing ${who} failed`, err)
      return
    }
    await this.autosave(hosted)
  }

  /** The bot's move: asked in place, or of the thinker for a bot that thinks. */
  private async botMove(hosted: HostedMatch, seatBot: SeatBot, seat: Seat): Promise<unknown> {
    const { match } = hosted
    const { thinker } = this.options
    if (!seatBot.bot.thinks || thinker === undefined) {
      return seatBot.bot.choose(
        botContext(match.game, match.state, seat, seatBot.rng, {
          legal: match.legalActions(seat),
          clock: () => performance.now(),
          ...(seatBot.bot.recalls ? { history: match.recent } : {}),
        }),
      )
    }
    const version = match.version
    const thinking = thinker.think({
      game: match.game.id,
      level: seatBot.bot.id,
      state: match.state,
      seat,
      rng: seatBot.rng,
      ...(seatBot.bot.recalls ? { history: match.recent } : {}),
    })
    hosted.thinking = thinking
    let answer: ThinkAnswer
    try {
      answer = await thinking.answer
    } catch (err) {
      if (!this.stillAsking(hosted, match, version)) return STALE_MOVE
      throw err
    } finally {
      if (hosted.thinking === thinking) hosted.thinking = null
    }
    if (!this.stillAsking(hosted, match, version)) return STALE_MOVE
    seatBot.rng = answer.rng
    return answer.action
  }

  private stillAsking(hosted: HostedMatch, match: Match, version: number): boolean {
    return this.matches.get(hosted.id) === hosted && hosted.match === match && match.version === version
  }

  private checkGame(game: unknown): string {
    if (typeof game !== 'string' || !Object.prototype.hasOwnProperty.call(this.options.registry, game)) {
      throw new IllegalAction('UNKNOWN_GAME', `There is no game called "${String(game)}".`)
    }
    return game
  }

  private newSeed(): string {
    return this.options.seedSource ? this.options.seedSource() : randomBytes(8).toString('hex')
  }

  private get(matchId: string): HostedMatch {
    const hosted = this.matches.get(matchId)
    if (hosted === undefined)
      throw new IllegalAction('MALFORMED', `There is no open match "${String(matchId)}".`)
    return hosted
  }

  private report(hosted: HostedMatch, kind: HostErrorKind, message: string, cause: unknown): void {
    const onError = this.options.onError ?? console.error
    try {
      onError(new HostError(kind, hosted.id, message, cause))
    } catch {
      // An error handler that itself fails has nowhere left to report to.
    }
  }
}

interface Replayed {
  readonly match: Match
  readonly history: HistoryEntry[]
  readonly steps: StepNote[]
}

/** The take-back notes of a loaded record, when they are well formed (they are only notes). */
function takeBackNotes(notes: unknown): TakeBackNote[] {
  if (!Array.isArray(notes)) return []
  return notes.filter(
    (n): n is TakeBackNote =>
      typeof n === 'object' &&
      n !== null &&
      Number.isInteger((n as TakeBackNote).seat) &&
      Number.isInteger((n as TakeBackNote).to) &&
      Number.isInteger((n as TakeBackNote).undone),
  )
}

function refusal(code: RefusalCode, message: string): IntentResult {
  return { ok: false, code, message }
}

function isViewer(viewer: unknown, seatCount: number): viewer is Viewer {
  return (
    viewer === 'spectator' ||
    (typeof viewer === 'number' && Number.isInteger(viewer) && viewer >= 0 && viewer < seatCount)
  )
}

function checkDelay(ms: number): number {
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) {
    throw new IllegalAction('MALFORMED', 'The bot delay must be zero or more milliseconds.')
  }
  return ms
}

function checkLabel(label: unknown): string | undefined {
  if (label === undefined) return undefined
  if (typeof label !== 'string') throw new IllegalAction('MALFORMED', 'The match label must be a text.')
  return label
}
