/**
 * A working copy of the state that rule code may change. apply() makes a draft of the state, runs the
 * rules on it and returns it as the new state, so the input is never mutated and no deep clone runs
 * per action. The draft is copy-on-write: the parts most actions leave alone (the players not
 * involved, the deck and discard pile, the asset piles, the money on cards, the removed assets, the
 * round cards) are shared
 * with the input until first written, and their types are readonly so that every write has to go
 * through the helpers below, which copy first.
 */
import { copyRng, shuffleInPlace, type RngState } from '../../core/rng'
import type { Seat } from '../../core/types'
import type {
  AssetId,
  CardId,
  Decision,
  PlayerState,
  Step,
  TurnState,
  ZombielifeEvent,
  ZombielifeOptions,
  ZombielifeState,
} from './types'

export interface DraftPlayer {
  name: string
  wonga: number
  infected: number
  zombie: boolean
  hand: CardId[]
  assets: AssetId[]
  extraDraws: number
  lockedDown: boolean
  lastTurn: number
  bittenInRound: number
}

export interface Draft {
  readonly game: 'zombielife'
  readonly options: ZombielifeOptions
  rng: RngState
  /** Read freely; write only through player(), which copies the player first. */
  readonly players: readonly PlayerState[]
  /** The top is the last element. Write only through deckToChange(). */
  readonly deck: readonly CardId[]
  /** Write only through discardToChange(). */
  readonly discard: readonly CardId[]
  readonly box: readonly CardId[]
  readonly roundCards: readonly CardId[]
  revealed: CardId | null
  readonly piles: readonly (readonly AssetId[])[]
  readonly removed: readonly AssetId[]
  readonly onCard: readonly number[]
  round: number
  firstSeat: Seat
  turn: TurnState
  steps: Step[]
  decision: Decision | null
  over: boolean
  /**
   * Not part of the state: what happened during this apply, in order; null where nobody is told
   * (a search's moves, GameDefinition.advance), and no event is kept.
   */
  events: ZombielifeEvent[] | null
  /** Not part of the state: which shared parts this draft has copied already. */
  owned: {
    players: number
    piles: number
    deck: boolean
    discard: boolean
    onCard: boolean
    removed: boolean
    roundCards: boolean
  }
}

type Writable<T> = { -readonly [K in keyof T]: T[K] }

export function draftOf(s: ZombielifeState, told = true): Draft {
  return {
    game: 'zombielife',
    options: s.options,
    rng: copyRng(s.rng),
    players: s.players.slice(),
    deck: s.deck,
    discard: s.discard,
    box: s.box,
    roundCards: s.roundCards,
    revealed: s.revealed,
    piles: s.piles.slice(),
    removed: s.removed,
    onCard: s.onCard,
    round: s.round,
    firstSeat: s.firstSeat,
    turn: s.turn,
    steps: s.steps.slice(),
    decision: s.decision,
    over: s.over,
    events: told ? [] : null,
    owned: {
      players: 0,
      piles: 0,
      deck: false,
      discard: false,
      onCard: false,
      removed: false,
      roundCards: false,
    },
  }
}

/** The draft as the new state (fields listed, not spread: this runs once per action). */
export function finish(d: Draft): { state: ZombielifeState; events: ZombielifeEvent[] } {
  return { state: stateOf(d), events: d.events ?? [] }
}

/** The draft as the new state. */
export function stateOf(d: Draft): ZombielifeState {
  const state: ZombielifeState = {
    game: 'zombielife',
    options: d.options,
    rng: d.rng,
    players: d.players,
    deck: d.deck,
    discard: d.discard,
    box: d.box,
    roundCards: d.roundCards,
    revealed: d.revealed,
    piles: d.piles,
    removed: d.removed,
    onCard: d.onCard,
    round: d.round,
    firstSeat: d.firstSeat,
    turn: d.turn,
    steps: d.steps,
    decision: d.decision,
    over: d.over,
  }
  return state
}

