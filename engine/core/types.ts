/** The engine contract every game implements (the README's "Adding a game" lists who fills in what). */
import type { OptionSpec } from './optionSpecs'
import type { RngState } from './rng'
import type { SecondPerson } from './words'

export type Seat = number
export type Viewer = Seat | 'spectator'

/** Who sits at a seat. The engine only needs the name; humans and bots are the host's business. */
export interface PlayerInfo {
  readonly name: string
}

/**
 * Something that happened, in order, for animation and the game log. `text` is the public wording,
 * naming every player in the third person ("Ann rolls 3."). `you` words it for the seats it speaks
 * of, in the second person ("You roll 3.", "Ann bites you."). `private` holds details only some
 * seats may know (a drawn card, a stolen card), with their own wording. viewEvent() gives each
 * viewer one `text`: its private wording, else its `you` wording, else the public one; spectators
 * always get the public one.
 */
export interface GameEvent {
  readonly type: string
  readonly text: string
  readonly seat?: Seat
  readonly you?: SecondPerson
  readonly private?: {
    readonly seats: readonly Seat[]
    readonly text: string
    readonly you?: SecondPerson
    readonly [detail: string]: unknown
  }
  readonly [detail: string]: unknown
}

export interface Outcome {
  readonly winners: readonly Seat[]
  readonly scores: readonly number[]
  /**
   * The one winner line, without a stop: "The zombies win", "Ann escapes", "Ann wins", "Ann and Bob
   * win", "Nobody wins".
   */
  readonly headline: string
  /** How it ended, in a sentence or two that agree with the headline. */
  readonly summary: string
}

/**
 * What an event let out that cannot be put back: a die was rolled, a card was drawn (or taken at
 * random), a deck was shuffled, something hidden was shown. A move is never taken back across one.
 */
export type HiddenOutcome = 'roll' | 'draw' | 'shuffle' | 'reveal'

export interface ApplyResult<S, E extends GameEvent = GameEvent> {
  readonly state: S
  readonly events: readonly E[]
}

/** GameDefinition.setup, which a game's own setup function is declared as. */
export type SetupFn<S, O> = (players: readonly PlayerInfo[], seed: string | number, options: O) => S

/** GameDefinition.apply, which a game's own apply function is declared as. */
export type ApplyFn<S, A, E extends GameEvent = GameEvent> = (
  state: S,
  seat: Seat,
  action: A,
) => ApplyResult<S, E>

/**
 * What a game's view says of who is to act: its pending decision, else whose turn it is and in which
 * phase, or that the game is over (no seat).
 */
export type DecisionOrTurn<D, P> =
  | D
  | { readonly kind: 'turn'; readonly seat: Seat; readonly phase: P }
  | { readonly kind: 'over'; readonly seat: null }

/**
 * One game. `E` is its event union (engine/core/events.ts EventUnion): the game's emit takes only
 * those events, and its scene's choreography switches on them.
 */
/** What a ceiling bot of the arena sees beyond its seat (GameDefinition.reveal). */
export type Sees = 'hands' | 'all'

