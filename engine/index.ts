/** The registry of games and their bots: the only place that lists them. */
import { randomBot } from './bots/random'
import type { BotRegistry } from './bots/types'
import type { GameRegistry } from './core/match'

export const games: GameRegistry = {}

export const bots: BotRegistry = {}

export { randomBot }
