/**
 * What a step let out that cannot be put back, or null: the first event the game lists in
 * `hiddenOutcomes` (a roll, a draw, a shuffle, a reveal), an event with a private part, or, whatever
 * the events say, a hidden card that a seat's view shows after the step and did not show before
 * (a peek at a deck shows in the view, not always in an event).
 */
import type { AnyGame, GameEvent, HiddenOutcome } from './types'
import { showsAHiddenCard } from './viewCards'

/** One step of a match: the states either side of it and its events. */
export interface StepSeen {
  readonly before: unknown
  readonly after: unknown
  readonly events: readonly GameEvent[]
}

export function hiddenOutcomeOf(game: AnyGame, step: StepSeen, seats: number): HiddenOutcome | null {
  return eventsLetOut(game, step.events) ?? viewsLetOut(game, step, seats)
}

/**
 * hiddenOutcomeOf for every step of a log, in order. A take-back never reaches past the latest step
 * that let something out, so the views (the costly part) are read only for the steps after the
 * latest step whose events let something out; the steps before it keep what their events say.
 */
export class HiddenOutcomes {
  private readonly outcomes: (HiddenOutcome | null)[] = []
  /** The steps whose events let nothing out, since the last that did. */
  private unread: { readonly index: number; readonly step: StepSeen }[] = []

  constructor(
    private readonly game: AnyGame,
    private readonly seats: number,
  ) {}

  add(step: StepSeen): void {
    const outcome = eventsLetOut(this.game, step.events)
    if (outcome === null) this.unread.push({ index: this.outcomes.length, step })
    else this.unread = []
    this.outcomes.push(outcome)
  }

  /** Every step's outcome so far. */
  all(): readonly (HiddenOutcome | null)[] {
    for (const { index, step } of this.unread) this.outcomes[index] = viewsLetOut(this.game, step, this.seats)
    this.unread = []
    return this.outcomes
  }
}

function eventsLetOut(game: AnyGame, events: readonly GameEvent[]): HiddenOutcome | null {
  const table: Readonly<Record<string, HiddenOutcome | undefined>> = game.hiddenOutcomes ?? {}
  for (const event of events) {
    const outcome = Object.prototype.hasOwnProperty.call(table, event.type) ? table[event.type] : undefined
    if (outcome !== undefined) return outcome
    // Someone learned something only they may know: it cannot be unlearned.
    if (event.private !== undefined) return 'reveal'
  }
  return null
}

function viewsLetOut(game: AnyGame, step: StepSeen, seats: number): HiddenOutcome | null {
  return showsAHiddenCard(game, step.before, step.after, seats) ? 'reveal' : null
}
