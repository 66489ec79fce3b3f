/** The registry of games and their bots: the only place that lists them. */
import { botLevelsFor } from './bots/levels'
import { randomBot } from './bots/random'
import type { Bot, BotRegistry } from './bots/types'
import type { GameRegistry } from './core/match'
import { monopozombie } from './games/monopozombie'
import { monopoHeuristicBot } from './games/monopozombie/bots'
import { monopoRandomBot } from './games/monopozombie/randomBot'
import { monopoSearchPolicy } from './games/monopozombie/searchPolicy'
import { selfish } from './games/selfish'
import { selfishHeuristicBot } from './games/selfish/bots'
import { zombielife } from './games/zombielife'
import { zombielifeHeuristicBot } from './games/zombielife/bots'

export const games: GameRegistry = { selfish, zombielife, monopozombie }

/** The bot that plays every seat in a game's playouts: Medium, or the game's own search policy. */
export const playoutPolicies: Readonly<Record<string, Bot>> = {
  selfish: selfishHeuristicBot,
  zombielife: zombielifeHeuristicBot,
  monopozombie: monopoSearchPolicy,
}

export const bots: BotRegistry = {
  selfish: botLevelsFor(selfish, selfishHeuristicBot),
  zombielife: botLevelsFor(zombielife, zombielifeHeuristicBot),
  monopozombie: botLevelsFor(monopozombie, monopoHeuristicBot, {
    random: monopoRandomBot,
    searchPolicy: monopoSearchPolicy,
  }),
}

export { randomBot }
