/** Reading MonopoZombie states and events in the rule tests: cash, positions, lots, views, payments. */
import type { GameEvent, Seat, Viewer } from '../../../engine/core/types'
import { monopozombie } from '../../../engine/games/monopozombie'
import type { MonopoState, MonopoView } from '../../../engine/games/monopozombie/types'

export const cash = (state: MonopoState, seat: Seat): number => state.players[seat]?.cash ?? NaN
export const pos = (state: MonopoState, seat: Seat): number => state.players[seat]?.position ?? NaN
export const isZombie = (state: MonopoState, seat: Seat): boolean => state.players[seat]?.zombie === true
export const lotAt = (state: MonopoState, i: number) => state.lots[i]!

export function view(state: MonopoState, viewer: Viewer): MonopoView {
  return monopozombie.view(state, viewer)
}

export function eventsOf(events: readonly GameEvent[], type: string): GameEvent[] {
  return events.filter((e) => e.type === type)
}

/** The money payments of these events as [from, to, amount] triples. */
export function payments(events: readonly GameEvent[]): [Seat | 'bank', Seat | 'bank', number][] {
  return eventsOf(events, 'moneyPaid').map((e) => [
    e.from as Seat | 'bank',
    e.to as Seat | 'bank',
    e.amount as number,
  ])
}

export { eventTypes } from '../shared/scenarioSteps'
