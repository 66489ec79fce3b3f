import type { RngState } from '../core/rng'
import type { Sees, Seat } from '../core/types'

/**
 * What a bot may look at: its own seat's view (never the full state, so bots cannot cheat on
 * hidden information), the legal actions, and its own random stream (kept by whoever runs it).
 */
export interface BotContext<A = unknown, V = unknown> {
  readonly seat: Seat
  readonly view: V
  readonly legal: readonly A[]
  readonly rng: RngState
  /**
   * Draws a whole state from what this seat knows (the game's `sample` of the real state), for
   * bots that search. The real state itself is never handed over. Left out: the game has no sampler.
   */
  readonly sample?: (rng: RngState) => unknown
  /**
   * The latest moves of the other seats, oldest first, for a bot that reads them (`Bot.recalls`)
   * in a game that can recall (GameDefinition.recall). Left out: not asked for, or not kept.
   */
  readonly history?: readonly Witnessed[]
  /** Milliseconds from any fixed origin, for a bot that thinks for a time; left out: no clock. */
  readonly clock?: () => number
  /** Set when the answer is no longer wanted (the match closed or moved on): stop thinking. */
  readonly signal?: { readonly aborted: boolean }
}

/** Another seat's move, as a bot that reads moves may weigh it. */
export interface Witnessed {
  readonly seat: Seat
  readonly action: unknown
  /**
   * The state the move was played on as it would have been in `world`, a state this seat's `sample`
   * drew now (GameDefinition.recall); null where what the mover held then cannot be told.
   */
  inWorld(world: unknown): unknown
}

export interface Bot<A = unknown, V = unknown> {
  readonly id: string
  readonly label: string
  /** It searches for a while before it answers: a host runs it off the thread that answers people. */
  readonly thinks?: boolean
  /** It reads the other seats' latest moves (BotContext.history): a host hands them to it. */
  readonly recalls?: boolean
  /**
   * An arena ceiling, never offered in the app: the simulator draws its states by the game's
   * `reveal`, seeing this much beyond its seat. The app's hosts never read it.
   */
  readonly sees?: Sees
  /** Returns one of ctx.legal, or an action the game validates (a bid, a trade offer). May advance ctx.rng in place. */
  choose(ctx: BotContext<A, V>): A
}

/** A bot that Hard and Expert start from and play every seat with in their rollouts. */
export interface PolicyBot<A = unknown, V = unknown> extends Bot<A, V> {
  /**
   * True where its move is known to be as good as any (solved exactly): the search keeps it
   * without rollouts, which could only mistake luck for a better move there.
   */
  settled?(ctx: BotContext<A, V>): boolean
  /**
   * A quicker stand-in that plays the rollouts, where the policy itself would be too slow to play
   * thousands of moves (default: the policy). The search still starts from the policy's own move.
   */
  readonly playout?: Bot<A, V>
}

/**
 * Bots per game, by level id ("random", "heuristic", ...). Each level has one label in every game
 * ("Random", "Easy", "Medium", "Hard", "Expert"); the ids stay as saves and the simulator know them.
 */
export type BotRegistry = Readonly<Record<string, Readonly<Record<string, Bot>>>>
