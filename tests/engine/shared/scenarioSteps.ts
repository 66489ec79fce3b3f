/**
 * The tail every game's scenario builder shares: one action through the engine's own door with its
 * checks, several in a row, and the refusal an attempt throws.
 */
import { IllegalAction } from '../../../engine/core/errors'
import { admitAction } from '../../../engine/core/admit'
import { sameAction } from '../../../engine/core/sameAction'
import type { AnyGame, ApplyResult, GameEvent, Seat } from '../../../engine/core/types'

/** A state reached by actions, with the events they produced. */
export interface ScenarioStep<S> {
  readonly state: S
  readonly events: readonly GameEvent[]
}

/** The error for an action the engine does not list for the seat, with where the game stands. */
export function notLegal(
  state: { readonly turn: unknown; readonly decision: unknown },
  seat: Seat,
  action: unknown,
  legal: readonly unknown[],
): Error {
  return new Error(
    `not legal for seat ${seat}: ${JSON.stringify(action)}\nlegal: ${JSON.stringify(legal)}\n` +
      `turn: ${JSON.stringify(state.turn)} decision: ${JSON.stringify(state.decision)}`,
  )
}

/**
 * Applies an action already found legal: apply must not change its input state, and the new state
 * must have no problems (the game's invariants, listed in the error with `separator`).
 */
export function applyChecked<S, A>(
  apply: (state: S, seat: Seat, action: A) => ApplyResult<S>,
  problems: (state: S) => readonly string[],
  state: S,
  seat: Seat,
  action: A,
  separator = ' ',
): ScenarioStep<S> {
  const before = JSON.stringify(state)
  const result = apply(state, seat, action)
  if (JSON.stringify(state) !== before) throw new Error('apply changed its input state')
  const broken = problems(result.state)
  if (broken.length > 0) throw new Error(`after ${JSON.stringify(action)}: ${broken.join(separator)}`)
  return { state: result.state, events: result.events }
}

/** Several actions in a row (each by the seat given) through `act`; returns the last state and all events. */
export function actEach<S, A>(
  act: (state: S, seat: Seat, action: A) => ScenarioStep<S>,
  state: S,
  moves: readonly (readonly [Seat, A])[],
): ScenarioStep<S> {
  let s = state
  const events: GameEvent[] = []
  for (const [seat, action] of moves) {
    const r = act(s, seat, action)
    s = r.state
    events.push(...r.events)
  }
  return { state: s, events }
}

/** The IllegalAction an attempt throws (fails the test when nothing is thrown). */
export function refusal(fn: () => unknown): IllegalAction {
  try {
    fn()
  } catch (err) {
    if (err instanceof IllegalAction) return err
    throw err
  }
  throw new Error('expected the engine to refuse')
}

/**
 * An action through the engine's one door without a Match: admitted as Match admits it (or
 * refused with the game's reason), then applied.
 */
export function submitTo<S extends { readonly players: readonly { readonly name: string }[] }>(
  game: AnyGame,
  state: S,
  seat: Seat,
  action: unknown,
): ApplyResult<S> {
  const names = state.players.map((p) => p.name)
  return game.apply(state, seat, admitAction(game, state, seat, action, { names })) as ApplyResult<S>
}

/** The types of some events, in order. */
export function eventTypes(events: readonly GameEvent[]): string[] {
  return events.map((e) => e.type)
}

/** `n` copies of something (a card kind, a trail card), for hands, piles and expectations. */
export function rep<const T>(item: T, n: number): T[] {
  return Array.from({ length: n }, () => item)
}

/** A game's legal actions as the rule tests ask for them: all, whether one is, those of one type. */
export function legalQueries<S, A extends { readonly type: string }>(game: {
  legalActions(state: S, seat: Seat): readonly A[]
  validate?: (state: S, seat: Seat, action: unknown) => A | null
}) {
  const legal = (state: S, seat: Seat): readonly A[] => game.legalActions(state, seat)
  return {
    legal,
    /** Listed, or (a payment picked, a bid, a trade) accepted by the game's validate hook. */
    isLegal: (state: S, seat: Seat, action: A): boolean =>
      legal(state, seat).some((a) => sameAction(a, action)) ||
      (game.validate?.(state, seat, action) ?? null) !== null,
    legalOfType: <T extends A['type']>(state: S, seat: Seat, type: T): Extract<A, { type: T }>[] =>
      legal(state, seat).filter((a): a is Extract<A, { type: T }> => a.type === type),
  }
}
