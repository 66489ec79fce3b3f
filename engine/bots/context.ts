/**
 * The context a bot is asked with, for one seat of a state: its view (built only if the bot looks),
 * its legal moves, its own random stream, and states drawn from what the seat knows through the
 * game's sampler. The state itself is never handed over: it lives in private fields.
 */
import type { RngState } from '../core/rng'
import type { AnyGame, Sees, Seat } from '../core/types'
import type { PastMove } from '../core/match'
import type { BotContext, Witnessed } from './types'

export interface BotContextExtras {
  /** The seat's legal moves, when the caller keeps them (Match caches them); else listed here. */
  readonly legal?: readonly unknown[]
  readonly clock?: () => number
  readonly signal?: { readonly aborted: boolean }
  /** An arena ceiling's drawn states see this much more (GameDefinition.reveal); only the simulator sets it. */
  readonly sees?: Sees
  /** The match's latest moves with their states (Match.recent), for a bot that recalls. */
  readonly history?: readonly PastMove[]
}

export function botContext(
  game: AnyGame,
  state: unknown,
  seat: Seat,
  rng: RngState,
  extras: BotContextExtras = {},
): BotContext {
  return new SeatContext(game, state, seat, rng, extras)
}

// A class rather than an object literal with spreads and a getter: the simulator builds one for
// every move, and the literal's temporary objects and named closures cost a quarter of a random
// game's time in collected garbage.
class SeatContext implements BotContext {
  readonly legal: readonly unknown[]
  readonly sample?: (rng: RngState) => unknown
  readonly clock?: () => number
  readonly signal?: { readonly aborted: boolean }
  readonly history?: readonly Witnessed[]
  readonly #game: AnyGame
  readonly #state: unknown
  #view: unknown
  #viewed = false

  constructor(
    game: AnyGame,
    state: unknown,
    readonly seat: Seat,
    readonly rng: RngState,
    extras: BotContextExtras,
  ) {
    this.#game = game
    this.#state = state
    this.legal = extras.legal ?? game.legalActions(state, seat)
    const sampler = game.sample
    const reveal = game.reveal
    if (extras.sees && reveal) {
      const sees = extras.sees
      this.sample = (draw: RngState) => reveal(state, seat, draw, sees)
    } else if (sampler) this.sample = (draw: RngState) => sampler(state, seat, draw)
    if (extras.clock) this.clock = extras.clock
    if (extras.signal) this.signal = extras.signal
    if (extras.history && game.recall) this.history = witnessed(game.recall, extras.history, state, seat)
  }

  get view(): unknown {
    if (!this.#viewed) {
      this.#view = this.#game.view(this.#state, this.seat)
      this.#viewed = true
    }
    return this.#view
  }
}

/** The other seats' moves in `moves`, each recalled in a world only when asked (the real states stay here). */
function witnessed(
  recall: NonNullable<AnyGame['recall']>,
  moves: readonly PastMove[],
  now: unknown,
  seat: Seat,
): Witnessed[] {
  const seen: Witnessed[] = []
  moves.forEach((move, at) => {
    if (move.seat === seat) return
    let recalled: ((world: unknown) => unknown) | null | undefined
    const inWorld = (world: unknown): unknown => {
      if (recalled === undefined) recalled = recall(moves.slice(at), now, seat)
      return recalled === null ? null : recalled(world)
    }
    seen.push({ seat: move.seat, action: move.action, inWorld })
  })
  return seen
}
