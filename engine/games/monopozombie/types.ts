import type { EventUnion } from '../../core/events'
import type { RngState } from '../../core/rng'
import type { Seat, Viewer } from '../../core/types'
import type { Deck, TaxEdition } from './dataTypes'

/** A Chance (0..15) or Community Chest (16..31) card id, as in assets/monopozombie/cards.json. */
export type CardId = number
/** A board square, 0..39. */
export type SquareIndex = number

export type Stage = 1 | 2 | 3
/** +1 = clockwise (the normal way round), -1 = counter-clockwise. */
export type Direction = 1 | -1

export interface MonopoOptions {
  /** 'current' (2008+): Income Tax $200, Luxury Tax $100. 'classic': $200 or 10% of worth, Luxury $75. */
  readonly taxEdition: TaxEdition
  /** M17: Stage 3 starts when zombies >= humans (seed), or when zombies >= floor(players / 2). */
  readonly apocalypseAt: 'zombiesAtLeastHumans' | 'halfThePlayers'
  /** M21: a bankrupt human becomes a zombie (default), or leaves the game (classic elimination). */
  readonly bankruptcy: 'zombify' | 'eliminate'
  /** M19: after this many rounds the game is declared a zombie victory. */
  readonly stallRounds: number
  /** M19: the last human owning no improved street: play on (default), or zombies win at once. */
  readonly hopelessLastHuman: 'playOn' | 'zombiesWin'
  /** Who rolls first; null = the highest opening roll of two dice, as the rulebook says. */
  readonly firstSeat: Seat | null
}

export interface PlayerState {
  readonly name: string
  readonly cash: number
  readonly position: SquareIndex
  readonly zombie: boolean
  /** M1: has reached or passed GO moving forward at least once (immunity ends). */
  readonly lapped: boolean
  /** M21 'eliminate': out of the game, neither human nor zombie. */
  readonly eliminated: boolean
  readonly inJail: boolean
  /** Failed doubles rolls made in jail this stay. */
  readonly jailRolls: number
  /** Get Out of Jail Free cards held (card ids). */
  readonly cards: readonly CardId[]
  /** R6: bodyguards hired this turn, active until this player's next turn begins. */
  readonly bodyguards: number
}

export interface LotState {
  readonly owner: Seat | null
  readonly mortgaged: boolean
  /** 0..4 houses, 5 = a hotel. */
  readonly level: number
  /**
   * Received mortgaged with the 10% paid: lifting it costs the principal only, until the end of the
   * new owner's turn, the current one or their next (their first chance to do commerce).
   */
  readonly liftAtPrincipal: boolean
}

export interface TradeSide {
  readonly squares: readonly SquareIndex[]
  readonly cash: number
  readonly cards: readonly CardId[]
}

export interface TradeOffer {
  /** Who made this offer (the proposer, or whoever countered last). */
  readonly from: Seat
  readonly to: Seat
  /** What `from` gives to `to`. */
  readonly give: TradeSide
  /** What `from` asks of `to`. */
  readonly get: TradeSide
}

/** What is being sold in an auction. */
export type AuctionLot =
  | { readonly kind: 'deed'; readonly square: SquareIndex }
  /** One of the last houses (or hotels): the winner places it on one of their streets. */
  | { readonly kind: 'building'; readonly building: 'house' | 'hotel' }

export interface AuctionState {
  readonly lot: AuctionLot
  /** Seats still bidding, in bidding order from the seat after the one who started it. */
  readonly bidders: readonly Seat[]
  /** Index into `bidders` of the seat to bid next. */
  readonly next: number
  readonly high: number
  readonly highBidder: Seat | null
  /** The lowest first bid (1 for deeds; the house price for a contested building). */
  readonly opening: number
}

export type ConversionCause =
  | 'snakeEyes'
  | 'goToJailCard'
  | 'goToJailSquare'
  | 'thirdDoubles'
  | 'encounter'
  | 'infectionGround'
  | 'bankruptcy'

export interface Debt {
  readonly seat: Seat
  readonly creditor: Seat | 'bank'
  readonly amount: number
  readonly reason: string
}

