/** What a step let out that cannot be put back (the first such event decides), or null. */
import type { AnyGame, GameEvent, HiddenOutcome } from './types'

export function hiddenOutcomeOf(game: AnyGame, events: readonly GameEvent[]): HiddenOutcome | null {
  const table: Readonly<Record<string, HiddenOutcome | undefined>> = game.hiddenOutcomes ?? {}
  for (const event of events) {
    const outcome = Object.prototype.hasOwnProperty.call(table, event.type) ? table[event.type] : undefined
    if (outcome !== undefined) return outcome
    // Someone learned something only they may know: it cannot be unlearned.
    if (event.private !== undefined) return 'reveal'
  }
  return null
}
