/**
 * Runs one think job against a registry: the bot's context holds the seat's view, its legal moves,
 * a sampler over the state (the bot never gets the state itself) and a clock. Used by the worker
 * thread, and in place where there is no worker.
 */
import { botContext } from '../../../engine/bots/context'
import type { Bot, BotRegistry } from '../../../engine/bots/types'
import type { GameRegistry } from '../../../engine/core/match'
import { copyRng } from '../../../engine/core/rng'
import type { AnyGame } from '../../../engine/core/types'
import type { ThinkAnswer, ThinkJob } from './thinker'

export function runThinkJob(
  games: GameRegistry,
  bots: BotRegistry,
  job: ThinkJob,
  signal: { readonly aborted: boolean },
  clock: () => number,
): ThinkAnswer {
  const game = own(games, job.game) as AnyGame | undefined
  const bot = own(bots[job.game] ?? {}, job.level) as Bot | undefined
  if (game === undefined || bot === undefined) {
    throw new Error(`There is no "${job.level}" bot for the game "${job.game}".`)
  }
  const rng = copyRng(job.rng)
  const ctx = botContext(game, job.state, job.seat, rng, {
    clock,
    signal,
    ...(job.history ? { history: job.history } : {}),
  })
  return { action: bot.choose(ctx), rng }
}

function own<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined
}
