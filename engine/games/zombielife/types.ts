import type { EventUnion, PrivatePart } from '../../core/events'
import type { RngState } from '../../core/rng'
import type { DecisionOrTurn, Seat, Viewer } from '../../core/types'
import type { ActionKind, AssetKind, PlayableKind } from './data'

/** An Action deck card: 0..55 (see data.ts). */
export type CardId = number
/** An asset card: 0..52 (see data.ts). */
export type AssetId = number

export interface ZombielifeOptions {
  /** Who holds the First Player Marker in round 1 (the rulebook says the oldest player). */
  readonly firstSeat: Seat
  /**
   * Z2: what happens to the money on an ILP or Endowment card when its owner turns into a zombie.
   * 'lost' (the ruling): only the printed payout is gained. 'paid': the money on the card is paid too.
   */
  readonly cardMoneyOnZombification: 'lost' | 'paid'
  /** §2.7 balancing knob, "limit Bite to once per target per round": each human is bitten at most once a round, by any zombie. */
  readonly biteOncePerTargetPerRound: boolean
}

export interface PlayerState {
  readonly name: string
  readonly wonga: number
  /** Health Tokens on the infected side; all of them infected = a zombie. */
  readonly infected: number
  readonly zombie: boolean
  readonly hand: readonly CardId[]
  readonly assets: readonly AssetId[]
  /**
   * Super-Spreader: extra cards to draw at the end of this player's next turn (those a player puts on
   * themself during their own turn wait for the turn after: TurnState.selfSpread).
   */
  readonly extraDraws: number
  /** Lockdown: this zombie takes no action on its next turn. */
  readonly lockedDown: boolean
  /** The number of this player's latest turn (0 = none yet): the tie-break (Z12). */
  readonly lastTurn: number
  /** The round this player was last bitten in (0 = never), for the once-per-round bite option. */
  readonly bittenInRound: number
}

export type TurnPhase = 'chooseOption' | 'actions' | 'zombie' | 'done'

export interface TurnState {
  readonly seat: Seat
  /** Counts every turn of the game from 1. */
  readonly number: number
  readonly phase: TurnPhase
  /** The Human Guide option chosen this turn (null before the choice, and for zombies). */
  readonly option: string | null
  readonly actionsLeft: number
  /** Social Distancing: no end-of-turn draw this turn. */
  readonly skipDraw: boolean
  /**
   * Super-Spreaders this player played on themself this turn: counted in their extraDraws, but they
   * fall due at the end of their NEXT turn, so this turn's draws leave them standing.
   */
  readonly selfSpread: number
}

export type ZombieAct =
  { readonly act: 'bite'; readonly target: Seat } | { readonly act: 'scavenge' } | { readonly act: 'lurk' }

/** Engine work still to do, kept in the state so that a decision can pause it (a stack: last = next). */
export type Step =
  /** Maintenance of one asset: at the start of the owner's turn, or again for Policy Lapse. */
  | { readonly do: 'upkeep'; readonly seat: Seat; readonly asset: AssetId; readonly lapse: boolean }
  | { readonly do: 'afterUpkeep' }
  | { readonly do: 'endOfTurnDraws' }
  | { readonly do: 'draw'; readonly seat: Seat }
  /** An infection about to hit a human: the Infection card in `revealed` (drawn) or a zombie's bite. */
  | { readonly do: 'infect'; readonly seat: Seat; readonly source: 'draw' | 'bite' }
  | { readonly do: 'slot'; readonly seat: Seat }
  | { readonly do: 'zombifyCheck'; readonly seat: Seat }
  /** The humans still to be asked whether they cancel a zombie's action with PPE. */
  | {
      readonly do: 'cancelWindow'
      readonly zombie: Seat
      readonly act: ZombieAct
      readonly seats: readonly Seat[]
    }
  | { readonly do: 'zombieAct'; readonly zombie: Seat; readonly act: ZombieAct }
  | { readonly do: 'endTurn' }
  | { readonly do: 'endRound' }
  | { readonly do: 'nextTurn'; readonly seat: Seat }

