import { pick } from '../../core/rng'
import type { Bot } from '../../bots/types'
import type { MonopoAction, MonopoView } from './types'

/**
 * Random play for MonopoZombie: first a kind of move at random, then one move of that kind. Picking
 * among all moves alike would make a turn with twenty mortgage and build moves mostly shuffle money.
 */
export const monopoRandomBot: Bot<MonopoAction, MonopoView> = {
  id: 'random',
  label: 'Random',
  choose: (ctx) => {
    const types = [...new Set(ctx.legal.map((a) => a.type))]
    const type = pick(ctx.rng, types)
    return pick(
      ctx.rng,
      ctx.legal.filter((a) => a.type === type),
    )
  },
}
