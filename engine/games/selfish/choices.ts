/**
 * The ways to pay or discard, enumerated by card kind: two Singles are the same choice whichever two
 * they are, so choices are multisets of kinds in a fixed order, which keeps legal-action lists short.
 */
import { GAME_KINDS, type GameKind } from './data'
import { kindOf } from './draft'
import type { CardId } from './types'

const ACTION_KINDS = GAME_KINDS.filter((k) => k !== 'single' && k !== 'double')

function countsOf(hand: readonly CardId[]): Map<GameKind, number> {
  const counts = new Map<GameKind, number>()
  for (const id of hand) {
    const k = kindOf(id)
    counts.set(k, (counts.get(k) ?? 0) + 1)
  }
  return counts
}

/** Every multiset of `size` cards drawn from `kinds` (in order) within the available counts. */
function multisets(kinds: readonly GameKind[], counts: Map<GameKind, number>, size: number): GameKind[][] {
  const out: GameKind[][] = []
  const current: GameKind[] = []
  const walk = (from: number, left: number): void => {
    if (left === 0) {
      out.push(current.slice())
      return
    }
    for (let i = from; i < kinds.length; i++) {
      const kind = kinds[i] as GameKind
      const have = counts.get(kind) ?? 0
      const used = current.filter((k) => k === kind).length
      if (used >= have) continue
      current.push(kind)
      walk(i, left - 1)
      current.pop()
    }
  }
  walk(0, size)
  return out
}

/**
 * Minimal payments worth `units` Supplies: a Single is 1, a Double 2, and any two Action cards
 * count as one Single.
 */
export function payChoices(hand: readonly CardId[], units: 1 | 2): GameKind[][] {
  const counts = countsOf(hand)
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

/** Every distinct choice of `count` cards to discard from a hand. */
export function discardChoices(hand: readonly CardId[], count: number): GameKind[][] {
  return multisets(GAME_KINDS, countsOf(hand), count)
}

/** True when `pay` is one of the listed choices (used to check a payment inside an action). */
export function isChoice(choices: readonly (readonly GameKind[])[], pay: readonly GameKind[]): boolean {
  return choices.some((c) => c.length === pay.length && c.every((k, i) => k === pay[i]))
}
