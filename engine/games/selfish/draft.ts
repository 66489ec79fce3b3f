/**
 * A working copy of the state that rule code may change freely. apply() copies the state once into
 * a draft (cheaply: only arrays and small records), runs the rules on it, and returns it as the new
 * state, so the input is never mutated and no deep clone runs per action.
 */
import { copyRng, randomInt, shuffleInPlace, type RngState } from '../../core/rng'
import type { Seat } from '../../core/types'
import { SELFISH, type GameKind } from './data'
import type {
  AllianceState,
  CardId,
  Decision,
  SelfishEvent,
  SelfishOptions,
  SelfishState,
  Step,
  TrailCard,
  TurnState,
  WasteId,
} from './types'

export interface DraftPlayer {
  name: string
  survivor: string
  alive: boolean
  level: number
  hand: CardId[]
  trail: (TrailCard | null)[]
  skipNext: boolean
}

export interface Draft {
  readonly game: 'selfish'
  readonly options: SelfishOptions
  rng: RngState
  players: DraftPlayer[]
  deck: CardId[]
  discard: CardId[]
  wasteland: WasteId[]
  wastelandDiscard: WasteId[]
  alliances: AllianceState[]
  turn: TurnState
  steps: Step[]
  decision: Decision | null
  lastRoll: number | null
  winner: Seat | null
  zombiesWin: boolean
  /**
   * Not part of the state: what happened during this apply, in order. Null when nobody will read
   * them (a search's moves): rule code adds one with `d.events?.push({…})`, which then does not even
   * build it, and its words are most of what an event costs.
   */
  events: SelfishEvent[] | null
}

export function draftOf(s: SelfishState, told = true): Draft {
  return {
    game: 'selfish',
    options: s.options,
    rng: copyRng(s.rng),
    players: s.players.map((p) => ({
      name: p.name,
      survivor: p.survivor,
      alive: p.alive,
      level: p.level,
      hand: p.hand.slice(),
      trail: p.trail.slice(),
      skipNext: p.skipNext,
    })),
    deck: s.deck.slice(),
    discard: s.discard.slice(),
    wasteland: s.wasteland.slice(),
    wastelandDiscard: s.wastelandDiscard.slice(),
    alliances: s.alliances.slice(),
    turn: s.turn,
    steps: s.steps.slice(),
    decision: s.decision,
    lastRoll: s.lastRoll,
    winner: s.winner,
    zombiesWin: s.zombiesWin,
    events: told ? [] : null,
  }
}

// Every field listed (no object rest): rest-spreading the draft was 4% of a search's time.
export function finish(d: Draft): SelfishState {
  const state: SelfishState = {
    game: d.game,
    options: d.options,
    rng: d.rng,
    players: d.players,
    deck: d.deck,
    discard: d.discard,
    wasteland: d.wasteland,
    wastelandDiscard: d.wastelandDiscard,
    alliances: d.alliances,
    turn: d.turn,
    steps: d.steps,
    decision: d.decision,
    lastRoll: d.lastRoll,
    winner: d.winner,
    zombiesWin: d.zombiesWin,
  }
  return state
}

export const kindOf = (id: CardId): GameKind => SELFISH.gameKindOf[id] as GameKind

export function player(d: Draft, seat: Seat): DraftPlayer {
  const p = d.players[seat]
  if (!p) throw new Error(`no player at seat ${seat}`)
  return p
}

/** Whether `cards` hold at least `n` of `kind` (stops counting there: decks are long). */
export function holdsAtLeast(cards: readonly CardId[], kind: GameKind, n: number): boolean {
  let found = 0
  for (const id of cards) if (kindOf(id) === kind && ++found >= n) return true
  return found >= n
}

export function countKind(hand: readonly CardId[], kind: GameKind): number {
  let n = 0
  for (const id of hand) if (kindOf(id) === kind) n++
  return n
}

export function supplyUnits(hand: readonly CardId[]): number {
  let n = 0
  for (const id of hand) {
    const k = kindOf(id)
    if (k === 'single') n += 1
    else if (k === 'double') n += 2
  }
  return n
}

export function hasSupplies(hand: readonly CardId[]): boolean {
  for (const id of hand) {
    const k = kindOf(id)
    if (k === 'single' || k === 'double') return true
  }
  return false
}

/** Removes one card of a kind from a hand (the most recently added) and returns its id. */
export function takeKind(hand: CardId[], kind: GameKind): CardId {
  for (let i = hand.length - 1; i >= 0; i--) {
    const id = hand[i] as CardId
    if (kindOf(id) === kind) {
      hand.splice(i, 1)
      return id
    }
  }
  throw new Error(`hand holds no ${kind}`)
}

export function nameOf(d: Draft, seat: Seat): string {
  return d.players[seat]?.name ?? `Seat ${seat + 1}`
}

/** Draws the top Game card, reshuffling the discard pile into a new deck when it runs out (S9). */
export function drawGameCard(d: Draft): CardId | null {
  if (d.deck.length === 0) {
    if (d.discard.length === 0) return null
    d.deck = shuffleInPlace(d.rng, d.discard)
    d.discard = []
    d.events?.push({
      type: 'deckReshuffled',
      text: 'The Game card discard pile is shuffled into a new draw pile.',
    })
  }
  return d.deck.pop() ?? null
}

/** Makes sure the Wasteland deck has at least `n` cards if the discard pile allows it (S9). */
export function refillWasteland(d: Draft, n: number): void {
  if (d.wasteland.length >= n || d.wastelandDiscard.length === 0) return
  // The reshuffled discard goes under what is left, so a Scouted or Trapped top stays on top.
  const fresh = shuffleInPlace(d.rng, d.wastelandDiscard)
  d.wasteland = fresh.concat(d.wasteland)
  d.wastelandDiscard = []
  d.events?.push({
    type: 'wastelandReshuffled',
    text: 'The Wasteland discard pile is shuffled into a new Wasteland deck.',
  })
}

export function drawWasteland(d: Draft): WasteId | null {
  refillWasteland(d, 1)
  return d.wasteland.pop() ?? null
}

export function rollDie(d: Draft): number {
  const faces = d.options.dieFaces
  const value = faces[randomInt(d.rng, faces.length)] as number
  d.lastRoll = value
  return value
}
