/**
 * The checks of the hostile-input tests every game runs through Match.submit: a move is refused
 * with the expected code and a sentence, and leaves the match exactly as it was.
 */
import fc from 'fast-check'
import { expect, it } from 'vitest'
import type { RefusalCode } from '../../../engine/core/errors'
import type { Match, MatchRecord } from '../../../engine/core/match'
import { sameAction } from '../../../engine/core/sameAction'
import { refusal } from './scenarioSteps'

/** A short label for a hostile move (some are too deep for JSON.stringify). */
export function moveLabel(action: unknown, length = 100): string {
  try {
    return String(JSON.stringify(action)).slice(0, length)
  } catch {
    return `a ${typeof action} too deep to print`
  }
}

/** Everything a refused move must leave untouched. */
export const matchSnapshot = (m: Match): string =>
  JSON.stringify({ state: m.state, version: m.version, log: m.log })

/** The IllegalAction `fn` throws; any other error is thrown on, and a move accepted fails the test. */
export const refusalOf = refusal

/** `seat` submitting `action` (at `version`) is refused with `code` and a sentence, and changes nothing. */
export function expectRefused(
  m: Match,
  seat: number,
  action: unknown,
  code: RefusalCode,
  version?: number,
): void {
  const label = moveLabel(action)
  const before = matchSnapshot(m)
  const refusal = refusalOf(() => m.submit(seat, action, version))
  expect(refusal.code, `${label} by seat ${seat}`).toBe(code)
  expect(refusal.message.length).toBeGreaterThan(0)
  expect(matchSnapshot(m), label).toBe(before)
}

/** An array too long for any legal move. */
export const hugeArray = (): number[] => Array.from({ length: 200_000 }, (_, i) => i)

/** `leaf` nested 5,000 arrays deep (too deep for a naive recursive check). */
export function deeplyNested(leaf: unknown): unknown {
  let deep: unknown = leaf
  for (let i = 0; i < 5_000; i++) deep = [deep]
  return deep
}

/**
 * At the seat to act: every `malformed` move is refused as MALFORMED, every `illegal` one that is
 * not legal here as ILLEGAL, and so is a legal move with an extra field. Returns that seat and its
 * first legal move for a game's own further checks.
 */
export function expectHostileMovesRefused(
  m: Match,
  malformed: readonly unknown[],
  illegal: readonly unknown[],
): { seat: number; first: Record<string, unknown> } {
  const seat = m.toAct()[0] as number
  const legal = m.legalActions(seat)
  for (const action of malformed) expectRefused(m, seat, action, 'MALFORMED')
  for (const action of illegal) {
    if (legal.some((l) => sameAction(l, action))) continue
    expectRefused(m, seat, action, 'ILLEGAL')
  }
  // A legal move with an extra field is not that move.
  const first = legal[0] as Record<string, unknown>
  expectRefused(m, seat, { ...first, extra: 1 }, 'ILLEGAL')
  return { seat, first }
}

/** No hostile move polluted Object.prototype. */
export function expectPrototypeUnpolluted(): void {
  expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  expect(Object.prototype).not.toHaveProperty('polluted')
}

/** A seat not to act, a seat that does not exist and a stale version are refused; then the move goes. */
export function expectWrongSeatsAndVersionsRefused(m: Match, players: number): void {
  const seat = m.toAct()[0] as number
  const legal = m.legalActions(seat)[0]
  for (let other = 0; other < players; other++) {
    if (!m.toAct().includes(other)) expectRefused(m, other, legal, 'NOT_YOUR_TURN')
  }
  for (const bad of [players, 99, -1, 1.5, NaN, Infinity, '0' as unknown as number]) {
    expectRefused(m, bad, legal, 'MALFORMED')
  }
  expectRefused(m, seat, legal, 'STALE', m.version - 1)
  expectRefused(m, seat, legal, 'STALE', m.version + 1)
  expect(() => m.submit(seat, legal, m.version)).not.toThrow()
}

/** A finished match asks no seat and refuses every one of `actions` from every seat as GAME_OVER. */
export function expectOverMatchRefuses(m: Match, players: number, actions: readonly unknown[]): void {
  expect(m.outcome()).not.toBeNull()
  expect(m.toAct()).toEqual([])
  for (let seat = 0; seat < players; seat++) {
    expect(m.legalActions(seat)).toEqual([])
    for (const action of actions) expectRefused(m, seat, action, 'GAME_OVER')
  }
}