/** A decision some seat must take before play goes on. */
export type Decision =
  | {
      readonly kind: 'maintenance'
      readonly seat: Seat
      readonly asset: AssetId
      /** true when a Policy Lapse demands the payment (again). */
      readonly lapse: boolean
    }
  /** Play PPE against the infection about to hit you (an Infection card drawn, or a bite)? */
  | { readonly kind: 'ppe'; readonly seat: Seat; readonly source: 'draw' | 'bite' }
  /** Where the revealed Infection card goes back into the deck. */
  | { readonly kind: 'slot'; readonly seat: Seat }
  /** Contact Tracing or a zombie's Lurk: put the top `count` cards back in any order. */
  | {
      readonly kind: 'arrange'
      readonly seat: Seat
      readonly count: number
      readonly source: 'contactTracing' | 'lurk'
    }
  /** Stock Tip: leave the top card or move it to the bottom. */
  | { readonly kind: 'stockTip'; readonly seat: Seat }
  /** Play PPE to cancel a zombie's action? */
  | { readonly kind: 'cancel'; readonly seat: Seat; readonly zombie: Seat; readonly act: ZombieAct }

export interface ZombielifeState {
  readonly game: 'zombielife'
  readonly options: ZombielifeOptions
  readonly rng: RngState
  readonly players: readonly PlayerState[]
  /** The Action deck; the top is the last element. */
  readonly deck: readonly CardId[]
  /** Played Action cards, face up; shuffled into a new deck if the deck runs out. */
  readonly discard: readonly CardId[]
  /** Action cards whose player-count symbol is not used at this table: out of play all game. */
  readonly box: readonly CardId[]
  /** The Round Indicator Area, oldest first. */
  readonly roundCards: readonly CardId[]
  /** The Infection card face up on the table while it is being resolved. */
  readonly revealed: CardId | null
  /** Asset piles in ASSET_KINDS order; the top of each is the last element. */
  readonly piles: readonly (readonly AssetId[])[]
  /** Asset cards out of the game: claimed, unpaid, crashed, or discarded by a new zombie (Z5). */
  readonly removed: readonly AssetId[]
  /** Wonga lying on each asset card (Endowment and ILP), by asset id. */
  readonly onCard: readonly number[]
  readonly round: number
  /** The seat holding the First Player Marker. */
  readonly firstSeat: Seat
  readonly turn: TurnState
  readonly steps: readonly Step[]
  readonly decision: Decision | null
  readonly over: boolean
}

type Play<K extends PlayableKind> = { readonly type: 'playCard'; readonly card: K }

export type PlayCardAction =
  | Play<
      | 'socialDistancing'
      | 'contactTracing'
      | 'bullRun'
      | 'stockTip'
      | 'marketCrash'
      | 'boosterShot'
      | 'dividendReinvestment'
      | 'overtime'
    >
  | (Play<'superSpreader' | 'lockdown'> & { readonly target: Seat })
  | (Play<'policyLapse'> & { readonly target: Seat; readonly asset: AssetId })
  | (Play<'insuranceAgent'> & { readonly kind: AssetKind })
  | (Play<'freeLookPeriod'> & { readonly asset: AssetId })

export type ZombielifeAction =
  | { readonly type: 'chooseOption'; readonly option: string }
  | { readonly type: 'payMaintenance'; readonly asset: AssetId }
  | { readonly type: 'discardAsset'; readonly asset: AssetId }
  | { readonly type: 'buyAsset'; readonly kind: AssetKind }
  | PlayCardAction
  | { readonly type: 'endTurn' }
  | { readonly type: 'playPpe' }
  | { readonly type: 'declinePpe' }
  /** `position` = how many deck cards end up above the Infection card (0 = on top). */
  | { readonly type: 'slotInfection'; readonly position: number }
  /** order[i] = which of the peeked cards (0 = the old top) goes i-th from the top. */
  | { readonly type: 'arrangeTop'; readonly order: readonly number[] }
  | { readonly type: 'placeTopCard'; readonly where: 'top' | 'bottom' }
  | { readonly type: 'bite'; readonly target: Seat }
  | { readonly type: 'scavenge' }
  | { readonly type: 'lurk' }

// -------------------------------------------------------------------------------------------------
// Views

export interface ActionCardView {
  readonly id: CardId
  readonly kind: ActionKind
  readonly dividend: number
}

export interface AssetCardView {
  readonly id: AssetId
  readonly kind: AssetKind
  readonly cost: number
  readonly maintenance: number
  readonly payout: number
  /** Wonga lying on the card (Endowment, ILP). */
  readonly money: number
}

