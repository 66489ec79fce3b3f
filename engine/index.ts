/** The registry of games and their bots: the only place that lists them. */
import { randomBot } from './bots/random'
import type { BotRegistry } from './bots/types'
import type { GameRegistry } from './core/match'
import { selfish } from './games/selfish'
import { selfishHeuristicBot } from './games/selfish/bots'

export const games: GameRegistry = { selfish }

export const bots: BotRegistry = {
  selfish: { random: randomBot, heuristic: selfishHeuristicBot },
}

export { randomBot }
