/** What an arena worker is asked to play, the bots by the names the command line gave, and the playing. */
import { performance } from 'node:perf_hooks'
import type { Bot, BotRegistry } from '../../engine/bots/types'
import type { GameRegistry } from '../../engine/core/match'
import { playArenaGame, type ArenaGame } from '../../engine/sim/arena'
import { botNamed } from './simArgs'

export interface ArenaJob {
  readonly game: string
  readonly players: number
  readonly seed: string | number
  readonly names: readonly string[]
  readonly indices: readonly number[]
  readonly maxActions: number
  readonly checkInvariants: boolean
  readonly paired: boolean
}

/** parseArenaArgs has checked that every name is one of the game's bots. */
export function arenaBots(bots: BotRegistry, game: string, names: readonly string[]): Record<string, Bot> {
  return Object.fromEntries(names.map((name) => [name, botNamed(bots[game], name) as Bot]))
}

/** Plays the job's games one after another, on this thread's clock, handing each over as it ends. */
export function playArenaJob(
  job: ArenaJob,
  registry: GameRegistry,
  bots: BotRegistry,
  onGame: (game: ArenaGame) => void,
): void {
  const named = arenaBots(bots, job.game, job.names)
  const clock = () => performance.now()
  for (const index of job.indices) onGame(playArenaGame({ registry, ...job, index, bots: named, clock }))
}
