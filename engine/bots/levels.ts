/**
 * The bot levels every game offers, by id, with the one name each has in every game. The ids stay
 * as saves know them: Medium is each game's hand-written bot, saved as "heuristic".
 */
import type { AnyGame } from '../core/types'
import { easyBot } from './easy'
import { randomBot } from './random'
import { searchBot, type SearchLevel } from './search/searchBot'
import type { Bot, PolicyBot } from './types'

/** The level a new bot seat gets: Medium, quick and a fair game for a newcomer. */
export const SUGGESTED_LEVEL = 'heuristic'

/**
 * Rollouts run to the end of a Selfish or Zombielife game; MonopoZombie's stop at the cap and take
 * the game's estimate. Half a standard error was the margin tried against 1 in the arena (59% and
 * 58% of Selfish games won against Medium, 120 and 80 games); it is the margin against one rival
 * move, and grows with their number (rollouts.ts). Before it grew, Hard left Medium's move for a
 * merely lucky one in MonopoZombie's many-choice moves (53.8% of 80 games against Medium; 62.5%
 * after).
 */
const SEARCH = { playoutSteps: 400, confidence: 0.5 } as const

/** Hard and Expert think for a time; `iterations` only caps a search run without a clock. */
export const HARD: SearchLevel = { id: 'hard', label: 'Hard', timeMs: 300, iterations: 100_000, ...SEARCH }
/**
 * Expert also races: with five times Hard's time, more drawn states alone hardly changed its moves
 * (even with Hard over 200 Selfish games), so moves two standard errors behind the best (more, when
 * many are left: rollouts.ts) are dropped from 24 drawn states on and the time goes to the close ones.
 */
export const EXPERT: SearchLevel = {
  id: 'expert',
  label: 'Expert',
  timeMs: 1_500,
  iterations: 500_000,
  ...SEARCH,
  racing: { firstLook: 24, drop: 2 },
}

/**
 * Hard as it stood in December 2026, kept as a fixed opponent for the arena (never offered in the
 * app): later levels are measured against it, not against a Hard that moves with them. Its figures
 * are written out here rather than taken from HARD, so that changing Hard leaves it as it is.
 */
export const HARD_2026_12: SearchLevel = {
  id: 'hard-2026-12',
  label: 'Hard (2026-12)',
  timeMs: 300,
  iterations: 100_000,
  playoutSteps: 400,
  confidence: 0.5,
}

export interface LevelOptions {
  /** The game's own random bot (default: any legal move). */
  readonly random?: Bot
  /**
   * The bot Hard and Expert keep unless their rollouts show better, and that plays every seat in
   * those rollouts (default: Medium). A game gives its own where Medium plays some part badly enough
   * that rollouts by it misjudge the moves.
   */
  readonly searchPolicy?: PolicyBot
}

/**
 * A game's levels, weakest first. Easy, Hard and Expert need the game's `sample` and `estimate`;
 * Hard and Expert improve by rollouts on Medium, or on the game's search policy.
 */
export function botLevelsFor(game: AnyGame, medium: Bot, options: LevelOptions = {}): Record<string, Bot> {
  const levels: Record<string, Bot> = { random: options.random ?? randomBot }
  const searchable = game.sample !== undefined && game.estimate !== undefined
  if (searchable) levels.easy = easyBot(game)
  levels[medium.id] = medium
  if (searchable) {
    const policy = options.searchPolicy ?? medium
    levels.hard = searchBot(game, policy, HARD)
    levels.expert = searchBot(game, policy, EXPERT)
  }
  return levels
}

/** A game's reference levels for the arena (HARD_2026_12), where it has search levels at all. */
export function referenceLevelsFor(
  game: AnyGame,
  medium: Bot,
  options: LevelOptions = {},
): Record<string, Bot> {
  if (game.sample === undefined || game.estimate === undefined) return {}
  return { [HARD_2026_12.id]: searchBot(game, options.searchPolicy ?? medium, HARD_2026_12) }
}