/**
 * fast-check: any JSON value, `typed` move or anything at all that is not legal is refused without
 * a trace. A move is legal if it is listed, or if `alsoLegal` (for a game whose list samples one of
 * several forms of a move) says so.
 */
export function expectArbitraryMovesRefused(
  matches: readonly Match[],
  typed: fc.Arbitrary<unknown>,
  alsoLegal?: OtherLegalForm,
): void {
  fc.assert(
    fc.property(fc.nat(), fc.oneof(fc.jsonValue(), typed, fc.anything()), (mi, action) => {
      const m = matches[mi % matches.length] as Match
      const seat = m.toAct()[0] as number
      if (m.legalActions(seat).some((l) => sameAction(l, action))) return
      if (alsoLegal?.(m, seat, action)) return
      const before = matchSnapshot(m)
      const code = refusalOf(() => m.submit(seat, action)).code
      expect(['MALFORMED', 'ILLEGAL']).toContain(code)
      expect(matchSnapshot(m)).toBe(before)
    }),
    { numRuns: 1_000 },
  )
}

/** The match positions the hostile-input tests try: the start, every `every`th action and each decision. */
export function hostilePositions(
  record: MatchRecord,
  matchAt: (record: MatchRecord, actions: number) => Match,
  every: number,
  atDecision: (state: unknown) => boolean,
): number[] {
  const decisionPoints = record.log
    .map((_, i) => i)
    .filter((i) => i % every === 0 || atDecision(matchAt(record, i).state))
    .slice(0, 40)
  return [0, ...decisionPoints]
}

/** Whether `action` is a legal form of a move the list holds in one sampled form (a payment picked otherwise). */
export type OtherLegalForm = (m: Match, seat: number, action: unknown) => boolean

export interface HostileInputSetup {
  /** A finished game (of `players` seats) and the positions in it to try the moves at. */
  readonly record: MatchRecord
  readonly positions: readonly number[]
  readonly matchAt: (record: MatchRecord, actions: number) => Match
  readonly players: number
  readonly malformed: readonly unknown[]
  readonly illegal: readonly unknown[]
  /** Moves that would be legal in some game that is still going. */
  readonly gameOverMoves: readonly unknown[]
  /** The game's move shapes with hostile fields, for fast-check. */
  readonly typed: fc.Arbitrary<unknown>
  /** More refusals at each position (given the seat to act and its first legal move). */
  readonly alsoAt?: (m: Match, seat: number, first: Record<string, unknown>) => void
  /** Legal moves the list leaves out because it samples one form of them. */
  readonly alsoLegal?: OtherLegalForm
}

/** The hostile-input tests every game runs through Match.submit. */
export function itRefusesHostileInput(setup: HostileInputSetup): void {
  const { record, positions, matchAt, players } = setup

  it('refuses malformed and illegal moves and leaves the match unchanged', () => {
    for (const at of positions) {
      const m = matchAt(record, at)
      const { seat, first } = expectHostileMovesRefused(m, setup.malformed, setup.illegal)
      setup.alsoAt?.(m, seat, first)
    }
    expectPrototypeUnpolluted()
  })

  it('refuses the wrong seat, a seat that does not exist, and a stale version', () => {
    for (const at of positions) expectWrongSeatsAndVersionsRefused(matchAt(record, at), players)
  })

  it('refuses every move once the game is over', () => {
    expectOverMatchRefuses(matchAt(record, record.log.length), players, setup.gameOverMoves)
  })

  it('refuses any JSON value that is not a legal move (fast-check)', () => {
    const matches = positions.slice(0, 12).map((at) => matchAt(record, at))
    expectArbitraryMovesRefused(matches, setup.typed, setup.alsoLegal)
  })
}

/**
 * Malformed moves in any game: not objects, no string type, or a type only on the prototype.
 * Each game adds its own; `huge` is the game's `hugeArray()`.
 */
export const malformedMoves = (huge: readonly number[], ...more: readonly unknown[]): unknown[] => [
  null,
  undefined,
  0,
  'endTurn',
  true,
  [],
  [{ type: 'endTurn' }],
  huge,
  {},
  { type: 5 },
  { type: null },
  JSON.parse('{"__proto__": {"type": "endTurn"}}'),
  ...more,
]
