/**
 * Events from whole bot games, as the stream page gets them: each in the spectator's wording with
 * the spectator's view of the update it came with, for the call-out and standings tests.
 */
import { bots, games } from '../../../engine'
import type { Bot } from '../../../engine/bots/types'
import { viewEvent } from '../../../engine/core/events'
import type { GameEvent, Outcome } from '../../../engine/core/types'
import { runGame } from '../../../engine/sim/runGame'
import type { SeatConfig } from '../../../electron/protocol'

/** Seat names unlike any word of the games, so a call-out naming a player is plain to see. */
export const NAMES = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'] as const

export const seatsOf = (n: number): SeatConfig[] =>
  NAMES.slice(0, n).map((name): SeatConfig => ({ name, kind: 'bot', bot: 'random' }))

export interface Moment {
  readonly event: GameEvent
  /** The spectator's view after the action that brought the event. */
  readonly view: unknown
  readonly seats: readonly SeatConfig[]
}

export interface PlayedGame {
  readonly moments: readonly Moment[]
  /** The final view and result. */
  readonly view: unknown
  readonly outcome: Outcome
  readonly seats: readonly SeatConfig[]
}

export interface PlaySetup {
  readonly game: string
  readonly players: number
  readonly seed: string
  readonly options?: Record<string, unknown>
  /** Seat 0 plays the cunning bot (to reach a game's later stages); the rest play at random. */
  readonly cunning?: boolean
  /** Only events of these types are kept (the view is worked out only for them). */
  readonly types?: ReadonlySet<string>
}

/** Plays one bot game to the end and keeps its events as the spectator gets them. */
export function playForMoments({ game, players, seed, options = {}, cunning, types }: PlaySetup): PlayedGame {
  const def = games[game]
  if (!def) throw new Error(`no game ${game}`)
  const random = bots[game]?.random as Bot
  const heuristic = bots[game]?.heuristic as Bot
  const seats = seatsOf(players)
  const moments: Moment[] = []
  const run = runGame({
    registry: games,
    game,
    players: seats.map((s) => ({ name: s.name })),
    seed,
    options,
    bots: seats.map((_, s) => (cunning && s === 0 ? heuristic : random)),
    checkInvariants: false,
    onAction: ({ match, events }) => {
      const kept = types ? events.filter((e) => types.has(e.type)) : events
      if (kept.length === 0) return
      const view = def.view(match.state, 'spectator')
      for (const event of kept) moments.push({ event: viewEvent(event, 'spectator'), view, seats })
    },
  })
  if (run.outcome === null) throw new Error(`${game} ${seed} did not finish: ${String(run.error)}`)
  return { moments, view: def.view(run.match.state, 'spectator'), outcome: run.outcome, seats }
}
