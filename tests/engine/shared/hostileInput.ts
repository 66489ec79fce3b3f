/**
 * The checks of the hostile-input tests every game runs through Match.submit: a move is refused
 * with the expected code and a sentence, and leaves the match exactly as it was.
 */
import { expect } from 'vitest'
import type { RefusalCode } from '../../../engine/core/errors'
import type { Match } from '../../../engine/core/match'
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
