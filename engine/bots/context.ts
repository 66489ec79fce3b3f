/**
 * The context a bot is asked with, for one seat of a state: its view (built only if the bot looks),
 * its legal moves, its own random stream, and states drawn from what the seat knows through the
 * game's sampler. The state itself is never handed over: it lives in private fields.
 */
import type { RngState } from '../core/rng'
import type { AnyGame, Sees, Seat } from '../core/types'
import type { BotContext } from './types'

export interface BotContextExtras {
  /** The seat's legal moves, when the caller keeps them (Match caches them); else listed here. */
  readonly legal?: readonly unknown[]
  readonly clock?: () => number
  readonly signal?: { readonly aborted: boolean }
  /** An arena ceiling's drawn states see this much more (GameDefinition.reveal); only the simulator sets it. */
  readonly sees?: Sees
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
  }

  get view(): unknown {
    if (!this.#viewed) {
      this.#view = this.#game.view(this.#state, this.seat)
      this.#viewed = true
    }
    return this.#view
  }
}
