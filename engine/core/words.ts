/**
 * Small helpers for the words the games put in front of players: counts with the right plural,
 * sentences that end in exactly one stop, and the second-person wording of an event (see
 * GameEvent.you and viewEvent in ./events).
 */

/** "1 card", "2 cards"; "1 supply", "3 supplies" with the plural given. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`
}

/** The text with a full stop added, unless it already ends in one (or in "!" or "?"). */
export function sentence(text: string): string {
  return /[.!?]["')]*$/.test(text) ? text : `${text}.`
}

/** "Ann", "Ann and Bob", "Ann, Bob and Cat". */
export function listed(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}

/**
 * How an event reads for the seats it speaks of, in the second person: `{ [seat]: 'You rest.' }`.
 * Each wording says what the public text says (never more), so it may go to that seat alone.
 */
export type SecondPerson = { readonly [seat: number]: string }
