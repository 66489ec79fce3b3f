/** The renderer side of every game, by game id. */
import type { HelpFile } from '../hud/helpFile'
import type { GameUi } from './types'
import { monopozombieUi } from './monopozombie'
import { selfishUi } from './selfish'
import { zombielifeUi } from './zombielife'

/**
 * A game's UI takes its own view and action types; the table holds them by id. The host sends the
 * view of the game named in each update, so the types meet at run time.
 */
function register<V, A>(ui: GameUi<V, A>): GameUi {
  return ui as unknown as GameUi
}

export const gameUis: Readonly<Record<string, GameUi>> = {
  selfish: register(selfishUi),
  zombielife: register(zombielifeUi),
  monopozombie: register(monopozombieUi),
}

export function gameUiFor(game: string | null): GameUi | null {
  if (game === null || !Object.prototype.hasOwnProperty.call(gameUis, game)) return null
  return gameUis[game] ?? null
}

/** A game's quick reference (its GameUi's `help`), or null for a game this table has none for. */
export function helpFor(game: string | null): HelpFile | null {
  return gameUiFor(game)?.help ?? null
}
