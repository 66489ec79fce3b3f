/** A bot that thinks by information-set search (./ismcts.ts), for any game with a sampler. */
import type { AnyGame } from '../../core/types'
import type { Bot } from '../types'
import { searchMove, type SearchBudget } from './ismcts'

export interface SearchLevel extends SearchBudget {
  readonly id: string
  readonly label: string
}

export function searchBot(game: AnyGame, level: SearchLevel): Bot {
  return {
    id: level.id,
    label: level.label,
    thinks: true,
    choose: (ctx) => searchMove(game, ctx, level).action,
  }
}
