/** Pure rule queries on a state or a draft: who is what, what a lot is worth, what a player may do. */
import type { Seat } from '../../core/types'
import { MONOPOZOMBIE } from './data'
import { BOARD_SIZE, JAIL, type GroupId, type SquareData } from './dataTypes'
import type { LotState, MonopoState, PlayerState } from './types'

export const RULES = MONOPOZOMBIE.rules
export const SQUARES: readonly SquareData[] = MONOPOZOMBIE.squares
export const LOT_SQUARES: readonly number[] = SQUARES.filter(
  (s) => s.kind === 'street' || s.kind === 'railroad' || s.kind === 'utility',
).map((s) => s.index)
const GROUP_SQUARES: ReadonlyMap<GroupId, readonly number[]> = new Map(
  MONOPOZOMBIE.groups.map((g) => [g.id, g.squares]),
)

/** The parts of a state the queries read: a MonopoState or a Draft. */
export interface Table {
  readonly options: MonopoState['options']
  readonly stage: MonopoState['stage']
  readonly players: readonly PlayerState[]
  readonly lots: readonly LotState[]
  readonly bankHouses: number
  readonly bankHotels: number
}

export function square(i: number): SquareData {
  return SQUARES[i] as SquareData
}

export function nameOf(t: Table, seat: Seat | 'bank'): string {
  return seat === 'bank' ? 'the Bank' : (t.players[seat]?.name ?? `seat ${seat}`)
}

export function isLot(i: number): boolean {
  const k = square(i).kind
  return k === 'street' || k === 'railroad' || k === 'utility'
}

export function groupSquares(group: GroupId): readonly number[] {
  return GROUP_SQUARES.get(group) ?? []
}

/** The squares of each square's group, by square index (empty for squares that are not lots). */
const LOT_GROUP: readonly (readonly number[])[] = SQUARES.map((sq) =>
  sq.group === undefined ? [] : (GROUP_SQUARES.get(sq.group) ?? []),
)

export function lotGroup(i: number): readonly number[] {
  return LOT_GROUP[i] ?? []
}

export function isHuman(p: PlayerState): boolean {
  return !p.zombie && !p.eliminated
}

export function humanSeats(t: Table): Seat[] {
  const out: Seat[] = []
  t.players.forEach((p, seat) => {
    if (isHuman(p)) out.push(seat)
  })
  return out
}

export function zombieSeats(t: Table): Seat[] {
  const out: Seat[] = []
  t.players.forEach((p, seat) => {
    if (p.zombie && !p.eliminated) out.push(seat)
  })
  return out
}

export function lot(t: Table, i: number): LotState {
  return t.lots[i] as LotState
}

export function ownsWholeGroup(t: Table, seat: Seat, i: number): boolean {
  return lotGroup(i).every((g) => lot(t, g).owner === seat)
}

export function ownedCount(t: Table, seat: Seat, group: GroupId): number {
  return groupSquares(group).filter((g) => lot(t, g).owner === seat).length
}

/** Rent a human pays on landing (before the card variants), or 0. `diceTotal` is for utilities. */
export function rentFor(t: Table, i: number, diceTotal: number): number {
  const l = lot(t, i)
  const sq = square(i)
  if (l.owner === null || l.mortgaged) return 0
  if (sq.kind === 'street') {
    const rents = sq.rents ?? []
    if (l.level > 0) return rents[l.level] ?? 0
    const base = rents[0] ?? 0
    return ownsWholeGroup(t, l.owner, i) ? base * RULES.monopolyFactor : base
  }
  if (sq.kind === 'railroad') return RULES.railroadRents[ownedCount(t, l.owner, 'railroad') - 1] ?? 0
  if (sq.kind === 'utility') {
    return diceTotal * (RULES.utilityMultipliers[ownedCount(t, l.owner, 'utility') - 1] ?? 0)
  }
  return 0
}

/** `valueOf` each lot the seat owns, summed. */
function lotsValue(
  t: Pick<Table, 'lots'>,
  seat: Seat,
  valueOf: (l: LotState, sq: SquareData) => number,
): number {
  let total = 0
  for (const i of LOT_SQUARES) {
    const l = t.lots[i] as LotState
    if (l.owner === seat) total += valueOf(l, square(i))
  }
  return total
}

/** The seat's cash plus `valueOf` each lot it owns. */
function cashPlusLots(t: Table, seat: Seat, valueOf: (l: LotState, sq: SquareData) => number): number {
  return (t.players[seat]?.cash ?? 0) + lotsValue(t, seat, valueOf)
}

/** What the seat's lots add to its total worth: printed prices (mortgaged or not) and what the buildings cost. */
export function lotsWorth(t: Pick<Table, 'lots'>, seat: Seat): number {
  return lotsValue(t, seat, (l, sq) => (sq.price ?? 0) + l.level * (sq.houseCost ?? 0))
}

