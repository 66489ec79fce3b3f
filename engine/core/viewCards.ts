/**
 * The cards a view shows, and whether a step showed some seat a hidden card it had not seen. A card
 * in a view is any object with an `id` (a number or a string; a face-down card shows `id: null`),
 * told apart by its `kind` where it has one, as every game's views show cards.
 */
import type { AnyGame } from './types'

/** Every card `view` shows, as `kind#id`. */
export function cardsIn(view: unknown, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(view)) {
    for (const item of view) cardsIn(item, into)
  } else if (typeof view === 'object' && view !== null) {
    const { id, kind } = view as { id?: unknown; kind?: unknown }
    if (typeof id === 'number' || typeof id === 'string') {
      into.add(`${typeof kind === 'string' ? kind : ''}#${String(id)}`)
    }
    for (const value of Object.values(view)) {
      if (typeof value === 'object' && value !== null) cardsIn(value, into)
    }
  }
  return into
}

/**
 * True when, after the step from `before` to `after`, some seat's view shows a card the spectator
 * cannot see (a hand, a peek at a deck) that the seat's view did not show before: something hidden
 * came out to that seat, and it cannot be unseen.
 */
export function showsAHiddenCard(game: AnyGame, before: unknown, after: unknown, seats: number): boolean {
  let open: Set<string> | null = null
  for (let seat = 0; seat < seats; seat++) {
    const seen = cardsIn(game.view(after, seat))
    if (seen.size === 0) continue
    open ??= cardsIn(game.view(after, 'spectator'))
    let known: Set<string> | null = null
    for (const card of seen) {
      if (open.has(card)) continue
      known ??= cardsIn(game.view(before, seat))
      if (!known.has(card)) return true
    }
  }
  return false
}
