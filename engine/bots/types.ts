import type { RngState } from '../core/rng'
import type { Seat } from '../core/types'

/**
 * What a bot may look at: its own seat's view (never the full state, so bots cannot cheat on
 * hidden information), the legal actions, and its own random stream (kept by whoever runs it).
 */
export interface BotContext<A = unknown, V = unknown> {
  readonly seat: Seat
  readonly view: V
  readonly legal: readonly A[]
  readonly rng: RngState
}

export interface Bot<A = unknown, V = unknown> {
  readonly id: string
  readonly label: string
  /** Returns one of ctx.legal, or an action the game validates (a bid, a trade offer). May advance ctx.rng in place. */
  choose(ctx: BotContext<A, V>): A
}

/**
 * Bots per game, by level id ("random", "heuristic", ...). Each level has one label in every game
 * ("Random", "Cunning"); the ids stay as saves and the simulator know them.
 */
export type BotRegistry = Readonly<Record<string, Readonly<Record<string, Bot>>>>
