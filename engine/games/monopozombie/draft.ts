/**
 * A working copy of the state that rule code may change. apply() drafts the state, runs the rules on
 * the draft and returns it as the new state, so the input is never mutated. Players, lots and decks
 * are replaced, never edited in place, through the helpers below; the arrays holding them are copied
 * once per draft.
 */
import { copyRng } from '../../core/rng'
import type { GameEvent, Seat } from '../../core/types'
import type { Deck } from './dataTypes'
import type { LotState, MonopoState, PlayerState, TurnState } from './types'

type Mutable<T> = { -readonly [K in keyof T]: T[K] }

export interface Draft extends Mutable<
  Omit<MonopoState, 'players' | 'lots' | 'steps' | 'occupied' | 'decks'>
> {
  players: PlayerState[]
  lots: LotState[]
  steps: MonopoState['steps'][number][]
  occupied: number[]
  decks: Record<Deck, readonly number[]>
  /** Not part of the state: what happened during this apply, in order. */
  events: GameEvent[]
  /** Not part of the state: whether `lots` is this draft's own copy yet. */
  lotsCopied: boolean
}

export function draftOf(s: MonopoState): Draft {
  return {
    ...s,
    rng: copyRng(s.rng),
    players: s.players.slice(),
    lots: s.lots as LotState[],
    steps: s.steps.slice(),
    occupied: s.occupied.slice(),
    decks: { chance: s.decks.chance, chest: s.decks.chest },
    events: [],
    lotsCopied: false,
  }
}

export function stateOf(d: Draft): MonopoState {
  const { events: _events, lotsCopied: _copied, ...state } = d
  return state
}

export function setPlayer(d: Draft, seat: Seat, patch: Partial<PlayerState>): PlayerState {
  const next = { ...(d.players[seat] as PlayerState), ...patch }
  d.players[seat] = next
  return next
}

export function setLot(d: Draft, square: number, patch: Partial<LotState>): void {
  if (!d.lotsCopied) {
    d.lots = d.lots.slice()
    d.lotsCopied = true
  }
  d.lots[square] = { ...(d.lots[square] as LotState), ...patch }
}

export function setTurn(d: Draft, patch: Partial<TurnState>): void {
  d.turn = { ...d.turn, ...patch }
}

export function emit(d: Draft, event: GameEvent): void {
  d.events.push(event)
}