export interface PlayerView {
  readonly seat: Seat
  readonly name: string
  readonly wonga: number
  readonly infected: number
  readonly healthy: number
  readonly zombie: boolean
  readonly handCount: number
  readonly assets: readonly AssetCardView[]
  readonly extraDraws: number
  readonly lockedDown: boolean
  readonly lastTurn: number
  /** What this player would score if the game ended now (everything it counts is public). */
  readonly score: number
}

export interface PileView {
  readonly kind: AssetKind
  readonly count: number
  readonly top: AssetCardView | null
  /** What buying the top card costs the viewer now (surcharge included); null for the spectator. */
  readonly price: number | null
}

export type DecisionView = DecisionOrTurn<Decision, TurnPhase>

export interface ZombielifeView {
  readonly game: 'zombielife'
  readonly viewer: Viewer
  readonly round: number
  readonly rounds: number
  readonly firstSeat: Seat
  readonly players: readonly PlayerView[]
  /** The viewer's own hand; null for the spectator. */
  readonly hand: readonly ActionCardView[] | null
  readonly deckCount: number
  readonly discard: readonly ActionCardView[]
  readonly boxCount: number
  readonly roundCards: readonly ActionCardView[]
  /** The dividend of the latest round card (0 before the first). */
  readonly lastDividend: number
  readonly revealed: ActionCardView | null
  readonly piles: readonly PileView[]
  readonly removedCount: number
  readonly turn: TurnState
  /** The end-of-turn draws the current player still has to make this turn. */
  readonly drawsToCome: number
  readonly decision: DecisionView
  /** Top-of-deck cards only the deciding seat may see (Contact Tracing, Stock Tip, Lurk), top first. */
  readonly peek: readonly ActionCardView[] | null
}

// -------------------------------------------------------------------------------------------------
// Events (GameEvent.type, with these fields besides `text`), for animation and the log.

type Secret<F> = PrivatePart & F

export interface ZombielifeEventFields {
  turnStarted: { seat: Seat; round: number }
  /** A zombie in Lockdown loses its turn. */
  turnSkipped: { seat: Seat }
  optionChosen: { seat: Seat; option: string; salary: number }
  maintenancePaid: { seat: Seat; asset: AssetId; amount: number }
  assetDiscarded: { seat: Seat; asset: AssetId; kind: AssetKind }
  actionsEnded: { seat: Seat }
  drawSkipped: { seat: Seat }
  superSpread: { seat: Seat }
  deckEmpty: { seat?: Seat }
  deckReshuffled: object
  infectionDrawn: { seat: Seat; card: CardId }
  cardDrawn: { seat: Seat; private: Secret<{ card: CardId; kind: ActionKind }> }
  turnEnded: { seat: Seat }
  roundCardMissing: object
  roundCardRevealed: { seat: Seat; card: CardId; kind: ActionKind; dividend: number }
  firstPlayerPassed: { seat: Seat; round: number }
  dividendsPaid: { seat: Seat; cash: number; onCards: number }
  gameEnded: { scores: readonly number[] }
  assetBought: { seat: Seat; asset: AssetId; kind: AssetKind; price: number }
  cardPlayed: { seat: Seat; card: CardId; kind: ActionKind }
  wongaGained: { seat: Seat; amount: number }
  tokenHealed: { seat: Seat; infected: number }
  dividendReinvested: { seat: Seat; amount: number }
  assetReturned: { seat: Seat; asset: AssetId; kind: AssetKind }
  ppeDeclined: { seat: Seat }
  ppePlayed: { seat: Seat }
  /** infected: how many of the seat's tokens are infected now. */
  tokenInfected: { seat: Seat; infected: number }
  insuranceClaimed: { seat: Seat; asset: AssetId; kind: AssetKind; amount: number }
  infectionSlotted: { seat: Seat; private: Secret<{ position: number }> }
  playerZombified: { seat: Seat }
  deckArranged: { seat: Seat; private: Secret<{ kinds: readonly ActionKind[] }> }
  topCardPlaced: { seat: Seat; where: 'top' | 'bottom'; private: Secret<{ kind: ActionKind }> }
  zombieDeclared: { seat: Seat; act: ZombieAct['act']; target?: Seat }
  zombieCancelled: { seat: Seat; zombie: Seat }
  bitten: { seat: Seat; zombie: Seat }
  scavenged: { seat: Seat; amount: number }
}

/** One event as the rules emit it. */
export type ZombielifeEvent = EventUnion<ZombielifeEventFields>
