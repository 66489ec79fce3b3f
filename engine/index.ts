/** The registry of games: the only place that lists them. */
import type { GameRegistry } from './core/match'

export const games: GameRegistry = {}
