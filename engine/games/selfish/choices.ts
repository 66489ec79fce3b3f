/**
 * Payments and discards. A player builds one by picking cards (the HUD) and the engine judges the
 * pick (`judgePayment`, `judgeDiscard`); the legal-action list carries one sample per such move, and
 * `validate` admits any pick the judge accepts. Enumerations by card kind remain for the bots and
 * for the tests that prove every payment can be picked: two Singles are the same payment whichever
 * two they are, so payments are multisets of kinds in a fixed order.
 */
import type { PickJudgement } from '../../core/picks'
import { GAME_KINDS, type GameKind } from './data'
import { kindOf } from './draft'
import type { CardId } from './types'

const ACTION_KINDS = GAME_KINDS.filter((k) => k !== 'single' && k !== 'double')
const KIND_ORDER = new Map<string, number>(GAME_KINDS.map((k, i) => [k, i]))

/** A move paid for by picking cards, and what it costs: Supply units to pay, or cards to discard. */
export type PaidMove = 'rest' | 'travel' | 'paySewer'
export const PAYMENT_UNITS: Readonly<Record<PaidMove, 1 | 2>> = { rest: 1, travel: 2, paySewer: 1 }

/** What a card pays, in Supply units: a Single 1, a Double 2, and any two Action cards one Single. */
export function unitValue(kind: GameKind): number {
  return kind === 'single' ? 1 : kind === 'double' ? 2 : 0.5
}

function countsOf(kinds: readonly GameKind[]): Map<GameKind, number> {
  const counts = new Map<GameKind, number>()
  for (const k of kinds) counts.set(k, (counts.get(k) ?? 0) + 1)
  return counts
}

const handKinds = (hand: readonly CardId[]): GameKind[] => hand.map(kindOf)

/** Every multiset of `size` cards drawn from `kinds` (in order) within the available counts. */
function multisets(kinds: readonly GameKind[], counts: Map<GameKind, number>, size: number): GameKind[][] {
  const out: GameKind[][] = []
  walkMultisets(kinds, counts, 0, size, [], out)
  return out
}

// A search lists these at every payment it weighs: counts are taken from `counts` as cards are
// chosen and put back after, rather than recounted from the cards chosen so far.
function walkMultisets(
  kinds: readonly GameKind[],
  counts: Map<GameKind, number>,
  from: number,
  left: number,
  current: GameKind[],
  out: GameKind[][],
): void {
  if (left === 0) {
    out.push(current.slice())
    return
  }
  for (let i = from; i < kinds.length; i++) {
    const kind = kinds[i] as GameKind
    const have = counts.get(kind) ?? 0
    if (have === 0) continue
    counts.set(kind, have - 1)
    current.push(kind)
    walkMultisets(kinds, counts, i, left - 1, current, out)
    current.pop()
    counts.set(kind, have)
  }
}

/** Every payment of `units` a hand of these kinds can make (minimal ones: see judgePayment). */
export function paymentsFrom(kinds: readonly GameKind[], units: 1 | 2): GameKind[][] {
  const counts = countsOf(kinds)
  const singles = counts.get('single') ?? 0
  const doubles = counts.get('double') ?? 0
  const out: GameKind[][] = []
  if (units === 1) {
    if (singles >= 1) out.push(['single'])
    if (doubles >= 1) out.push(['double'])
    out.push(...multisets(ACTION_KINDS, counts, 2))
    return out
  }
  if (singles >= 2) out.push(['single', 'single'])
  if (doubles >= 1) out.push(['double'])
  if (singles >= 1) for (const pair of multisets(ACTION_KINDS, counts, 2)) out.push(['single', ...pair])
  out.push(...multisets(ACTION_KINDS, counts, 4))
  return out
}

/** Every payment of `units` from a hand. */
export function payChoices(hand: readonly CardId[], units: 1 | 2): GameKind[][] {
  return paymentsFrom(handKinds(hand), units)
}

/** The first payment paymentsFrom would list, without listing them all (null: the hand cannot pay). */
export function samplePayment(hand: readonly CardId[], units: 1 | 2): GameKind[] | null {
  // One pass, and Action cards sorted only when they pay: this runs for every move a search lists.
  let singles = 0
  let doubles = 0
  const actions: GameKind[] = []
  for (const id of hand) {
    const kind = kindOf(id)
    if (kind === 'single') singles++
    else if (kind === 'double') doubles++
    else actions.push(kind)
  }
  if (units === 1) {
    if (singles >= 1) return ['single']
    if (doubles >= 1) return ['double']
    return actions.length >= 2 ? sortKinds(actions).slice(0, 2) : null
  }
  if (singles >= 2) return ['single', 'single']
  if (doubles >= 1) return ['double']
  if (singles >= 1 && actions.length >= 2) return ['single', ...sortKinds(actions).slice(0, 2)]
  return actions.length >= 4 ? sortKinds(actions).slice(0, 4) : null
}

/**
 * A picked payment against its price. It pays when the cards are worth at least `units` and none
 * of them could be left out: a Double may pay for a 1-unit Rest, but a Single on top of a Double,
 * or a third Action card, is refused rather than thrown away.
 */
export function judgePayment(pay: readonly GameKind[], units: 1 | 2): PickJudgement {
  const have = pay.reduce((n, k) => n + unitValue(k), 0)
  const minimal = pay.every((k) => have - unitValue(k) < units)
  const enough = have >= units
  return { have, need: units, ok: enough && minimal, over: enough && !minimal }
}

/** A picked discard against the number of cards to discard: any cards will do. */
export function judgeDiscard(cards: readonly GameKind[], count: number): PickJudgement {
  const have = cards.length
  return { have, need: count, ok: have === count, over: have > count }
}

/** Every distinct choice of `count` cards to discard from a hand of these kinds. */
export function discardsFrom(kinds: readonly GameKind[], count: number): GameKind[][] {
  return multisets(GAME_KINDS, countsOf(kinds), count)
}

/** Every distinct choice of `count` cards to discard from a hand. */
export function discardChoices(hand: readonly CardId[], count: number): GameKind[][] {
  return discardsFrom(handKinds(hand), count)
}

/** The first `count` cards of a hand in kind order: the discard listed as the sample. */
export function sampleDiscard(hand: readonly CardId[], count: number): GameKind[] {
  return sortKinds(handKinds(hand)).slice(0, count)
}

/** Kinds in the fixed order payments and discards are written in. */
export function sortKinds<K extends GameKind>(kinds: readonly K[]): K[] {
  return kinds.slice().sort((a, b) => (KIND_ORDER.get(a) ?? 0) - (KIND_ORDER.get(b) ?? 0))
}

/** True when the hand holds every card of the multiset `kinds`. */
export function holds(hand: readonly CardId[], kinds: readonly GameKind[]): boolean {
  const counts = countsOf(handKinds(hand))
  for (const k of kinds) {
    const left = counts.get(k) ?? 0
    if (left === 0) return false
    counts.set(k, left - 1)
  }
  return true
}

/** True when `pay` is one of the listed choices. */
export function isChoice(choices: readonly (readonly GameKind[])[], pay: readonly GameKind[]): boolean {
  return choices.some((c) => c.length === pay.length && c.every((k, i) => k === pay[i]))
}