/** A player to change: copied from the input state on first use. */
export function player(d: Draft, seat: Seat): DraftPlayer {
  const p = d.players[seat]
  if (!p) throw new Error(`no player at seat ${seat}`)
  const bit = 1 << seat
  if ((d.owned.players & bit) !== 0) return p as DraftPlayer
  const copy: DraftPlayer = {
    name: p.name,
    wonga: p.wonga,
    infected: p.infected,
    zombie: p.zombie,
    hand: p.hand.slice(),
    assets: p.assets.slice(),
    extraDraws: p.extraDraws,
    lockedDown: p.lockedDown,
    lastTurn: p.lastTurn,
    bittenInRound: p.bittenInRound,
  }
  ;(d.players as PlayerState[])[seat] = copy
  d.owned.players |= bit
  return copy
}

/** A player's name, for event text (reading only: nothing is copied). */
export function nameOf(d: Draft, seat: Seat): string {
  return d.players[seat]?.name ?? `Seat ${seat + 1}`
}

/** An asset pile to change (index in ASSET_KINDS order): copied on first use. */
export function pileToChange(d: Draft, index: number): AssetId[] {
  const pile = d.piles[index]
  if (!pile) throw new Error(`no asset pile ${index}`)
  const bit = 1 << index
  if ((d.owned.piles & bit) !== 0) return pile as AssetId[]
  const copy = pile.slice()
  ;(d.piles as AssetId[][])[index] = copy
  d.owned.piles |= bit
  return copy
}

/** The Action deck to change (top = last element): copied on first use. */
export function deckToChange(d: Draft): CardId[] {
  if (!d.owned.deck) {
    ;(d as Writable<Draft>).deck = d.deck.slice()
    d.owned.deck = true
  }
  return d.deck as CardId[]
}

export function discardToChange(d: Draft): CardId[] {
  if (!d.owned.discard) {
    ;(d as Writable<Draft>).discard = d.discard.slice()
    d.owned.discard = true
  }
  return d.discard as CardId[]
}

/** Sets the Wonga lying on an asset card. */
export function setOnCard(d: Draft, asset: AssetId, money: number): void {
  if ((d.onCard[asset] ?? 0) === money) return
  if (!d.owned.onCard) {
    ;(d as Writable<Draft>).onCard = d.onCard.slice()
    d.owned.onCard = true
  }
  ;(d.onCard as number[])[asset] = money
}

export function addOnCard(d: Draft, asset: AssetId, money: number): void {
  setOnCard(d, asset, (d.onCard[asset] ?? 0) + money)
}

/** An asset card leaves the game for good (Z5); any money on it goes with it. */
export function removeFromGame(d: Draft, asset: AssetId): void {
  setOnCard(d, asset, 0)
  if (!d.owned.removed) {
    ;(d as Writable<Draft>).removed = d.removed.slice()
    d.owned.removed = true
  }
  ;(d.removed as AssetId[]).push(asset)
}

export function placeRoundCard(d: Draft, card: CardId): void {
  if (!d.owned.roundCards) {
    ;(d as Writable<Draft>).roundCards = d.roundCards.slice()
    d.owned.roundCards = true
  }
  ;(d.roundCards as CardId[]).push(card)
}

export function event(d: Draft, e: ZombielifeEvent): void {
  d.events?.push(e)
}

/**
 * Makes sure the deck holds at least `n` cards if the discard pile allows it: the discard pile is
 * shuffled and goes under what is left, so cards someone has arranged on top stay on top.
 */
export function refillDeck(d: Draft, n: number): void {
  if (d.deck.length >= n || d.discard.length === 0) return
  const fresh = shuffleInPlace(d.rng, d.discard.slice())
  ;(d as Writable<Draft>).deck = fresh.concat(d.deck)
  ;(d as Writable<Draft>).discard = []
  d.owned.deck = true
  d.owned.discard = true
  event(d, { type: 'deckReshuffled', text: 'The Action discard pile is shuffled into a new Action deck.' })
}

/** The top card of the Action deck (refilling it first if it is empty), or null when there is none. */
export function drawCard(d: Draft): CardId | null {
  refillDeck(d, 1)
  return d.deck.length === 0 ? null : (deckToChange(d).pop() as CardId)
}

/** Removes the first occurrence of `item`; true when it was there. */
export function removeItem(list: number[], item: number): boolean {
  const i = list.indexOf(item)
  if (i < 0) return false
  list.splice(i, 1)
  return true
}