export type Phase =
  /** Before the roll: commerce, bodyguards, jail choices, then roll. */
  | 'preRoll'
  /** After the move: commerce, then end the turn. */
  | 'postRoll'
  /** Someone else's decision is pending inside this turn (buy, auction, debt, trade, immunity...). */
  | 'resolving'
  | 'over'

export interface TurnState {
  readonly seat: Seat
  /** Counts every turn from 1. */
  readonly number: number
  /** Counts rounds from 1: a round ends when play passes the first seat again. */
  readonly round: number
  readonly phase: Phase
  readonly doublesInRow: number
  /** The last dice rolled this turn (two d6, two d4, or three d6 in Apocalypse). */
  readonly dice: readonly number[]
  readonly diceKind: 'd6' | 'd4'
  /** Stage 3: which two of the three dice were used. */
  readonly chosen: readonly number[]
  /** Another roll is owed after this move (doubles). */
  readonly rollAgain: boolean
  readonly tradeOffers: number
}

/** Engine work still to do, kept in the state so that a decision can pause it (a stack: last = next). */
export type Step =
  | { readonly do: 'startTurn'; readonly seat: Seat }
  | {
      readonly do: 'move'
      readonly seat: Seat
      readonly steps: number
      readonly dir: Direction
      /** Dice total used for utility rent. */
      readonly diceTotal: number
      /** Set by R1/M3: the mover arrives as a zombie. */
      readonly convertOnArrival: ConversionCause | null
    }
  | {
      readonly do: 'moveTo'
      readonly seat: Seat
      readonly square: SquareIndex
      readonly rent: 'normal' | 'doubleRailroad' | 'utilityTenTimes'
    }
  | {
      readonly do: 'arrive'
      readonly seat: Seat
      readonly diceTotal: number
      readonly rent: 'normal' | 'doubleRailroad' | 'utilityTenTimes'
      readonly convertOnArrival: ConversionCause | null
      /** Whether the mover was a zombie when the move started. */
      readonly wasZombie: boolean
    }
  | {
      readonly do: 'landOn'
      readonly seat: Seat
      readonly diceTotal: number
      readonly rent: 'normal' | 'doubleRailroad' | 'utilityTenTimes'
      /** M20: the mover arrived as a zombie (absent when it arrived human, even if overrun there). */
      readonly asZombie?: true
    }
  | { readonly do: 'convert'; readonly seat: Seat; readonly cause: ConversionCause; readonly asked: boolean }
  | { readonly do: 'encounter'; readonly square: SquareIndex }
  | { readonly do: 'vacated'; readonly square: SquareIndex }
  | {
      readonly do: 'pay'
      readonly from: Seat
      readonly to: Seat | 'bank'
      readonly amount: number
      readonly reason: string
    }
  | { readonly do: 'sendToJail'; readonly seat: Seat }
  | { readonly do: 'auction'; readonly lot: AuctionLot; readonly starter: Seat; readonly opening: number }
  | { readonly do: 'bankrupt'; readonly seat: Seat; readonly creditor: Seat | 'bank' }
  | { readonly do: 'afterMove'; readonly seat: Seat }
  | { readonly do: 'endTurn'; readonly seat: Seat }

/** A decision some seat must take before play goes on. */
export type Decision =
  | { readonly kind: 'turn'; readonly seat: Seat }
  /** Buy the lot landed on at its price, or decline (it is then auctioned). */
  | { readonly kind: 'buy'; readonly seat: Seat; readonly square: SquareIndex }
  | { readonly kind: 'auction'; readonly seat: Seat }
  | { readonly kind: 'debt'; readonly seat: Seat }
  /** M5: spend a Get Out of Jail Free card to stay human? */
  | { readonly kind: 'immunity'; readonly seat: Seat; readonly cause: ConversionCause }
  /** Classic tax edition: pay $200 or 10% of total worth. */
  | { readonly kind: 'incomeTax'; readonly seat: Seat }
  /** A zombie's 2d4 are rolled: choose the direction. */
  | { readonly kind: 'zombieMove'; readonly seat: Seat }
  /** Stage 3: three d6 are rolled: choose two and a direction. */
  | { readonly kind: 'survivorMove'; readonly seat: Seat }
  /** Answer a trade offer: accept, reject or counter. */
  | { readonly kind: 'trade'; readonly seat: Seat }
  /** A contested building won at auction: put it on one of your streets. */
  | {
      readonly kind: 'placeBuilding'
      readonly seat: Seat
      readonly building: 'house' | 'hotel'
      readonly paid: number
    }

