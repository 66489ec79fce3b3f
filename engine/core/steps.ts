/**
 * The step stack: rule work that may pause for a player's decision is kept in the state as steps
 * (a stack: the last is next) and run until a decision is needed, the stack is empty, or the game
 * is over. `must` refuses an action with the rules' reason.
 */
import { IllegalAction } from './errors'
import type { Seat } from './types'

/** Pushes steps so that they run in the given order, before the ones already queued. */
export function pushSteps<T>(d: { readonly steps: T[] }, ...steps: T[]): void {
  for (let i = steps.length - 1; i >= 0; i--) d.steps.push(steps[i] as T)
}

/** Runs queued steps, newest first, while `paused` says no. */
export function runSteps<T>(d: { readonly steps: T[] }, paused: () => boolean, run: (step: T) => void): void {
  while (!paused()) {
    const step = d.steps.pop()
    if (step === undefined) return
    run(step)
  }
}

/** Refuses the action (IllegalAction 'ILLEGAL', with `message` for the player) unless `condition`. */
export function must(condition: boolean, message: string): asserts condition {
  if (!condition) throw new IllegalAction('ILLEGAL', message)
}

/**
 * A game's apply over a mutable draft: copy the state into a draft, carry the admitted action out
 * on it, then let the rules run on and hand back the new state and the events.
 */
export function applyOnDraft<S, D, A, R>(
  draftOf: (state: S) => D,
  perform: (draft: D, seat: Seat, action: A) => void,
  settle: (draft: D) => R,
): (state: S, seat: Seat, action: A) => R {
  return (state, seat, action) => {
    const draft = draftOf(state)
    perform(draft, seat, action)
    return settle(draft)
  }
}

/** Carries an action out as the answer to the pending decision, or else as a move of the turn. */
export function answerOrAct<D extends { readonly decision: C | null }, C, A>(
  answer: (draft: D, seat: Seat, decision: C, action: A) => void,
  act: (draft: D, seat: Seat, action: A) => void,
): (draft: D, seat: Seat, action: A) => void {
  return (draft, seat, action) => {
    if (draft.decision !== null) answer(draft, seat, draft.decision, action)
    else act(draft, seat, action)
  }
}
