/**
 * A seeded match (Selfish, Zombielife or MonopoZombie, ?game=) played by bots through the pure engine, for the harness page. Runs in the
 * browser (and under Node): no DOM, no Node modules. It hands the renderer what the host would send.
 */
import { Match } from '../../../engine/core/match'
import { viewEvents } from '../../../engine/core/events'
import { seedRng, type RngState } from '../../../engine/core/rng'
import type { GameEvent, Seat, Viewer } from '../../../engine/core/types'
import { bots, games, randomBot } from '../../../engine/index'
import type { HostUpdate, SeatConfig } from '../../../electron/protocol'

/** The games the harness can play (each needs a scene in HarnessApp; bots: its heuristic one, else the random bot). */
export const HARNESS_GAMES = ['selfish', 'zombielife', 'monopozombie'] as const
export type HarnessGame = (typeof HARNESS_GAMES)[number]

/** Whether the engine registry has the game (a game's scene may be shown before its engine exists). */
export function engineHas(game: HarnessGame): boolean {
  return Object.prototype.hasOwnProperty.call(games, game)
}

export interface HarnessParams {
  readonly game: HarnessGame
  readonly players: number
  /** Bot actions to play before showing the table. */
  readonly actions: number
  readonly seed: string
  readonly viewer: Viewer
  /** Keep playing with bots every `delay` ms (to watch the animations). */
  readonly live: boolean
  readonly delay: number
  /** A hand-made view to show instead of a played match (?fixture=, MonopoZombie only), or null. */
  readonly fixture: string | null
}

const NAMES = ['Alex', 'Billie', 'Casey', 'Dana', 'Emery', 'Finley', 'Gray', 'Harper']

function intParam(q: URLSearchParams, name: string, fallback: number, min: number, max: number): number {
  const v = Number(q.get(name))
  return Number.isInteger(v) && q.has(name) ? Math.min(max, Math.max(min, v)) : fallback
}

export function parseHarnessParams(search: string): HarnessParams {
  const q = new URLSearchParams(search)
  const players = intParam(q, 'players', 4, 2, 8)
  const gameParam = q.get('game')
  const game = HARNESS_GAMES.find((g) => g === gameParam) ?? 'selfish'
  const viewerParam = q.get('viewer') ?? '0'
  const viewer: Viewer =
    viewerParam === 'spectator' ? 'spectator' : Math.min(players - 1, Math.max(0, Number(viewerParam) || 0))
  return {
    game,
    players,
    actions: intParam(q, 'actions', 0, 0, 5000),
    seed: q.get('seed') ?? '1',
    viewer,
    live: q.get('live') === '1',
    delay: intParam(q, 'delay', 900, 50, 10_000),
    fixture: q.get('fixture') || null,
  }
}

export class HarnessSession {
  readonly match: Match
  readonly seats: readonly SeatConfig[]
  private readonly rngs: RngState[]
  private readonly matchId: string

  constructor(readonly params: HarnessParams) {
    const players = NAMES.slice(0, params.players).map((name) => ({ name }))
    this.match = Match.create(games, { game: params.game, players, seed: params.seed })
    this.seats = players.map((p, seat) => ({
      name: p.name,
      kind: seat === params.viewer ? 'human' : 'bot',
      bot: seat === params.viewer ? undefined : 'heuristic',
    }))
    this.rngs = players.map((_, seat) => seedRng(`${params.seed}:bot:${seat}`))
    this.matchId = `harness-${params.game}-${params.seed}-${params.players}`
  }

  get over(): boolean {
    return this.match.outcome() !== null
  }

  /** One bot decision for the first seat to act; the events it caused, or null when the game is over. */
  step(): readonly GameEvent[] | null {
    if (this.over) return null
    const seat = this.match.toAct()[0]
    if (seat === undefined) return null
    // The heuristic bot where the game has one, else the random bot.
    const bot = bots[this.params.game]?.heuristic ?? randomBot
    const rng = this.rngs[seat]
    if (!rng) throw new Error(`No bot randomness for seat ${seat}.`)
    const action = bot.choose({
      seat,
      view: this.match.view(seat),
      legal: this.match.legalActions(seat),
      rng,
    })
    return this.match.submit(seat, action).events
  }

  /** Plays up to `n` actions (fewer when the game ends); returns how many were played. */
  play(n: number): number {
    let played = 0
    while (played < n && this.step() !== null) played++
    return played
  }

  /** Applies the viewer's own choice (from a click on the table). */
  submit(seat: Seat, action: unknown): readonly GameEvent[] {
    return this.match.submit(seat, action).events
  }

  /** What the host would push to the viewer after an action with these events. */
  update(events: readonly GameEvent[]): HostUpdate {
    const viewer = this.params.viewer
    const toAct = this.match.toAct()
    return {
      matchId: this.matchId,
      game: this.params.game,
      version: this.match.version,
      viewer,
      view: this.match.view(viewer),
      legal: viewer !== 'spectator' && toAct.includes(viewer) ? this.match.legalActions(viewer) : [],
      toAct,
      events: viewEvents(events, viewer),
      outcome: this.match.outcome(),
      seats: this.seats,
      autosave: { problem: null, savedVersion: this.match.version },
    }
  }
}
