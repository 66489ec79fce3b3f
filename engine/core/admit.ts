/**
 * The one legality check. An action is admitted when the game is not over, the seat is one of
 * those to act, and the action is one of its legal actions (or the game's `validate` hook accepts
 * it, for choices too many to list). `apply` runs only on what this returns, so it may assume a
 * legal action; a refusal throws a typed IllegalAction whose sentence comes from the game's
 * `explain`.
 */
import { IllegalAction } from './errors'
import { sameAction } from './sameAction'
import type { AnyGame, Seat } from './types'

export interface AdmitTable {
  /** Players' names, in seat order (their number is the table's size). */
  readonly names: readonly string[]
  /** A seat's legal actions, when the caller keeps them (Match caches them per version). */
  readonly legalOf?: (seat: Seat) => readonly unknown[]
}

/** Returns the action in its canonical form, or throws IllegalAction saying why it is refused. */
export function admitAction(
  game: AnyGame,
  state: unknown,
  seat: Seat,
  action: unknown,
  table: AdmitTable,
): unknown {
  if (game.outcome(state) !== null) throw new IllegalAction('GAME_OVER', 'The game is over.')
  if (!Number.isInteger(seat) || seat < 0 || seat >= table.names.length) {
    throw new IllegalAction('MALFORMED', `There is no seat ${String(seat)} at this table.`)
  }
  const toAct = game.toAct(state)
  if (!toAct.includes(seat)) {
    const names = toAct.map((s) => table.names[s] ?? `seat ${s}`).join(' or ')
    throw new IllegalAction('NOT_YOUR_TURN', `It is not your turn: waiting for ${names}.`)
  }
  if (
    typeof action !== 'object' ||
    action === null ||
    typeof (action as { type?: unknown }).type !== 'string'
  ) {
    throw new IllegalAction('MALFORMED', 'That move is not a move: it has no type.')
  }
  const legal = table.legalOf?.(seat) ?? game.legalActions(state, seat)
  const chosen =
    legal.find((candidate) => sameAction(candidate, action)) ?? game.validate?.(state, seat, action)
  if (chosen !== undefined && chosen !== null) return chosen
  throw new IllegalAction('ILLEGAL', reasonFor(game, state, seat, action as { readonly type: string }))
}

/**
 * The game's sentence for a refusal, or a plain one. `explain` reads fields no check has vetted
 * (a card that is an object whose toString is not a function): if that throws, the plain sentence
 * stands, so a hostile move is still refused with a code and words.
 */
function reasonFor(game: AnyGame, state: unknown, seat: Seat, action: { readonly type: string }): string {
  const plain = `"${action.type}" is not allowed now.`
  try {
    return game.explain?.(state, seat, action) ?? plain
  } catch {
    return plain
  }
}

/**
 * The pending decision an admitted answer is for, narrowed to its kind. Admission guarantees the
 * kind, so a mismatch is a programming error, not a refusal.
 */
export function decisionAnswered<D extends { readonly kind: string }, K extends D['kind']>(
  decision: D,
  kind: K,
): Extract<D, { readonly kind: K }> {
  if (decision.kind !== kind) throw new Error(`An answer to "${kind}" reached a "${decision.kind}" decision.`)
  return decision as Extract<D, { readonly kind: K }>
}

/** An action as it arrived at the door: its type is known, nothing else is trusted. */
export type AskedAction = { readonly type: string } & Readonly<Record<string, unknown>>

/**
 * A game's `explain` from two lists of conditions: those for answering the pending decision and
 * those for a move of the turn. The first condition that fails is the reason.
 */
export function explainFrom<S, D extends { readonly decision: C | null }, C>(
  draftOf: (state: S) => D,
  decisionProblem: (draft: D, seat: Seat, decision: C, action: AskedAction) => string | null,
  turnProblem: (draft: D, seat: Seat, action: AskedAction) => string | null,
): (state: S, seat: Seat, action: { readonly type: string }) => string {
  return (state, seat, action) => {
    const d = draftOf(state)
    const asked = action as AskedAction
    const why =
      d.decision !== null ? decisionProblem(d, seat, d.decision, asked) : turnProblem(d, seat, asked)
    return why ?? `"${action.type}" is not allowed now.`
  }
}
