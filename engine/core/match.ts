/**
 * The single door into a game. Every change to a match goes through Match.submit:
 * fresh? → admitted (engine/core/admit.ts: game over? seat to act? legal?) → apply → version + 1.
 * A refusal throws a typed IllegalAction and leaves the match exactly as it was.
 */
import { IllegalAction } from './errors'
import { admitAction, type AdmitTable } from './admit'
import type { AnyGame, GameEvent, Outcome, PlayerInfo, Seat, Viewer } from './types'

export interface LogEntry {
  readonly seat: Seat
  readonly action: unknown
}

/** A move with the state it was played on, for a bot that reads the other seats' moves (recall). */
export interface PastMove extends LogEntry {
  readonly before: unknown
}

/** How many of the latest moves a match keeps with their states: a bot's inference looks no further. */
export const RECENT_MOVES = 32

/** A match as saved: everything needed to rebuild every state by replay. */
export interface MatchRecord {
  readonly game: string
  readonly players: readonly PlayerInfo[]
  readonly seed: string | number
  readonly options: Readonly<Record<string, unknown>>
  readonly log: readonly LogEntry[]
  /** The take-backs played at this table, oldest first. The log holds only the actions that count. */
  readonly takeBacks?: readonly TakeBackNote[]
}

/** A take-back: `seat` had the log cut back to `to` actions, undoing `undone` of them. */
export interface TakeBackNote {
  readonly seat: Seat
  readonly to: number
  readonly undone: number
}

export interface SubmitResult {
  readonly version: number
  readonly events: readonly GameEvent[]
  /** The state the action was played on, and the state it led to (engine/core/hiddenOutcome.ts reads both). */
  readonly before: unknown
  readonly after: unknown
}

export type GameRegistry = Readonly<Record<string, AnyGame>>

export class Match {
  private stateValue: unknown
  private versionValue = 0
  private readonly logEntries: LogEntry[] = []
  private readonly recentMoves: PastMove[] = []
  private legalCache: { version: number; seat: Seat; actions: readonly unknown[] } | null = null
  /** The table as admitAction reads it, made once (a closure per submit is measurably slower). */
  private readonly table: AdmitTable

  private constructor(
    readonly game: AnyGame,
    readonly players: readonly PlayerInfo[],
    readonly seed: string | number,
    readonly options: Readonly<Record<string, unknown>>,
  ) {
    this.stateValue = game.setup(players, seed, options)
    this.table = { names: players.map((p) => p.name), legalOf: (seat) => this.legalActions(seat) }
  }

  /** Starts a new match. Throws IllegalAction('MALFORMED' | 'UNKNOWN_GAME') for a bad setup. */
  static create(
    registry: GameRegistry,
    setup: { game: string; players: readonly PlayerInfo[]; seed: string | number; options?: unknown },
  ): Match {
    const game = Object.prototype.hasOwnProperty.call(registry, setup.game) ? registry[setup.game] : undefined
    if (!game) throw new IllegalAction('UNKNOWN_GAME', `There is no game called "${setup.game}".`)
    const n = setup.players.length
    if (n < game.minPlayers || n > game.maxPlayers) {
      throw new IllegalAction(
        'MALFORMED',
        `${game.name} is for ${game.minPlayers} to ${game.maxPlayers} players, not ${n}.`,
      )
    }
    let options: Record<string, unknown>
    try {
      options = game.resolveOptions(setup.options ?? {}, n) as Record<string, unknown>
    } catch (err) {
      throw new IllegalAction('MALFORMED', err instanceof Error ? err.message : String(err))
    }
    return new Match(
      game,
      setup.players.map((p) => ({ name: p.name })),
      setup.seed,
      options,
    )
  }

  /**
   * Rebuilds a match from its record. A log entry the rules refuse throws ReplayError. The events
   * of every step are derived again and handed to `onStep`, for a game log after loading.
   */
  static replay(
    registry: GameRegistry,
    record: MatchRecord,
    onStep?: (step: SubmitResult, match: Match) => void,
  ): Match {
    const match = Match.create(registry, record)
    record.log.forEach((entry, index) => {
      try {
        const step = match.submit(entry.seat, entry.action)
        onStep?.(step, match)
      } catch (err) {
        if (err instanceof IllegalAction) throw new ReplayError(index, err)
        throw err
      }
    })
    return match
  }

  get state(): unknown {
    return this.stateValue
  }

  get version(): number {
    return this.versionValue
  }

  get log(): readonly LogEntry[] {
    return this.logEntries
  }

  /**
   * The latest moves (at most RECENT_MOVES), oldest first, each with the state it was played on: a
   * copy, as a bot asked in place may read it after the match has moved on.
   */
  get recent(): readonly PastMove[] {
    return this.recentMoves.slice()
  }

  record(): MatchRecord {
    return {
      game: this.game.id,
      players: this.players,
      seed: this.seed,
      options: this.options,
      log: this.logEntries.slice(),
    }
  }

  outcome(): Outcome | null {
    return this.game.outcome(this.stateValue)
  }

  toAct(): readonly Seat[] {
    return this.game.toAct(this.stateValue)
  }

  legalActions(seat: Seat): readonly unknown[] {
    const cache = this.legalCache
    if (cache && cache.version === this.versionValue && cache.seat === seat) return cache.actions
    const actions = this.game.toAct(this.stateValue).includes(seat)
      ? this.game.legalActions(this.stateValue, seat)
      : []
    this.legalCache = { version: this.versionValue, seat, actions }
    return actions
  }

  view(viewer: Viewer): unknown {
    return this.game.view(this.stateValue, viewer)
  }

  /**
   * Applies one player's action. `expectedVersion`, when given, must equal the current version
   * (an intent made from an older view is STALE).
   */
  submit(seat: Seat, action: unknown, expectedVersion?: number): SubmitResult {
    if (expectedVersion !== undefined && expectedVersion !== this.versionValue) {
      throw new IllegalAction('STALE', 'The table changed before your move arrived; please choose again.')
    }
    const before = this.stateValue
    const chosen = admitAction(this.game, before, seat, action, this.table)
    const result = this.game.apply(before, seat, chosen)
    this.stateValue = result.state
    this.logEntries.push({ seat, action: chosen })
    this.recentMoves.push({ seat, action: chosen, before })
    if (this.recentMoves.length > RECENT_MOVES) this.recentMoves.shift()
    this.versionValue++
    return { version: this.versionValue, events: result.events, before, after: result.state }
  }
}

export class ReplayError extends Error {
  override readonly name = 'ReplayError'
  constructor(
    readonly index: number,
    readonly refusal: IllegalAction,
  ) {
    super(`Action ${index + 1} of the log is not legal (${refusal.code}): ${refusal.message}`)
  }
}
