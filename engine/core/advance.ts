import type { AnyGame, Seat } from './types'

/** The state after an admitted action, without its events where the game can skip them (GameDefinition.advance). */
export function advance(game: AnyGame, state: unknown, seat: Seat, action: unknown): unknown {
  return game.advance ? game.advance(state, seat, action) : game.apply(state, seat, action).state
}
