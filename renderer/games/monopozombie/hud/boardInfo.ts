/**
 * What the HUD says about MonopoZombie's board: square and group names, colours, money in dollars,
 * and the bank's prices (house cost, half back on a sale, mortgage value, mortgage + interest).
 */
import type { Seat } from '../../../../engine/core/types'
import { MONOPOZOMBIE } from '../../../../engine/games/monopozombie/data'
import type { GroupData, SquareData } from '../../../../engine/games/monopozombie/dataTypes'
import type {
  CardId,
  ConversionCause,
  MonopoView,
  SquareIndex,
  Stage,
} from '../../../../engine/games/monopozombie/types'
import { levelText } from '../../../../engine/games/monopozombie/conversion'
import {
  mortgageInterest,
  unmortgageCost as engineUnmortgageCost,
} from '../../../../engine/games/monopozombie/queries'

export const DATA = MONOPOZOMBIE
export const RULES = MONOPOZOMBIE.rules
const BOARD = 40

/** "$1,500"; "-$50" below zero. */
export function money(n: number): string {
  const whole = Math.round(Math.abs(n))
  const digits = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${n < 0 ? '-' : ''}$${digits}`
}

export function squareData(square: SquareIndex): SquareData | undefined {
  return DATA.squares.find((s) => s.index === square)
}

export function squareName(square: SquareIndex): string {
  return squareData(square)?.name ?? `Square ${square}`
}

/** The lot's group (a colour group, the railroads or the utilities). */
export function groupOf(square: SquareIndex): GroupData | undefined {
  const id = squareData(square)?.group
  return id === undefined ? undefined : DATA.groups.find((g) => g.id === id)
}

/** The colour band of a lot (grey when its group has none). */
export function groupColour(square: SquareIndex): string {
  return groupOf(square)?.colour ?? '#777777'
}

export function price(square: SquareIndex): number {
  return squareData(square)?.price ?? 0
}

export function houseCost(square: SquareIndex): number {
  return squareData(square)?.houseCost ?? 0
}

/** What the bank pays back for one building level: half its price. */
export function sellRefund(square: SquareIndex): number {
  return Math.floor(houseCost(square) / 2)
}

export function mortgageValue(square: SquareIndex): number {
  return squareData(square)?.mortgage ?? 0
}

/** The interest on lifting a mortgage: the engine's 10% of the mortgage value, rounded up. */
export { mortgageInterest }

/**
 * Lifting a mortgage, priced by the engine: the mortgage value plus 10% (Park Place 175 -> 193);
 * only the value when the lot was just received mortgaged with its 10% paid (`atPrincipal`).
 */
export function unmortgageCost(square: SquareIndex, atPrincipal = false): number {
  return engineUnmortgageCost({ liftAtPrincipal: atPrincipal }, square)
}

/** The square `steps` squares from `from` in direction `dir` (+1 clockwise). */
export function squareAfter(from: SquareIndex, steps: number, dir: 1 | -1): SquareIndex {
  return (((from + dir * steps) % BOARD) + BOARD) % BOARD
}

/** "no buildings", "1 house", "3 houses", "a hotel": the engine's own wording. */
export { levelText }

/** The building a level stands for: "⌂⌂" for two houses, "H" for a hotel. */
export function levelMark(level: number): string {
  if (level >= 5) return 'H'
  return '⌂'.repeat(Math.max(0, level))
}

export function playerName(view: MonopoView, seat: Seat): string {
  return view.players[seat]?.name ?? `Seat ${seat + 1}`
}

/** "you" for the viewer, the player's name otherwise. */
export function whoName(view: MonopoView, seat: Seat, me: Seat | null): string {
  return seat === me ? 'you' : playerName(view, seat)
}

export function creditorName(view: MonopoView, creditor: Seat | 'bank', me: Seat | null): string {
  return creditor === 'bank' ? 'the Bank' : whoName(view, creditor, me)
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

export function cardText(card: CardId): string {
  return DATA.cards.find((c) => c.id === card)?.text ?? 'Get Out of Quarantine Free'
}

/** The deck's name on this board: Chance is Scavenge, Community Chest is Survivor Cache. */
export function deckName(card: CardId): string {
  const deck = DATA.cards.find((c) => c.id === card)?.deck ?? (card < 16 ? 'chance' : 'chest')
  return deck === 'chance' ? 'Scavenge' : 'Survivor Cache'
}

/** "Get Out of Quarantine Free (Scavenge)": which of the two cards this is. */
export function jailCardName(card: CardId): string {
  return `Get Out of Quarantine Free (${deckName(card)})`
}

export interface StageInfo {
  readonly name: string
  /** What the stage means, in one line. */
  readonly meaning: string
}

export const STAGES: Readonly<Record<Stage, StageInfo>> = {
  1: {
    name: 'Capitalism',
    meaning:
      'Plain Monopoly — but once past GO, snake eyes or being sent to Quarantine turns you into a zombie.',
  },
  2: {
    name: 'Outbreak',
    meaning:
      'Zombies roam on 2d4 and infect humans on their lots and in crowds; bodyguards cost $100 a turn.',
  },
  3: {
    name: 'Apocalypse',
    meaning:
      'Money is dead: humans pick 2 of 3 dice; the last human wins by landing on their own built-up street.',
  },
}

export function stageTitle(stage: Stage): string {
  return `Stage ${stage}: ${STAGES[stage].name}`
}

/** Why a player is about to turn into a zombie, after "because they …". */
export function causeText(cause: ConversionCause | undefined): string {
  switch (cause) {
    case 'snakeEyes':
      return 'rolled snake eyes'
    case 'goToJailCard':
      return 'drew a Go to Quarantine card'
    case 'goToJailSquare':
      return 'landed on Go To Quarantine'
    case 'thirdDoubles':
      return 'rolled a third double'
    case 'encounter':
      return 'were caught by a horde'
    case 'infectionGround':
      return "landed on a zombie's lot"
    case 'bankruptcy':
      return 'went bankrupt'
    default:
      return 'were bitten'
  }
}

/** Where a token stands, in words ("In Quarantine", "Just Visiting", or the square's name). */
export function positionText(square: SquareIndex, inJail: boolean): string {
  if (inJail) return 'In Quarantine'
  const sq = squareData(square)
  if (sq?.kind === 'jail') return 'Just Visiting'
  return squareName(square)
}

export interface RentRow {
  readonly label: string
  readonly rent: string
}

/** The rent table printed on a deed. */
export function rentRows(square: SquareIndex): RentRow[] {
  const sq = squareData(square)
  if (!sq) return []
  if (sq.kind === 'street') {
    const rents = sq.rents ?? []
    const labels = ['Rent', 'With 1 house', 'With 2 houses', 'With 3 houses', 'With 4 houses', 'With a hotel']
    const rows = labels.map((label, i) => ({ label, rent: money(rents[i] ?? 0) }))
    const base = rents[0] ?? 0
    rows.splice(1, 0, {
      label: 'Whole group, unbuilt',
      rent: money(base * RULES.monopolyFactor),
    })
    return rows
  }
  if (sq.kind === 'railroad') {
    return RULES.railroadRents.map((rent, i) => ({
      label: i === 0 ? 'Rent (1 owned)' : `${i + 1} owned`,
      rent: money(rent),
    }))
  }
  if (sq.kind === 'utility') {
    return RULES.utilityMultipliers.map((m, i) => ({
      label: i === 0 ? 'One owned' : 'Both owned',
      rent: `${m} × dice`,
    }))
  }
  return []
}

/**
 * The most `seat` could raise from the bank: every building sold back at half price and every lot
 * then mortgaged (a shortage of houses when breaking a hotel may make it less).
 */
export function raisable(view: MonopoView, seat: Seat): number {
  return view.lots
    .filter((l) => l.owner === seat)
    .reduce((n, l) => n + l.level * sellRefund(l.square) + (l.mortgaged ? 0 : mortgageValue(l.square)), 0)
}

/** Black or white, whichever reads better on a colour band ('#0072bb' -> white). */
export function textOn(colour: string): string {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour)
  if (!m) return '#111111'
  const [r, g, b] = [m[1], m[2], m[3]].map((h) => parseInt(h ?? '0', 16)) as [number, number, number]
  return (r * 299 + g * 587 + b * 114) / 1000 < 140 ? '#ffffff' : '#111111'
}
