/**
 * The bot levels every game offers, by id, with the one name each has in every game. The ids stay
 * as saves know them: Medium is each game's hand-written bot, saved as "heuristic".
 */
import type { AnyGame } from '../core/types'
import { easyBot } from './easy'
import { randomBot } from './random'
import { searchBot, type SearchLevel, type TreeLevel } from './search/searchBot'
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
/** Expert's root race: moves two standard errors behind dropped from 24 drawn states on. */
const EXPERT_RACING = { firstLook: 24, drop: 2 } as const

/**
 * Expert searches a tree (./search/ismcts.ts): its root's moves compared in the same drawn states and
 * dice as Hard compares them, racing (moves two standard errors behind the best dropped from 24
 * drawn states on, more when many are left), and below each, a tree over what follows in which every
 * seat chooses by its own reward (PUCT, Medium's move as the prior, half the weight) in place of
 * Medium's playouts. With five times Hard's time, more rollouts alone hardly changed Hard's moves
 * (docs/bot-strength.md). Where the game can recall (Selfish), its drawn states are weighed by how
 * likely the other seats' latest 24 moves were in each, Medium with half its moves at random as the
 * model of each seat, from 128 drawn states (./search/inference.ts).
 */
export const EXPERT: TreeLevel = {
  id: 'expert',
  label: 'Expert',
  search: 'tree',
  timeMs: 1_500,
  iterations: 500_000,
  playoutSteps: SEARCH.playoutSteps,
  exploration: 1,
  priorWeight: 0.5,
  pairedRoot: { confidence: SEARCH.confidence, racing: EXPERT_RACING },
  inference: { worlds: 128, moves: 24, softness: 0.5 },
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

/**
 * Expert as it was until December 2026, kept for the arena (never offered in the app): Hard's
 * rollouts with five times its time, the root's moves raced as the tree's root is. Set against the
 * tree it tells, game by game, which search makes the stronger Expert.
 */
export const EXPERT_ROLLOUTS: SearchLevel = {
  id: 'expert-rollouts',
  label: 'Expert (rollouts)',
  timeMs: EXPERT.timeMs,
  iterations: EXPERT.iterations,
  ...SEARCH,
  racing: EXPERT_RACING,
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
  /** Moves Hard's and Expert's playouts run before the game's estimate, where the game wants its own (default 400). */
  readonly playoutSteps?: number
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
    levels.hard = searchBot(game, policy, hardLevel(options))
    levels.expert = searchBot(game, policy, expertLevel(options))
  }
  return levels
}

/** A search level with the game's own figures (its playout length, where it has one). */
function withGameFigures<L extends SearchLevel | TreeLevel>(level: L, options: LevelOptions): L {
  return options.playoutSteps === undefined ? level : { ...level, playoutSteps: options.playoutSteps }
}

/** Hard with the game's own figures. */
export const hardLevel = (options: LevelOptions): SearchLevel => withGameFigures(HARD, options)

/** Expert with the game's own figures. */
export const expertLevel = (options: LevelOptions): TreeLevel => withGameFigures(EXPERT, options)

/**
 * A game's reference levels for the arena, where it has search levels at all: HARD_2026_12, and its
 * ceilings where the game can reveal: the same search drawing its states as a bot that sees every
 * hand ('sees-hands': the decks still shuffled) or every card and the decks' order ('sees-all': only
 * the dice drawn). Set against hard-2026-12 they show how much of a game's result hidden cards
 * decide, and so how much honest play can gain.
 */
export function referenceLevelsFor(
  game: AnyGame,
  medium: Bot,
  options: LevelOptions = {},
): Record<string, Bot> {
  if (game.sample === undefined || game.estimate === undefined) return {}
  const policy = options.searchPolicy ?? medium
  const reference = searchBot(game, policy, HARD_2026_12)
  const levels: Record<string, Bot> = {
    [HARD_2026_12.id]: reference,
    [EXPERT_ROLLOUTS.id]: searchBot(game, policy, withGameFigures(EXPERT_ROLLOUTS, options)),
  }
  if (game.reveal === undefined) return levels
  for (const [id, sees, label] of CEILINGS) levels[id] = { ...reference, id, label, sees }
  return levels
}

const CEILINGS = [
  ['sees-hands', 'hands', 'Hard (2026-12) seeing every hand'],
  ['sees-all', 'all', 'Hard (2026-12) seeing every card'],
] as const
