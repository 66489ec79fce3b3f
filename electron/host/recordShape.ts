/** A loaded record comes from disk: check its shape before replaying it. */
import { IllegalAction } from '../../engine/core/errors'
import type { MatchRecord } from '../../engine/core/match'

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Throws IllegalAction('MALFORMED') unless `value` has the shape of a MatchRecord. */
export function checkRecordShape(value: unknown): asserts value is MatchRecord {
  const problem = recordProblem(value)
  if (problem !== null) throw new IllegalAction('MALFORMED', `This match cannot be loaded: ${problem}.`)
}

function recordProblem(value: unknown): string | null {
  if (!isObject(value)) return 'it is not a match record'
  if (typeof value.game !== 'string') return 'it does not say which game it is'
  if (
    !Array.isArray(value.players) ||
    !value.players.every((p) => isObject(p) && typeof p.name === 'string')
  ) {
    return 'its players are not a list of names'
  }
  if (typeof value.seed !== 'string' && !(typeof value.seed === 'number' && Number.isFinite(value.seed))) {
    return 'its seed is missing'
  }
  if (!isObject(value.options)) return 'its options are missing'
  if (!Array.isArray(value.log)) return 'its action log is missing'
  const bad = value.log.findIndex((entry) => !isObject(entry) || !Number.isInteger(entry.seat))
  if (bad !== -1) return `entry ${bad + 1} of its action log is not a seat's action`
  return null
}
