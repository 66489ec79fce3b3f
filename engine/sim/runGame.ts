/**
 * Plays one bot-only game through Match (the single door) and reports how it went: the outcome,
 * how many actions it took, the first broken invariants, or the error that stopped it. Pure and
 * deterministic: the same setup, bots and seeds always give the same game. Used by the simulator
 * CLI, the benchmark and the tests.
 */
import { botContext, type BotContextExtras } from '../bots/context'
import type { Bot } from '../bots/types'
import { IllegalAction } from '../core/errors'
import { Match, type GameRegistry, type PastMove } from '../core/match'
import { seedRng, type RngState } from '../core/rng'
import type { GameEvent, Outcome, PlayerInfo, Sees, Seat } from '../core/types'

export const DEFAULT_MAX_ACTIONS = 20_000

export interface RunGameSetup {
  readonly registry: GameRegistry
  readonly game: string
  readonly players: readonly PlayerInfo[]
  /** The match seed. */
  readonly seed: string | number
  readonly options?: unknown
  /** One bot per seat. */
  readonly bots: readonly Bot[]
  /** Seeds of each seat's bot RNG; by default `${seed}:bot:${seat}`, as the host seeds its bots. */
  readonly botSeeds?: readonly (string | number)[]
  /** The game is stopped and reported as an error after this many actions (default 20 000). */
  readonly maxActions?: number
  /** Runs game.invariants after setup and after every action (default true). */
  readonly checkInvariants?: boolean
  /** Called after every accepted action, e.g. to sample states or collect events. */
  readonly onAction?: (step: ActionStep) => void
  /** A clock for bots that think for a time (milliseconds); left out, they think by their move budget. */
  readonly clock?: () => number
}

export interface ActionStep {
  readonly match: Match
  readonly seat: Seat
  readonly action: unknown
  readonly events: readonly GameEvent[]
}

/** A broken invariant: after how many actions (0 = right after setup), and what broke. */
export interface Violation {
  readonly action: number
  readonly message: string
}

export interface RunGameResult {
  /** null when the game did not finish (an error, a broken invariant or the action cap). */
  readonly outcome: Outcome | null
  readonly actions: number
  /** The broken invariants of the first bad state; the game stops there. */
  readonly violations: readonly Violation[]
  /** Why the game stopped early other than a broken invariant, or null. */
  readonly error: string | null
  /** The match as played, for its record (seed + log) and final state. */
  readonly match: Match
}

export function defaultBotSeed(seed: string | number, seat: Seat): string {
  return `${seed}:bot:${seat}`
}

export function runGame(setup: RunGameSetup): RunGameResult {
  const match = Match.create(setup.registry, {
    game: setup.game,
    players: setup.players,
    seed: setup.seed,
    options: setup.options,
  })
  const seats = setup.players.length
  if (setup.bots.length !== seats) {
    throw new RangeError(`runGame: ${setup.bots.length} bots for ${seats} seats.`)
  }
  const rngs: RngState[] = setup.players.map((_, seat) =>
    seedRng(setup.botSeeds?.[seat] ?? defaultBotSeed(setup.seed, seat)),
  )
  const maxActions = setup.maxActions ?? DEFAULT_MAX_ACTIONS
  const invariants = setup.checkInvariants === false ? undefined : match.game.invariants
  let actions = 0
  const result = (outcome: Outcome | null, violations: readonly Violation[], error: string | null) => ({
    outcome,
    actions,
    violations,
    error,
    match,
  })
  const check = (): Violation[] =>
    invariants ? invariants(match.state).map((message) => ({ action: actions, message })) : []

  const initial = check()
  if (initial.length > 0) return result(null, initial, null)
  // Built without spreads: the simulator asks a bot for every move of thousands of games.
  const extrasFor = (bot: Bot, seat: Seat): BotContextExtras => {
    const extras: {
      legal: readonly unknown[]
      clock?: () => number
      sees?: Sees
      history?: readonly PastMove[]
    } = { legal: match.legalActions(seat) }
    if (setup.clock) extras.clock = setup.clock
    if (bot.sees) extras.sees = bot.sees
    if (bot.recalls) extras.history = match.recent
    return extras
  }
  for (;;) {
    const outcome = match.outcome()
    if (outcome !== null) return result(outcome, [], null)
    if (actions >= maxActions) return result(null, [], `The game did not end within ${maxActions} actions.`)
    // Several seats may be asked at once (out-of-turn responses); the first listed answers first.
    const seat = match.toAct()[0]
    if (seat === undefined) return result(null, [], 'The game is not over but nobody is asked to act.')
    const bot = setup.bots[seat] as Bot
    let action: unknown
    let events: readonly GameEvent[]
    try {
      action = bot.choose(
        botContext(match.game, match.state, seat, rngs[seat] as RngState, extrasFor(bot, seat)),
      )
      events = match.submit(seat, action).events
    } catch (err) {
      return result(null, [], describeFailure(err, bot, seat, actions))
    }
    actions++
    setup.onAction?.({ match, seat, action, events })
    const violations = check()
    if (violations.length > 0) return result(null, violations, null)
  }
}

function describeFailure(err: unknown, bot: Bot, seat: Seat, actions: number): string {
  const where = `at action ${actions + 1}, seat ${seat} (${bot.id} bot)`
  if (err instanceof IllegalAction)
    return `The move chosen ${where} was refused (${err.code}): ${err.message}`
  const message = err instanceof Error ? err.message : String(err)
  return `The game crashed ${where}: ${message}`
}
