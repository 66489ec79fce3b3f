/**
 * The bot levels every game offers, by id, with the one name each has in every game. The ids stay
 * as saves know them: Medium is each game's hand-written bot, saved as "heuristic".
 */
import type { AnyGame } from '../core/types'
import { easyBot } from './easy'
import { randomBot } from './random'
import { searchBot, type SearchLevel } from './search/searchBot'
import type { Bot } from './types'

/** The level a new bot seat gets: Medium, quick and a fair game for a newcomer. */
export const SUGGESTED_LEVEL = 'heuristic'

const SEARCH = { playoutSteps: 30, exploration: 0.7 } as const

/** Hard and Expert think for a time; `iterations` only caps a search run without a clock. */
export const HARD: SearchLevel = { id: 'hard', label: 'Hard', timeMs: 300, iterations: 3_000, ...SEARCH }
export const EXPERT: SearchLevel = {
  id: 'expert',
  label: 'Expert',
  timeMs: 1_500,
  iterations: 15_000,
  ...SEARCH,
}

export interface LevelOptions {
  /** The game's own random bot (default: any legal move). */
  readonly random?: Bot
  /**
   * Playout moves before the estimate is taken, where the game's estimate beats random play
   * (default 30).
   */
  readonly playoutSteps?: number
}

/** A game's levels, weakest first. Easy, Hard and Expert need the game's `sample` and `estimate`. */
export function botLevelsFor(game: AnyGame, medium: Bot, options: LevelOptions = {}): Record<string, Bot> {
  const levels: Record<string, Bot> = { random: options.random ?? randomBot }
  const searchable = game.sample !== undefined && game.estimate !== undefined
  if (searchable) levels.easy = easyBot(game)
  levels[medium.id] = medium
  if (searchable) {
    const playout = options.playoutSteps === undefined ? {} : { playoutSteps: options.playoutSteps }
    levels.hard = searchBot(game, { ...HARD, ...playout })
    levels.expert = searchBot(game, { ...EXPERT, ...playout })
  }
  return levels
}
