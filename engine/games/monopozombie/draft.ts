/**
 * A working copy of the state that rule code may change. apply() drafts the state, runs the rules on
 * the draft and returns it as the new state, so the input is never mutated. Players, lots and decks
 * are replaced, never edited in place, through the helpers below; the arrays holding them are copied
 * once per draft.
 */
import { copyRng } from '../../core/rng'
import type { Seat } from '../../core/types'
import type { Deck } from './dataTypes'
import type { LotState, MonopoEvent, MonopoEventFields, MonopoState, PlayerState, TurnState } from './types'

type Mutable<T> = { -readonly [K in keyof T]: T[K] }

export interface Draft extends Mutable<
  Omit<MonopoState, 'players' | 'lots' | 'steps' | 'occupied' | 'decks'>
> {
  players: PlayerState[]
  lots: LotState[]
  steps: MonopoState['steps'][number][]
  occupied: number[]
  decks: Record<Deck, readonly number[]>
  /**
   * Not part of the state: what happened during this apply, in order; null where nobody is told
   * (a search's moves, GameDefinition.advance), and no event is kept.
   */
  events: MonopoEvent[] | null
  /** Not part of the state: whether `lots` is this draft's own copy yet. */
  lotsCopied: boolean
}

// Both functions list every field (no spread): objects of one fixed shape keep apply() fast.
export function draftOf(s: MonopoState, told = true): Draft {
  return {
    game: s.game,
    options: s.options,
    rng: copyRng(s.rng),
    stage: s.stage,
    firstSeat: s.firstSeat,
    players: s.players.slice(),
    bank: s.bank,
    lots: s.lots as LotState[],
    bankHouses: s.bankHouses,
    bankHotels: s.bankHotels,
    decks: { chance: s.decks.chance, chest: s.decks.chest },
    shownCard: s.shownCard,
    occupied: s.occupied.slice(),
    turn: s.turn,
    steps: s.steps.slice(),
    decision: s.decision,
    auction: s.auction,
    trade: s.trade,
    debt: s.debt,
    winners: s.winners,
    endReason: s.endReason,
    events: told ? [] : null,
    lotsCopied: false,
  }
}

export function stateOf(d: Draft): MonopoState {
  return {
    game: d.game,
    options: d.options,
    rng: d.rng,
    stage: d.stage,
    firstSeat: d.firstSeat,
    players: d.players,
    bank: d.bank,
    lots: d.lots,
    bankHouses: d.bankHouses,
    bankHotels: d.bankHotels,
    decks: d.decks,
    shownCard: d.shownCard,
    occupied: d.occupied,
    turn: d.turn,
    steps: d.steps,
    decision: d.decision,
    auction: d.auction,
    trade: d.trade,
    debt: d.debt,
    winners: d.winners,
    endReason: d.endReason,
  }
}

export function setPlayer(d: Draft, seat: Seat, patch: Partial<PlayerState>): PlayerState {
  const p = d.players[seat] as PlayerState
  const next: PlayerState = {
    name: p.name,
    cash: patch.cash ?? p.cash,
    position: patch.position ?? p.position,
    zombie: patch.zombie ?? p.zombie,
    lapped: patch.lapped ?? p.lapped,
    eliminated: patch.eliminated ?? p.eliminated,
    inJail: patch.inJail ?? p.inJail,
    jailRolls: patch.jailRolls ?? p.jailRolls,
    cards: patch.cards ?? p.cards,
    bodyguards: patch.bodyguards ?? p.bodyguards,
  }
  d.players[seat] = next
  return next
}

export function setLot(d: Draft, square: number, patch: Partial<LotState>): void {
  if (!d.lotsCopied) {
    d.lots = d.lots.slice()
    d.lotsCopied = true
  }
  const l = d.lots[square] as LotState
  d.lots[square] = {
    owner: patch.owner !== undefined ? patch.owner : l.owner,
    mortgaged: patch.mortgaged ?? l.mortgaged,
    level: patch.level ?? l.level,
    liftAtPrincipal: patch.liftAtPrincipal ?? l.liftAtPrincipal,
  }
}

export function setTurn(d: Draft, patch: Partial<TurnState>): void {
  const t = d.turn
  d.turn = {
    seat: patch.seat ?? t.seat,
    number: patch.number ?? t.number,
    round: patch.round ?? t.round,
    phase: patch.phase ?? t.phase,
    doublesInRow: patch.doublesInRow ?? t.doublesInRow,
    dice: patch.dice ?? t.dice,
    diceKind: patch.diceKind ?? t.diceKind,
    chosen: patch.chosen ?? t.chosen,
    rollAgain: patch.rollAgain ?? t.rollAgain,
    tradeOffers: patch.tradeOffers ?? t.tradeOffers,
  }
}

export function emit(d: Draft, event: MonopoEvent): void {
  d.events?.push(event)
}

/** `seat` leaves Quarantine (its failed rolls forgotten), told `text` and, to the seat itself, `you`. */
export function leaveJail(
  d: Draft,
  seat: Seat,
  how: MonopoEventFields['leftJail']['how'],
  text: string,
  you: string,
): void {
  setPlayer(d, seat, { inJail: false, jailRolls: 0 })
  emit(d, { type: 'leftJail', seat, how, text, you: { [seat]: you } })
}
