import type { EventUnion, PrivatePart } from '../../core/events'
import type { RngState } from '../../core/rng'
import type { DecisionOrTurn, Seat, Viewer } from '../../core/types'
import type { ActionCardKind, GameKind, SupplyKind, WasteKind } from './data'

export type CardId = number
export type WasteId = number

export interface SelfishOptions {
  /** The die's six faces (ruling S1: 0,1,1,2,2,3 unless the owner of the real die says otherwise). */
  readonly dieFaces: readonly number[]
  /** Who takes the first turn (the rulebook suggests the oldest player). */
  readonly firstSeat: Seat
}

export interface TrailCard {
  readonly id: WasteId
  readonly faceUp: boolean
}

export interface PlayerState {
  readonly name: string
  readonly survivor: string
  readonly alive: boolean
  /** 0 = start line … chopperLevel = the chopper. */
  readonly level: number
  readonly hand: readonly CardId[]
  /** trail[i] is the Wasteland card in space i of this player's column; null where none was left. */
  readonly trail: readonly (TrailCard | null)[]
  readonly skipNext: boolean
}

export interface AllianceState {
  readonly card: CardId
  readonly owner: Seat
  readonly ally: Seat
  /** True from the start of the ally's next turn; its forward moves are then counted. */
  readonly watching: boolean
  readonly moved: number
}

export type AttackEffect = 'horde' | 'stealSupplies' | 'rampage' | 'bite'

export type TurnPhase = 'actions' | 'zombieRoll' | 'zombie'

/** What a discard pays for. */
export type DiscardReason = 'bandits' | 'zombies' | 'sewer' | 'rest' | 'travel'

export interface TurnState {
  readonly seat: Seat
  readonly phase: TurnPhase
  readonly actionsPlayed: number
  /** A zombie's remaining action points. */
  readonly ap: number
  readonly number: number
}

/** Engine work still to do, kept in the state so that a decision can pause it (a stack: last = next). */
export type Step =
  | { readonly do: 'move'; readonly owner: Seat; readonly ignoreEffect: boolean }
  | { readonly do: 'wasteland'; readonly owner: Seat; readonly card: WasteId }
  | { readonly do: 'deathCheck'; readonly owner: Seat }
  | {
      readonly do: 'attack'
      readonly attacker: Seat
      readonly target: Seat
      readonly effect: AttackEffect
      readonly reflected: boolean
    }
  | {
      readonly do: 'attackEffect'
      readonly attacker: Seat
      readonly target: Seat
      readonly effect: AttackEffect
    }
  | { readonly do: 'endTurn' }
  | { readonly do: 'nextTurn' }

/** A decision some seat must take before play goes on. */
export type Decision =
  | {
      readonly kind: 'respond'
      readonly seat: Seat
      readonly attacker: Seat
      readonly effect: AttackEffect
      readonly reflected: boolean
      readonly options: readonly ('bodyArmor' | 'underestimate')[]
    }
  | { readonly kind: 'give'; readonly seat: Seat; readonly to: Seat }
  | {
      readonly kind: 'discard'
      readonly seat: Seat
      readonly count: number
      readonly reason: 'bandits' | 'zombies'
    }
  | { readonly kind: 'sewer'; readonly seat: Seat }
  | { readonly kind: 'scout'; readonly seat: Seat }
  | { readonly kind: 'arrange'; readonly seat: Seat; readonly count: number }

export interface SelfishState {
  readonly game: 'selfish'
  readonly options: SelfishOptions
  readonly rng: RngState
  readonly players: readonly PlayerState[]
  /** Game card draw pile; the top is the last element. */
  readonly deck: readonly CardId[]
  readonly discard: readonly CardId[]
  /** Wasteland draw pile; the top is the last element. */
  readonly wasteland: readonly WasteId[]
  readonly wastelandDiscard: readonly WasteId[]
  readonly alliances: readonly AllianceState[]
  readonly turn: TurnState
  readonly steps: readonly Step[]
  readonly decision: Decision | null
  readonly lastRoll: number | null
  readonly winner: Seat | null
  readonly zombiesWin: boolean
}

export type PayCards = readonly GameKind[]

export type SelfishAction =
  | { readonly type: 'playCard'; readonly card: 'abandonedVehicle' | 'scout' | 'zombieTrap' }
  | {
      readonly type: 'playCard'
      readonly card: 'alliance' | 'horde' | 'stealSupplies'
      readonly target: Seat
    }
  | { readonly type: 'playCard'; readonly card: 'rampage'; readonly targets: readonly Seat[] }
  | { readonly type: 'swapDouble' }
  | { readonly type: 'rest'; readonly pay: PayCards }
  | { readonly type: 'travel'; readonly pay: PayCards }
  | { readonly type: 'respond'; readonly card: 'bodyArmor' | 'underestimate' | 'none' }
  | { readonly type: 'giveSupplies'; readonly cards: readonly SupplyKind[] }
  | { readonly type: 'discardCards'; readonly cards: readonly GameKind[] }
  | { readonly type: 'paySewer'; readonly pay: PayCards }
  | { readonly type: 'placeScouted'; readonly where: 'top' | 'bottom' }
  | { readonly type: 'arrangeWasteland'; readonly order: readonly number[] }
  | { readonly type: 'rollDie' }
  | { readonly type: 'zombieAttack'; readonly target: Seat }
  | { readonly type: 'zombieMove'; readonly direction: 'forward' | 'backward' }
  | { readonly type: 'endTurn' }

