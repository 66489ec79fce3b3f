/**
 * What a game tells the stream overlay about its table (GameUi.broadcast), and the small word helpers
 * its summaries are written with: templates from assets/ filled in, counts in their one/many form.
 */
import words from '../../assets/help/broadcast.json'
import type { Seat } from '../../engine/core/types'

/** The overlay's own words, the same for every game ("Game over", the panels' names). */
export const broadcastWords = words

/** How a player's state reads at a glance: the colour of their status word. */
export type BroadcastTone = 'alive' | 'zombie' | 'out' | 'won'

export interface BroadcastPlayer {
  readonly seat: Seat
  readonly name: string
  /** Their state in a word or two: "Survivor", "Zombie", "Escaped", "Bankrupt". */
  readonly status: string
  /** The facts that follow it, each short: "Level 3/6", "3 spaces to the chopper", "5 cards". */
  readonly facts: readonly string[]
  /** Whose turn it is (no one once the game is over). */
  readonly active: boolean
  /** The game waits on them now (a reaction, a bid), whether or not it is their turn. */
  readonly toAct?: boolean
  /** Out of the game: shown dimmed. */
  readonly out?: boolean
  readonly tone?: BroadcastTone
  /** Their seat colour in this game (tokens, name plates), as CSS. */
  readonly color?: string
}

export interface BroadcastSummary {
  /** The stage of the game in a few words: "Round 3/6", "Stage 2: Outbreak", "Game over". */
  readonly phase: string
  /** A second line under it: the turn's phase, the round, or the result. */
  readonly detail?: string
  readonly players: readonly BroadcastPlayer[]
}

/** A count's words in assets/: the form for one and for many ("{n} cards"). */
export interface CountWords {
  readonly one: string
  readonly many: string
}

/** The template with each {key} replaced by its value (unknown keys are left as written). */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole))
}

/** "1 card", "5 cards": the count in its one or many form. */
export function counted(words: CountWords, n: number): string {
  return fill(n === 1 ? words.one : words.many, { n })
}

/**
 * A hand in a few words: each name once, in the order first met, with how many when more than one
 * ("Single ×4", "Horde").
 */
export function compactNames(names: readonly string[]): string[] {
  const counts = new Map<string, number>()
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1)
  return [...counts].map(([name, n]) => (n === 1 ? name : `${name} ×${n}`))
}