export interface GameDefinition<S, A, V, O = Record<string, unknown>, E extends GameEvent = GameEvent> {
  readonly id: string
  readonly name: string
  readonly minPlayers: number
  readonly maxPlayers: number
  /** Fills in defaults and checks match options for a table of this size; throws an Error naming the bad option. */
  readonly resolveOptions: (options: unknown, playerCount: number) => O
  /**
   * The match options a host may offer, as data (engine/core/optionSpecs.ts): each key with its
   * label, help, allowed values and the default resolveOptions fills in. Left out: none offered.
   */
  readonly optionSpecs?: readonly OptionSpec[]
  readonly setup: SetupFn<S, O>
  readonly toAct: (state: S) => readonly Seat[]
  readonly legalActions: (state: S, seat: Seat) => readonly A[]
  /**
   * For choices too many to list (any bid amount, any trade offer): returns the action in its
   * canonical form when the rules allow it now, or null. legalActions lists a sample of them.
   */
  readonly validate?: (state: S, seat: Seat, action: unknown) => A | null
  /**
   * Pure: never mutates `state`. Runs only on an action admitted by engine/core/admit.ts (a legal
   * action of a seat to act, in canonical form), so it checks nothing again.
   */
  readonly apply: ApplyFn<S, A, E>
  /**
   * apply's next state without its events, for a search's own moves, which nobody reads about:
   * building their words is much of what apply costs. Must give the state apply gives. Left out:
   * apply's state.
   */
  readonly advance?: (state: S, seat: Seat, action: A) => S
  /** Why the rules refuse `action` now, in a sentence for the player; left out: a plain sentence. */
  readonly explain?: (state: S, seat: Seat, action: { readonly type: string }) => string
  /**
   * What `viewer` may see. Every card it shows is an object with its `id` (and its `kind`; a
   * face-down card shows `id: null`): a step after which a seat's view shows a card the spectator's
   * does not, and the seat's view before did not, let something out (engine/core/viewCards.ts).
   */
  readonly view: (state: S, viewer: Viewer) => V
  readonly outcome: (state: S) => Outcome | null
  /**
   * Checks that must hold after every action (cards conserved, counters in range). Returns the
   * broken ones as sentences; used by the simulator and the tests, never on the hot path.
   */
  readonly invariants?: (state: S) => string[]
  /**
   * The event types after which a move may not be taken back, with what they let out. An event
   * with a `private` part counts as 'reveal' whatever its type, and so does a step that shows a seat
   * a hidden card in its view (engine/core/hiddenOutcome.ts).
   */
  readonly hiddenOutcomes?: Readonly<Partial<Record<E['type'], HiddenOutcome>>>
  /** The replay timeline's marks: the event that starts a turn, and the game's big moments. */
  readonly timeline?: {
    readonly turn: E['type']
    readonly moments: readonly E['type'][]
  }
  /**
   * The round the game has reached, from 1 (each game says what a round is), for the saves list.
   * Pure and cheap: the host asks it each time it writes a save. Left out: the game has no rounds.
   */
  readonly round?: (state: S) => number
  /**
   * A whole state drawn from what `viewer` knows, for search bots to plan on (a seat) and for the
   * stream's win chances (the spectator): every card `viewer` cannot see is shuffled among the places
   * it cannot see, and the game's own random stream is drawn from `rng`, so no future die or shuffle
   * is known either. It must read only what `viewer` can see: two states that `viewer` sees alike
   * give the same sample for the same `rng`. The sample's view for `viewer` equals the state's. Left
   * out: the game cannot be searched.
   */
  readonly sample?: (state: S, viewer: Viewer, rng: RngState) => S
  /**
   * A whole state drawn as a bot that sees more than its seat would draw it ('hands': every hand and
   * card in play as it is, the decks still shuffled as `sample` shuffles them; 'all': the state
   * itself, the decks' order too, with only the game's own random stream drawn from `rng`). On the
   * real state it is for the arena's ceilings only, never for a bot in play; a search may call it on
   * a state it drew itself (inference draws the decks of a weighed state again). Left out: the game
   * has no ceilings and no inference.
   */
  readonly reveal?: (state: S, seat: Seat, rng: RngState, sees: Sees) => S
  /**
   * For inference: the state another seat's move was played on, as it would have been in `world`, a
   * state `sample` drew now for `viewer`. `since` is that move and every move after it, each with the
   * state it was played on; `now` is the state after the last. The returned function puts into a
   * state drawn from the first of them for `viewer` the hands the other seats held then, were the
   * world right: what they hold in it, less what they have taken since, plus what they have played or
   * given since. It must read only what `viewer` saw (two histories that `viewer` saw alike recall
   * alike). Null: `viewer` cannot tell what a hand held then (a card passed face down between two
   * other seats since). Left out: the game has no inference.
   */
  readonly recall?: (
    since: readonly { readonly seat: Seat; readonly action: A; readonly before: S }[],
    now: S,
    viewer: Seat,
  ) => ((world: S) => S) | null
  /**
   * How well each seat stands, from 0 (out of it) to 1 (as good as won), for a search that stops a
   * playout before the game ends. Reads the whole state, so only a search's own samples go in.
   */
  readonly estimate?: (state: S) => readonly number[]
  /**
   * A quick legal move for `seat` in a search's playouts, cheaper than listing every move; left
   * out: a legal move at random.
   */
  readonly playoutMove?: (state: S, seat: Seat, rng: RngState) => A
  /**
   * Every form of a listed move the rules also take, for a search to weigh (legalActions lists one
   * payment where any will do); it must read only `seat`'s own cards. Left out: the move alone.
   */
  readonly alternatives?: (state: S, seat: Seat, move: A) => readonly A[]
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry holds games of every type
export type AnyGame = GameDefinition<any, any, any, any, any>