/** Cash + printed prices of lots (mortgaged or not) + what the buildings cost: the classic "total worth". */
export function worth(t: Table, seat: Seat): number {
  return (t.players[seat]?.cash ?? 0) + lotsWorth(t, seat)
}

/** The most cash a player could have by selling every building and mortgaging every lot. */
export function raisable(t: Table, seat: Seat): number {
  return cashPlusLots(
    t,
    seat,
    (l, sq) => (l.level * (sq.houseCost ?? 0)) / 2 + (l.mortgaged ? 0 : (sq.mortgage ?? 0)),
  )
}

export function unmortgageCost(l: Pick<LotState, 'liftAtPrincipal'>, i: number): number {
  const m = square(i).mortgage ?? 0
  return l.liftAtPrincipal ? m : m + mortgageInterest(i)
}

/** 10% of the mortgage value, rounded up to whole dollars. */
export function mortgageInterest(i: number): number {
  return Math.ceil(((square(i).mortgage ?? 0) * RULES.mortgageInterestPercent) / 100)
}

/** Whether commerce is open to this seat at all (a human, before the Apocalypse). */
export function trades(t: Table, seat: Seat): boolean {
  const p = t.players[seat]
  return t.stage < 3 && p !== undefined && isHuman(p)
}

/** The building a build on this lot would add, if the lot, the group and the bank allow one (cash aside). */
export function buildable(t: Table, seat: Seat, i: number): 'house' | 'hotel' | null {
  const sq = square(i)
  const l = lot(t, i)
  if (sq.kind !== 'street' || l.owner !== seat || l.level >= 5) return null
  const group = lotGroup(i)
  let min = 5
  for (const g of group) {
    const gl = lot(t, g)
    if (gl.owner !== seat || gl.mortgaged) return null
    if (gl.level < min) min = gl.level
  }
  if (l.level !== min) return null
  if (l.level === 4) return t.bankHotels > 0 ? 'hotel' : null
  return t.bankHouses > 0 ? 'house' : null
}

export function canBuild(t: Table, seat: Seat, i: number): 'house' | 'hotel' | null {
  if (!trades(t, seat)) return null
  const kind = buildable(t, seat, i)
  if (kind === null) return null
  return (t.players[seat]?.cash ?? 0) >= (square(i).houseCost ?? 0) ? kind : null
}

/** Buildings are sold evenly: only from a lot with the most buildings in its group. */
export function canSellBuilding(t: Table, seat: Seat, i: number): boolean {
  const l = lot(t, i)
  if (l.owner !== seat || l.level === 0 || !trades(t, seat)) return false
  return lotGroup(i).every((g) => lot(t, g).level <= l.level)
}

export function groupHasBuildings(t: Table, i: number): boolean {
  return lotGroup(i).some((g) => lot(t, g).level > 0)
}

export function canMortgage(t: Table, seat: Seat, i: number): boolean {
  const l = lot(t, i)
  return l.owner === seat && !l.mortgaged && trades(t, seat) && !groupHasBuildings(t, i)
}

export function canUnmortgage(t: Table, seat: Seat, i: number): boolean {
  const l = lot(t, i)
  return (
    l.owner === seat && l.mortgaged && trades(t, seat) && (t.players[seat]?.cash ?? 0) >= unmortgageCost(l, i)
  )
}

/** A lot may change hands in a trade when no lot of its group has buildings. */
export function tradeable(t: Table, seat: Seat, i: number): boolean {
  return isLot(i) && lot(t, i).owner === seat && !groupHasBuildings(t, i)
}

/** Tokens standing on a square: humans (not those in Jail on square 10) and zombies. */
export function occupants(t: Table, i: number): { humans: Seat[]; zombies: Seat[] } {
  const humans: Seat[] = []
  const zombies: Seat[] = []
  t.players.forEach((p, seat) => {
    if (p.eliminated || p.position !== i) return
    if (p.zombie) zombies.push(seat)
    else if (!(i === JAIL && p.inJail)) humans.push(seat)
  })
  return { humans, zombies }
}

/** Squares entered moving `steps` from `from` in direction `dir`, in order. */
export function pathFrom(from: number, steps: number, dir: 1 | -1): number[] {
  const path: number[] = []
  let at = from
  for (let k = 0; k < steps; k++) {
    at = (at + dir + BOARD_SIZE) % BOARD_SIZE
    path.push(at)
  }
  return path
}

/** Whether the lot is a street with at least one house owned by this seat (R14's "improved property"). */
export function ownsImprovedStreet(t: Table, seat: Seat): boolean {
  return LOT_SQUARES.some(
    (i) => square(i).kind === 'street' && lot(t, i).owner === seat && lot(t, i).level > 0,
  )
}
