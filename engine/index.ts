/** The registry of games and their bots: the only place that lists them. */
import { botLevelsFor } from './bots/levels'
import { randomBot } from './bots/random'
import type { BotRegistry } from './bots/types'
import type { GameRegistry } from './core/match'
import { monopozombie } from './games/monopozombie'
import { monopoHeuristicBot } from './games/monopozombie/bots'
import { monopoRandomBot } from './games/monopozombie/randomBot'
import { selfish } from './games/selfish'
import { selfishHeuristicBot } from './games/selfish/bots'
import { zombielife } from './games/zombielife'
import { zombielifeHeuristicBot } from './games/zombielife/bots'

export const games: GameRegistry = { selfish, zombielife, monopozombie }

export const bots: BotRegistry = {
  selfish: botLevelsFor(selfish, selfishHeuristicBot),
  // Random playouts blur Zombielife's estimate: 4 moves did better than 12 or 30 in the arena.
  zombielife: botLevelsFor(zombielife, zombielifeHeuristicBot, { playoutSteps: 4 }),
  monopozombie: botLevelsFor(monopozombie, monopoHeuristicBot, { random: monopoRandomBot }),
}

export { randomBot }
