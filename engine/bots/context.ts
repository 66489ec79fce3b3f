/**
 * The context a bot is asked with, for one seat of a state: its view (built only if the bot looks),
 * its legal moves, its own random stream, and states drawn from what the seat knows through the
 * game's sampler. The state itself is never handed over.
 */
import type { RngState } from '../core/rng'
import type { AnyGame, Seat } from '../core/types'
import type { BotContext } from './types'

export interface BotContextExtras {
  /** The seat's legal moves, when the caller keeps them (Match caches them); else listed here. */
  readonly legal?: readonly unknown[]
  readonly clock?: () => number
  readonly signal?: { readonly aborted: boolean }
}

export function botContext(
  game: AnyGame,
  state: unknown,
  seat: Seat,
  rng: RngState,
  extras: BotContextExtras = {},
): BotContext {
  let view: unknown
  let viewed = false
  const sample = game.sample
  return {
    seat,
    legal: extras.legal ?? game.legalActions(state, seat),
    rng,
    ...(sample ? { sample: (draw: RngState) => sample(state, seat, draw) } : {}),
    ...(extras.clock ? { clock: extras.clock } : {}),
    ...(extras.signal ? { signal: extras.signal } : {}),
    get view(): unknown {
      if (!viewed) {
        view = game.view(state, seat)
        viewed = true
      }
      return view
    },
  }
}
