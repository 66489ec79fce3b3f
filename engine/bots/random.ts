import { pick } from '../core/rng'
import type { Bot } from './types'

/** Picks uniformly among the legal actions. Works for every game. */
export const randomBot: Bot = {
  id: 'random',
  label: 'Random',
  choose: (ctx) => pick(ctx.rng, ctx.legal),
}
