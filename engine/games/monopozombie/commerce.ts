/**
 * Building, selling buildings, mortgages and trades (rules/monopoly-base.md §3.5). The checks are in
 * queries.ts and legal.ts; these change the state.
 */
import type { Seat } from '../../core/types'
import { listed, plural } from '../../core/words'
import { startAuction } from './auction'
import { levelText } from './conversion'
import { emit, setLot, setPlayer, type Draft } from './draft'
import { transfer } from './money'
import {
  LOT_SQUARES,
  buildable,
  humanSeats,
  lot,
  mortgageInterest,
  nameOf,
  square,
  unmortgageCost,
} from './queries'
import type { LotState, TradeOffer, TradeSide } from './types'

/**
 * Players other than `seat` who could take a building of this kind now (with the cash for it).
 * When they and `seat` outnumber what the bank has left, the last buildings are contested.
 */
function rivalsFor(d: Draft, seat: Seat, building: 'house' | 'hotel'): Seat[] {
  return humanSeats(d).filter(
    (s) =>
      s !== seat &&
      LOT_SQUARES.some(
        (i) => buildable(d, s, i) === building && (d.players[s]?.cash ?? 0) >= (square(i).houseCost ?? 0),
      ),
  )
}

export function build(d: Draft, seat: Seat, i: number): void {
  const kind = buildable(d, seat, i)
  if (kind === null) return
  const cost = square(i).houseCost ?? 0
  const supply = kind === 'house' ? d.bankHouses : d.bankHotels
  const rivals = rivalsFor(d, seat, kind)
  if (rivals.length > 0 && supply < rivals.length + 1) {
    startAuction(d, { kind: 'building', building: kind }, seat, cost)
    return
  }
  transfer(d, seat, 'bank', cost, `building on ${square(i).name}`)
  addBuilding(d, seat, i, kind)
}

export function addBuilding(d: Draft, seat: Seat, i: number, kind: 'house' | 'hotel'): void {
  const level = lot(d, i).level + 1
  if (kind === 'hotel') {
    d.bankHotels -= 1
    d.bankHouses += 4
  } else d.bankHouses -= 1
  setLot(d, i, { level })
  emit(d, {
    type: 'built',
    seat,
    square: i,
    level,
    text: `${nameOf(d, seat)} builds on ${square(i).name} (now ${levelText(level)}).`,
    you: { [seat]: `You build on ${square(i).name} (now ${levelText(level)}).` },
  })
}

/** Sells one level back at half price; a hotel comes down to as many houses as the bank can give. */
export function sellBuilding(d: Draft, seat: Seat, i: number): void {
  const l = lot(d, i)
  const half = (square(i).houseCost ?? 0) / 2
  let level: number
  let sold: number
  if (l.level === 5) {
    level = Math.min(4, d.bankHouses)
    sold = 5 - level
    d.bankHotels += 1
    d.bankHouses -= level
  } else {
    level = l.level - 1
    sold = 1
    d.bankHouses += 1
  }
  setLot(d, i, { level })
  emit(d, {
    type: 'buildingSold',
    seat,
    square: i,
    level,
    text: `${nameOf(d, seat)} sells a building on ${square(i).name} (now ${levelText(level)}).`,
    you: { [seat]: `You sell a building on ${square(i).name} (now ${levelText(level)}).` },
  })
  transfer(d, 'bank', seat, half * sold, 'building sold')
}

export function mortgage(d: Draft, seat: Seat, i: number): void {
  setLot(d, i, { mortgaged: true, liftAtPrincipal: false })
  emit(d, {
    type: 'mortgaged',
    seat,
    square: i,
    text: `${nameOf(d, seat)} mortgages ${square(i).name}.`,
    you: { [seat]: `You mortgage ${square(i).name}.` },
  })
  transfer(d, 'bank', seat, square(i).mortgage ?? 0, 'mortgage')
}

export function unmortgage(d: Draft, seat: Seat, i: number): void {
  const cost = unmortgageCost(lot(d, i), i)
  setLot(d, i, { mortgaged: false, liftAtPrincipal: false })
  emit(d, {
    type: 'unmortgaged',
    seat,
    square: i,
    text: `${nameOf(d, seat)} lifts the mortgage on ${square(i).name}.`,
    you: { [seat]: `You lift the mortgage on ${square(i).name}.` },
  })
  transfer(d, seat, 'bank', cost, 'mortgage lifted')
}

/** The 10% a player pays now on the mortgaged lots a trade would give them. */
export function interestOn(d: { readonly lots: readonly LotState[] }, squares: readonly number[]): number {
  return squares.reduce((n, i) => n + (d.lots[i]?.mortgaged ? mortgageInterest(i) : 0), 0)
}

function sideText(side: TradeSide): string {
  const parts = side.squares.map((i) => square(i).name)
  if (side.cash > 0) parts.push(`$${side.cash}`)
  if (side.cards.length > 0) parts.push(plural(side.cards.length, 'Get Out of Quarantine Free card'))
  return parts.length === 0 ? 'nothing' : listed(parts)
}

/** What an offer trades: "Boardwalk and $200 for Park Place." */
export function offerTerms(o: TradeOffer): string {
  return `${sideText(o.give)} for ${sideText(o.get)}.`
}

/**
 * An offer in words after `lead` ("" or "Counter-offer: "): "Ann offers Bob X for Y." for everyone,
 * and "You offer Bob …" or "Ann offers you …" for the two players trading.
 */
export function offerWords(d: Draft, o: TradeOffer, lead: '' | 'Counter-offer: ') {
  const terms = offerTerms(o)
  const from = nameOf(d, o.from)
  const to = nameOf(d, o.to)
  return {
    text: `${lead}${from} offers ${to} ${terms}`,
    you: {
      [o.to]: `${lead}${from} offers you ${terms}`,
      [o.from]: lead === '' ? `You offer ${to} ${terms}` : `${lead}you offer ${to} ${terms}`,
    },
  }
}

/** Carries out an accepted trade: lots, cash and cards both ways, then the 10% on mortgaged lots. */
export function executeTrade(d: Draft, o: TradeOffer): void {
  const moveSide = (from: Seat, to: Seat, side: TradeSide) => {
    for (const i of side.squares) setLot(d, i, { owner: to, liftAtPrincipal: lot(d, i).mortgaged })
    if (side.cash > 0) transfer(d, from, to, side.cash, 'trade')
    if (side.cards.length > 0) {
      const giver = d.players[from]!
      setPlayer(d, from, { cards: giver.cards.filter((c) => !side.cards.includes(c)) })
      setPlayer(d, to, { cards: [...d.players[to]!.cards, ...side.cards] })
    }
  }
  moveSide(o.from, o.to, o.give)
  moveSide(o.to, o.from, o.get)
  const toInterest = interestOn(d, o.give.squares)
  const fromInterest = interestOn(d, o.get.squares)
  if (toInterest > 0) transfer(d, o.to, 'bank', toInterest, 'interest on mortgaged lots received')
  if (fromInterest > 0) transfer(d, o.from, 'bank', fromInterest, 'interest on mortgaged lots received')
}
