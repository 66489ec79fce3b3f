/** Host updates for the match store's tests: a plain match of Selfish seen by seat 0 unless told. */
import type { GameEvent } from '../../../engine/core/types'
import type { HostUpdate } from '../../../electron/protocol'

/** A game event that changes nothing: "Ann rests." */
export const rested = (text: string): GameEvent => ({ type: 'rested', seat: 0, text })

/**
 * Update `version` of match m1 with these events: seat 0 (Ann, the only seat) to act, one legal
 * move, its view `{ at: version }`, autosaved; `over` changes any of it.
 */
export const hostUpdate = (
  version: number,
  events: GameEvent[],
  over: Partial<HostUpdate> = {},
): HostUpdate => ({
  matchId: 'm1',
  game: 'selfish',
  version,
  viewer: 0,
  view: { at: version },
  legal: [{ type: 'rest', at: version }],
  toAct: [0],
  events,
  outcome: null,
  autosave: { problem: null, savedVersion: version },
  seats: [{ name: 'Ann', kind: 'human' }],
  ...over,
})