export type PlayableCard = ActionCardKind

export interface CardView {
  readonly id: CardId
  readonly kind: GameKind
}

export interface TrailCardView {
  readonly id: WasteId | null
  /** null when the card lies face down (behind a zombie): nobody knows what it is. */
  readonly kind: WasteKind | null
  readonly faceUp: boolean
}

export interface PlayerView {
  readonly seat: Seat
  readonly name: string
  readonly survivor: string
  readonly alive: boolean
  readonly level: number
  readonly handCount: number
  readonly trail: readonly (TrailCardView | null)[]
  readonly skipNext: boolean
}

export type DecisionView = DecisionOrTurn<Decision, TurnPhase>

export interface SelfishView {
  readonly game: 'selfish'
  readonly viewer: Viewer
  readonly chopperLevel: number
  readonly players: readonly PlayerView[]
  /** The viewer's own hand; null for the spectator. */
  readonly hand: readonly CardView[] | null
  readonly deckCount: number
  readonly discardCount: number
  readonly discardTop: CardView | null
  readonly wastelandCount: number
  readonly wastelandDiscardCount: number
  readonly wastelandDiscardTop: { readonly id: WasteId; readonly kind: WasteKind } | null
  readonly alliances: readonly { readonly owner: Seat; readonly ally: Seat; readonly watching: boolean }[]
  readonly turn: TurnState
  readonly actionLimit: number | null
  readonly decision: DecisionView
  /** Wasteland cards only the deciding seat may see (Scout, Zombie Trap), top first. */
  readonly peek: readonly { readonly id: WasteId; readonly kind: WasteKind }[] | null
  readonly lastRoll: number | null
  readonly dieFaces: readonly number[]
}

// -------------------------------------------------------------------------------------------------
// Events (GameEvent.type, with these fields besides `text`), for animation and the log.

type Secret<F> = PrivatePart & F

export interface SelfishEventFields {
  turnStarted: { seat: Seat }
  /** A twisted ankle: the turn is lost. */
  turnSkipped: { seat: Seat }
  turnEnded: { seat: Seat }
  cardDrawn: { seat: Seat; private: Secret<{ card: CardId; kind: GameKind }> }
  deckEmpty: object
  deckReshuffled: object
  wastelandReshuffled: object
  dieRolled: { seat: Seat; value: number }
  rested: { seat: Seat }
  doubleSwapped: { seat: Seat }
  cardPlayed: { seat: Seat; card: CardId; kind: GameKind }
  /** reason: what the cards pay for (the Bandits, the Zombies!, the Sewer, a Rest, a Travel). */
  cardsDiscarded: { seat: Seat; kinds: readonly GameKind[]; reason: DiscardReason }
  nothingToPay: { seat: Seat }
  /** A step forward: level is the new space, kind the Wasteland card revealed (null: deck empty). */
  survivorMoved: { seat: Seat; level: number; card: WasteId | null; kind: WasteKind | null }
  zombieMoved: { seat: Seat; level: number; direction: 'forward' | 'backward' }
  pushedBack: { seat: Seat; level: number }
  moveLost: { seat: Seat }
  ankleTwisted: { seat: Seat }
  wastelandScouted: { seat: Seat; where: 'top' | 'bottom'; private: Secret<object> }
  wastelandArranged: { seat: Seat }
  allianceEnded: { seat: Seat; ally: Seat; spaces: number }
  attackBlocked: { seat: Seat; card: GameKind }
  attackReflected: { seat: Seat; card: GameKind }
  hordeMissed: { seat: Seat }
  /** seat lost the card to attacker's Bite. */
  cardBitten: { seat: Seat; attacker: Seat; card: CardId; kind: GameKind }
  cardStolen: { seat: Seat; attacker: Seat; private: Secret<{ card: CardId; kind: GameKind }> }
  suppliesStolen: {
    seat: Seat
    attacker: Seat
    units: number
    private: Secret<{ kinds: readonly GameKind[] }>
  }
  playerDied: { seat: Seat }
  gameWon: { seat: Seat }
  zombiesWon: object
}

/** One event as the rules emit it. */
export type SelfishEvent = EventUnion<SelfishEventFields>
