/**
 * What a game tells the stream overlay about its table (GameUi.broadcast), made by broadcastFrom of
 * what the game says about its players and phase, and the small word helpers its summaries are
 * written with: templates from assets/ filled in, counts in their one/many form.
 */
import words from '../../assets/help/broadcast.json'
import type { Outcome, Seat } from '../../engine/core/types'

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

/** What a game says of its table for the stream overlay; broadcastFrom makes the summary of it. */
export interface BroadcastRules<V, P extends { readonly seat: Seat; readonly name: string }> {
  /** The players, in seat order. */
  readonly players: (view: V) => readonly P[]
  /** Whose turn it is, or null: nobody's (the game is over). */
  readonly turn: (view: V) => Seat | null
  /** The seats that won (left out: the outcome's winners). */
  readonly winners?: (view: V, outcome: Outcome | null) => readonly Seat[]
  /** A player's state as a tone, unless they won. */
  readonly tone: (player: P) => Exclude<BroadcastTone, 'won'>
  /** The state word of each tone ("Escaped", "Survivor", "Zombie"; "Bankrupt" where players go out). */
  readonly status: Readonly<Record<Exclude<BroadcastTone, 'out'>, string>> & { readonly out?: string }
  /** Whether a player is out of the game (shown dimmed); left out: nobody ever is. */
  readonly out?: (player: P) => boolean
  /** The short facts that follow the state. */
  readonly facts: (player: P, view: V) => string[]
  /** A seat's colour on the table, as CSS. */
  readonly color: (seat: Seat) => string
  /** While the game goes on: the stage in a few words, and the line under it. */
  readonly phase: (view: V) => { readonly phase: string; readonly detail?: string | undefined }
}

/**
 * A game's GameUi.broadcast from its rules: each player with their state, facts, turn and colour;
 * the phase, or "Game over" and the result once nobody has a turn.
 */
export function broadcastFrom<V, P extends { readonly seat: Seat; readonly name: string }>(
  rules: BroadcastRules<V, P>,
): (view: V, seats: readonly unknown[], toAct: readonly Seat[], outcome: Outcome | null) => BroadcastSummary {
  return (view, _seats, toAct, outcome) => {
    const turn = rules.turn(view)
    const winners = rules.winners ? rules.winners(view, outcome) : (outcome?.winners ?? [])
    const players = rules.players(view).map((p): BroadcastPlayer => {
      const tone = winners.includes(p.seat) ? 'won' : rules.tone(p)
      return {
        seat: p.seat,
        name: p.name,
        status: rules.status[tone] ?? '',
        tone,
        facts: rules.facts(p, view),
        active: turn === p.seat,
        toAct: toAct.includes(p.seat),
        ...(rules.out ? { out: rules.out(p) } : {}),
        color: rules.color(p.seat),
      }
    })
    if (turn === null) return { phase: words.gameOver, detail: outcome?.headline, players }
    return { ...rules.phase(view), players }
  }
}

/**
 * A game's GameUi.handNames: the cards of a seat's own hand in the HUD's order, by short name; null
 * in a view with no hand (the spectator's).
 */
export function handNamesFrom<V, C extends { readonly kind: unknown }>(
  hand: (view: V) => readonly C[] | null,
  order: (card: C) => number,
  name: (kind: C['kind']) => string,
): (view: V) => readonly string[] | null {
  return (view) => {
    const cards = hand(view)
    return cards && [...cards].sort((a, b) => order(a) - order(b)).map((c) => name(c.kind))
  }
}
