/**
 * The step stack: rule work that may pause for a player's decision is kept in the state as steps
 * (a stack: the last is next) and run until a decision is needed, the stack is empty, or the game
 * is over.
 */

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
