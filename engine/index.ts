/** The registry of games and their bots: the only place that lists them. */
import { botLevelsFor, referenceLevelsFor, type LevelOptions } from './bots/levels'
import { randomBot } from './bots/random'
import type { Bot, BotRegistry } from './bots/types'
import type { GameRegistry } from './core/match'
import { monopozombie } from './games/monopozombie'
import { monopoHeuristicBot } from './games/monopozombie/bots'
import { monopoRandomBot } from './games/monopozombie/randomBot'
import { MONOPO_PLAYOUT_STEPS, monopoSearchPolicy } from './games/monopozombie/searchPolicy'
import { selfish } from './games/selfish'
import { selfishHeuristicBot } from './games/selfish/bots'
import { zombielife } from './games/zombielife'
import { zombielifeHeuristicBot } from './games/zombielife/bots'

export const games: GameRegistry = { selfish, zombielife, monopozombie }

/**
 * The bot that plays every seat in a game's playouts (the search levels' and the stream's win
 * chances): Medium, or the game's own search policy. The one list of them.
 */
const POLICIES = {
  selfish: selfishHeuristicBot,
  zombielife: zombielifeHeuristicBot,
  monopozombie: monopoSearchPolicy,
} as const
export const playoutPolicies: Readonly<Record<string, Bot>> = POLICIES

/** What each game gives its levels: its random bot, search policy and own figures. */
export const levelOptions: Readonly<Record<string, LevelOptions>> = {
  selfish: { searchPolicy: POLICIES.selfish },
  zombielife: { searchPolicy: POLICIES.zombielife },
  monopozombie: {
    random: monopoRandomBot,
    searchPolicy: POLICIES.monopozombie,
    playoutSteps: MONOPO_PLAYOUT_STEPS,
  },
}

/** Each game's levels by `levels` (the app's, or the arena's references), from its Medium and options. */
function eachGame(levels: typeof botLevelsFor): BotRegistry {
  return {
    selfish: levels(selfish, selfishHeuristicBot, levelOptions.selfish),
    zombielife: levels(zombielife, zombielifeHeuristicBot, levelOptions.zombielife),
    monopozombie: levels(monopozombie, monopoHeuristicBot, levelOptions.monopozombie),
  }
}

/** The levels the app offers. */
export const bots: BotRegistry = eachGame(botLevelsFor)

/** What the arena may set against each other: the app's levels and the fixed reference levels. */
export const arenaBots: BotRegistry = Object.fromEntries(
  Object.entries(eachGame(referenceLevelsFor)).map(([id, reference]) => [id, { ...bots[id], ...reference }]),
)

export { randomBot }
