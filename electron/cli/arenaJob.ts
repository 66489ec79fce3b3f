/** What an arena worker is asked to play, and the bots by the names the command line gave. */
import type { Bot, BotRegistry } from '../../engine/bots/types'
import { botNamed } from './simArgs'

export interface ArenaJob {
  readonly game: string
  readonly players: number
  readonly seed: string | number
  readonly names: readonly string[]
  readonly indices: readonly number[]
  readonly maxActions: number
  readonly checkInvariants: boolean
}

/** parseArenaArgs has checked that every name is one of the game's bots. */
export function arenaBots(bots: BotRegistry, game: string, names: readonly string[]): Record<string, Bot> {
  return Object.fromEntries(names.map((name) => [name, botNamed(bots[game], name) as Bot]))
}
