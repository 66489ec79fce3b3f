/**
 * The bots that think: Hard and Expert. A rollout level plays the policy bot's move (the game's
 * Medium, or its own search policy) unless rollouts over states drawn from what the seat knows show
 * another is better (./rollouts.ts); a tree level searches a tree over what the seat knows, guided
 * by the policy bot (./ismcts.ts).
 */
import type { AnyGame } from '../../core/types'
import type { Bot, BotContext, PolicyBot } from '../types'
import { searchMove, type SearchBudget, type SearchResult } from './ismcts'
import { rolloutMove, type RolloutBudget } from './rollouts'

export interface SearchLevel extends Omit<RolloutBudget, 'policy'> {
  readonly id: string
  readonly label: string
}

export interface TreeLevel extends Omit<SearchBudget, 'guide' | 'policy'> {
  readonly id: string
  readonly label: string
  readonly search: 'tree'
}

/** One search by a level's own method and budget, with what it did (the bench counts it). */
export function levelSearch(
  game: AnyGame,
  policy: PolicyBot,
  level: SearchLevel | TreeLevel,
  ctx: BotContext,
): SearchResult<unknown> {
  if ('search' in level)
    return searchMove(game, ctx, { ...level, guide: policy, policy: policy.playout ?? policy })
  return rolloutMove(game, ctx, { ...level, policy })
}

export function searchBot(game: AnyGame, policy: PolicyBot, level: SearchLevel | TreeLevel): Bot {
  return {
    id: level.id,
    label: level.label,
    thinks: true,
    ...('inference' in level && level.inference && game.recall ? { recalls: true } : {}),
    choose: (ctx) => levelSearch(game, policy, level, ctx).action,
  }
}