export interface MonopoState {
  readonly game: 'monopozombie'
  readonly options: MonopoOptions
  readonly rng: RngState
  readonly stage: Stage
  /** The seat that rolled first: a round ends when play comes back to it. */
  readonly firstSeat: Seat
  readonly players: readonly PlayerState[]
  /** The bank's cash balance from 0 at setup (it never runs out, so it may go below 0). */
  readonly bank: number
  /** One entry per square (non-lots stay unowned). */
  readonly lots: readonly LotState[]
  readonly bankHouses: number
  readonly bankHotels: number
  /** Draw piles; the top is the first element. */
  readonly decks: Readonly<Record<Deck, readonly CardId[]>>
  /** The card last drawn, face up until the next draw. */
  readonly shownCard: CardId | null
  /** R9/M15: zombie-owned improved lots a human survived on, demolished one level when vacated. */
  readonly occupied: readonly SquareIndex[]
  readonly turn: TurnState
  readonly steps: readonly Step[]
  readonly decision: Decision | null
  readonly auction: AuctionState | null
  readonly trade: (TradeOffer & { readonly counters: number }) | null
  readonly debt: Debt | null
  readonly winners: readonly Seat[] | null
  readonly endReason: string | null
}

// -------------------------------------------------------------------------------------------------
// Actions

export type MonopoAction =
  // the active human's turn
  | { readonly type: 'roll' }
  | { readonly type: 'endTurn' }
  | { readonly type: 'payJailFine' }
  | { readonly type: 'useJailCard' }
  | { readonly type: 'hireBodyguards'; readonly count: number }
  // commerce (the active human on their turn; a debtor raising money)
  | { readonly type: 'build'; readonly square: SquareIndex }
  | { readonly type: 'sellBuilding'; readonly square: SquareIndex }
  | { readonly type: 'mortgage'; readonly square: SquareIndex }
  | { readonly type: 'unmortgage'; readonly square: SquareIndex }
  | {
      readonly type: 'proposeTrade'
      readonly to: Seat
      readonly give: TradeSide
      readonly get: TradeSide
    }
  // answers
  | { readonly type: 'buy' }
  | { readonly type: 'decline' }
  | { readonly type: 'bid'; readonly amount: number }
  | { readonly type: 'pass' }
  | { readonly type: 'payDebt' }
  | { readonly type: 'declareBankruptcy' }
  | { readonly type: 'useImmunity' }
  | { readonly type: 'declineImmunity' }
  | { readonly type: 'payIncomeTax'; readonly how: 'flat' | 'percent' }
  | { readonly type: 'moveZombie'; readonly dir: Direction }
  /** Stage 3: `dice` = the indices (into the three rolled) of the two dice used. */
  | { readonly type: 'moveSurvivor'; readonly dice: readonly [number, number]; readonly dir: Direction }
  | { readonly type: 'acceptTrade' }
  | { readonly type: 'rejectTrade' }
  | { readonly type: 'counterTrade'; readonly give: TradeSide; readonly get: TradeSide }
  | { readonly type: 'placeBuilding'; readonly square: SquareIndex }

// -------------------------------------------------------------------------------------------------
// Views (everything at this table is public except the order of the two decks)

/** A player as everyone sees them: the whole player state (nothing of it is hidden), and more. */
export interface PlayerView extends PlayerState {
  readonly seat: Seat
  /** Cash + lot prices + building costs (the classic tax's "total worth"). */
  readonly worth: number
}

export interface LotView {
  readonly square: SquareIndex
  readonly owner: Seat | null
  readonly mortgaged: boolean
  /** 0..4 houses, 5 = hotel. */
  readonly level: number
  /** Received mortgaged, 10% paid: lifting it costs the mortgage value only, for now. */
  readonly liftAtPrincipal: boolean
}

export interface DecisionView {
  readonly kind: Decision['kind']
  readonly seat: Seat
  /** 'buy': the lot; 'placeBuilding': unused. */
  readonly square?: SquareIndex
  readonly cause?: ConversionCause
  readonly building?: 'house' | 'hotel'
}

