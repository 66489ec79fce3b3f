/**
 * The bots that think: Hard and Expert. They play the policy bot's move (the game's Medium, or its own search policy) unless
 * rollouts over states drawn from what the seat knows show another is better (./rollouts.ts).
 */
import type { AnyGame } from '../../core/types'
import type { Bot, PolicyBot } from '../types'
import { rolloutMove, type RolloutBudget } from './rollouts'

export interface SearchLevel extends Omit<RolloutBudget, 'policy'> {
  readonly id: string
  readonly label: string
}

export function searchBot(game: AnyGame, policy: PolicyBot, level: SearchLevel): Bot {
  return {
    id: level.id,
    label: level.label,
    thinks: true,
    choose: (ctx) => rolloutMove(game, ctx, { ...level, policy }).action,
  }
}
