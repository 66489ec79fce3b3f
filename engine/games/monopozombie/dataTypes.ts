/**
 * The shape of MonopoZombie's data (assets/monopozombie/*.json) once data.ts has checked it. Rules code
 * reads board squares, prices, rents, cards and counts only through these types.
 */

export type SquareKind =
  'go' | 'street' | 'railroad' | 'utility' | 'chance' | 'chest' | 'tax' | 'jail' | 'freeParking' | 'goToJail'

export const COLOUR_GROUPS = [
  'brown',
  'lightBlue',
  'pink',
  'orange',
  'red',
  'yellow',
  'green',
  'darkBlue',
] as const
export type ColourGroup = (typeof COLOUR_GROUPS)[number]

/** A group of lots that one owner can hold whole: a colour group, the railroads or the utilities. */
export type GroupId = ColourGroup | 'railroad' | 'utility'

export interface SquareData {
  /** 0..39, clockwise from GO. */
  readonly index: number
  /** Stable id: 'GO', 'JAIL', 'FREE_PARKING', 'GO_TO_JAIL', or a kebab-case name ('bunker-lane'). */
  readonly id: string
  /** The zombie-themed name shown on the board (rules/monopoly-base.md §3.6). */
  readonly name: string
  readonly kind: SquareKind
  /** Streets, railroads and utilities only. */
  readonly group?: GroupId
  readonly price?: number
  /** Streets only: rent unimproved, with 1..4 houses, with a hotel (6 numbers). */
  readonly rents?: readonly number[]
  /** Streets only: the price of one house (a hotel costs one more house price). */
  readonly houseCost?: number
  /** Streets, railroads and utilities: the mortgage value (half the price). */
  readonly mortgage?: number
  /** Tax squares only: which tax this is. */
  readonly tax?: 'income' | 'luxury'
}

export interface GroupData {
  readonly id: GroupId
  readonly name: string
  /** CSS hex colour of the board's colour band ('#8b4513'). */
  readonly colour: string
  /** Square indices in board order. */
  readonly squares: readonly number[]
}

export type Deck = 'chance' | 'chest'

export type CardEffect =
  /** Move forward to a square; collect the GO salary when passing or reaching GO. */
  | { readonly kind: 'advanceTo'; readonly square: number }
  /** Move forward to the nearest railroad (twice the rent) or utility (ten times a new roll). */
  | { readonly kind: 'advanceToNearest'; readonly target: 'railroad' | 'utility' }
  | { readonly kind: 'collect'; readonly amount: number }
  | { readonly kind: 'pay'; readonly amount: number }
  | { readonly kind: 'getOutOfJailFree' }
  | { readonly kind: 'goBack'; readonly spaces: number }
  | { readonly kind: 'goToJail' }
  | { readonly kind: 'repairs'; readonly perHouse: number; readonly perHotel: number }
  | { readonly kind: 'payEachPlayer'; readonly amount: number }
  | { readonly kind: 'collectFromEachPlayer'; readonly amount: number }

export interface CardData {
  /** 0..15 Chance (Scavenge), 16..31 Community Chest (Survivor Cache). */
  readonly id: number
  readonly deck: Deck
  readonly text: string
  readonly effect: CardEffect
}

export type TaxEdition = 'current' | 'classic'

export interface TaxRates {
  readonly income: number
  /** Classic edition: the player may pay this percent of their total worth instead of `income`. */
  readonly incomePercent: number | null
  readonly luxury: number
}

export interface MonopoRules {
  readonly minPlayers: number
  readonly maxPlayers: number
  readonly startingCash: number
  readonly goSalary: number
  readonly houses: number
  readonly hotels: number
  readonly jailFine: number
  /** Failed doubles rolls in jail before the fine must be paid (3). */
  readonly maxJailRolls: number
  readonly mortgageInterestPercent: number
  readonly bodyguardCost: number
  /** Rent by how many railroads the owner holds (1..4). */
  readonly railroadRents: readonly number[]
  /** Dice multiplier by how many utilities the owner holds (1..2). */
  readonly utilityMultipliers: readonly number[]
  /** The Chance "nearest utility" card: multiplier of a fresh roll. */
  readonly nearestUtilityMultiplier: number
  /** The Chance "nearest railroad" card: factor on the normal rent. */
  readonly nearestRailroadFactor: number
  /** Rent factor on unimproved streets of a whole colour group. */
  readonly monopolyFactor: number
  readonly taxes: Readonly<Record<TaxEdition, TaxRates>>
  /** Trade offers one player may make in one turn (keeps a bot from offering forever). */
  readonly tradeOffersPerTurn: number
  /** Counter-offers allowed on one trade before it is closed as rejected. */
  readonly tradeCounters: number
}

export interface MonopoData {
  readonly squares: readonly SquareData[]
  readonly groups: readonly GroupData[]
  readonly cards: readonly CardData[]
  readonly rules: MonopoRules
}

export const GO = 0
export const JAIL = 10
export const FREE_PARKING = 20
export const GO_TO_JAIL = 30
export const BOARD_SIZE = 40