export interface MonopoView {
  readonly game: 'monopozombie'
  readonly viewer: Viewer
  readonly options: MonopoOptions
  readonly stage: Stage
  readonly firstSeat: Seat
  readonly players: readonly PlayerView[]
  /** Only squares that can be owned (28), in board order. */
  readonly lots: readonly LotView[]
  readonly bankHouses: number
  readonly bankHotels: number
  readonly deckSizes: Readonly<Record<Deck, number>>
  readonly shownCard: CardId | null
  readonly occupied: readonly SquareIndex[]
  readonly turn: TurnState
  readonly decision: DecisionView | null
  readonly auction: AuctionState | null
  readonly trade: (TradeOffer & { readonly counters: number }) | null
  readonly debt: Debt | null
  readonly winners: readonly Seat[] | null
  readonly endReason: string | null
}

// -------------------------------------------------------------------------------------------------
// Events (GameEvent.type, with these fields besides `text`), for animation and the log.

export interface MonopoEventFields {
  readonly diceRolled: { seat: Seat; dice: number[]; kind: 'd6' | 'd4' }
  /** Stage 3: the indices of the two dice a survivor moves by. */
  readonly diceChosen: { seat: Seat; chosen: number[] }
  /** path: every square entered in order, the last is where the token stops; jump: a card teleport. */
  readonly tokenMoved: { seat: Seat; from: SquareIndex; path: SquareIndex[]; jump: boolean }
  /** The first time round the board: no longer immune to conversion. */
  readonly lapped: { seat: Seat }
  readonly lotBought: { seat: Seat; square: SquareIndex; price: number }
  readonly auctionStarted: { lot: AuctionLot; bidders: Seat[] }
  readonly bidPlaced: { seat: Seat; amount: number }
  readonly bidPassed: { seat: Seat }
  readonly auctionWon: { seat: Seat; lot: AuctionLot; amount: number }
  readonly auctionUnsold: { lot: AuctionLot }
  readonly moneyPaid: { from: Seat | 'bank'; to: Seat | 'bank'; amount: number; reason: string }
  /** A payment the payer must raise the cash for (a debt decision follows). */
  readonly debtOwed: { seat: Seat; amount: number }
  readonly cardDrawn: { seat: Seat; deck: Deck; card: CardId; ignored: boolean }
  readonly built: { seat: Seat; square: SquareIndex; level: number }
  readonly buildingSold: { seat: Seat; square: SquareIndex; level: number }
  /** A zombie demolition (R9, R11, M14): level is the new level. */
  readonly demolished: { square: SquareIndex; level: number }
  readonly mortgaged: { seat: Seat; square: SquareIndex }
  readonly unmortgaged: { seat: Seat; square: SquareIndex }
  readonly converted: { seat: Seat; cause: ConversionCause }
  /** A human not yet round the board is immune (R1). */
  readonly conversionResisted: { seat: Seat; cause: ConversionCause }
  readonly immunityUsed: { seat: Seat; card: CardId; cause: ConversionCause }
  readonly stageChanged: { stage: Stage }
  readonly jailed: { seat: Seat }
  readonly stayedInJail: { seat: Seat }
  /** A third double in a row before the first lap: off to Quarantine. */
  readonly thirdDoubles: { seat: Seat }
  readonly leftJail: { seat: Seat; how: 'doubles' | 'fine' | 'card' | 'apocalypse' }
  readonly bodyguardsHired: { seat: Seat; count: number }
  readonly tradeProposed: { offer: TradeOffer }
  readonly tradeAccepted: { offer: TradeOffer }
  readonly tradeRejected: { offer: TradeOffer }
  readonly bankrupt: { seat: Seat; creditor: Seat | 'bank' }
  /** A bankrupt player leaves the game (the match option bankruptcy: 'eliminate', M21). */
  readonly eliminated: { seat: Seat }
  readonly turnStarted: { seat: Seat }
  readonly gameWon: { winners: Seat[] }
}
/** One event as emit() takes it: its type, the fields listed above, and the log line. */
export type MonopoEvent = EventUnion<MonopoEventFields>
