/**
 * Auctions: a declined lot (every human bids, the decliner too), a lot a zombie landed on in the
 * Outbreak (humans only, M10), a bankrupt's lots sold by the bank, and the last houses or hotels when
 * more players can build than the bank has buildings (the housing shortage). Bids go round in seat
 * order; passing leaves the auction; the last bidder standing wins at their bid. No bid above cash.
 */
import type { Seat } from '../../core/types'
import { emit, setLot, type Draft } from './draft'
import { transfer } from './money'
import { buildable, humanSeats, LOT_SQUARES, nameOf, square } from './queries'
import type { AuctionLot } from './types'

export function lotText(lot: AuctionLot): string {
  return lot.kind === 'deed' ? square(lot.square).name : `one of the last ${lot.building}s`
}

/** Humans who may bid on this lot, in seat order from `starter` (who bids first). */
export function biddersFor(d: Draft, lot: AuctionLot, starter: Seat): Seat[] {
  const humans = humanSeats(d)
  const n = d.players.length
  const order: Seat[] = []
  for (let k = 0; k < n; k++) {
    const seat = (starter + k) % n
    if (!humans.includes(seat)) continue
    if (lot.kind === 'building' && !canPlace(d, seat, lot.building)) continue
    order.push(seat)
  }
  return order
}

export function canPlace(d: Draft, seat: Seat, building: 'house' | 'hotel'): boolean {
  return LOT_SQUARES.some((i) => buildable(d, seat, i) === building)
}

export function startAuction(d: Draft, lot: AuctionLot, starter: Seat, opening: number): void {
  const bidders = biddersFor(d, lot, starter).filter((s) => (d.players[s]?.cash ?? 0) >= opening)
  emit(d, {
    type: 'auctionStarted',
    lot,
    bidders,
    text: `${lotText(lot)} goes to auction${opening > 1 ? ` from $${opening}` : ''}.`,
  })
  if (bidders.length === 0) {
    emit(d, { type: 'auctionUnsold', lot, text: `Nobody bids on ${lotText(lot)}.` })
    return
  }
  d.auction = { lot, bidders, next: 0, high: 0, highBidder: null, opening }
  d.decision = { kind: 'auction', seat: bidders[0] as Seat }
}

export function placeBid(d: Draft, seat: Seat, amount: number): void {
  const a = d.auction
  if (a === null) return
  emit(d, {
    type: 'bidPlaced',
    seat,
    amount,
    text: `${nameOf(d, seat)} bids $${amount}.`,
    you: { [seat]: `You bid $${amount}.` },
  })
  d.auction = { ...a, high: amount, highBidder: seat, next: (a.next + 1) % a.bidders.length }
  continueAuction(d)
}

export function passBid(d: Draft, seat: Seat): void {
  const a = d.auction
  if (a === null) return
  emit(d, { type: 'bidPassed', seat, text: `${nameOf(d, seat)} passes.`, you: { [seat]: 'You pass.' } })
  const bidders = a.bidders.filter((s) => s !== seat)
  const next = bidders.length === 0 ? 0 : a.next % bidders.length
  d.auction = { ...a, bidders, next }
  continueAuction(d)
}

function continueAuction(d: Draft): void {
  const a = d.auction
  if (a === null) return
  const only = a.bidders.length === 1 ? a.bidders[0] : undefined
  if (a.bidders.length === 0 || (only !== undefined && only === a.highBidder)) {
    finishAuction(d)
    return
  }
  d.decision = { kind: 'auction', seat: a.bidders[a.next] as Seat }
}

function finishAuction(d: Draft): void {
  const a = d.auction
  d.auction = null
  d.decision = null
  if (a === null) return
  if (a.highBidder === null) {
    emit(d, { type: 'auctionUnsold', lot: a.lot, text: `Nobody bids on ${lotText(a.lot)}.` })
    return
  }
  const winner = a.highBidder
  emit(d, {
    type: 'auctionWon',
    seat: winner,
    lot: a.lot,
    amount: a.high,
    text: `${nameOf(d, winner)} wins ${lotText(a.lot)} for $${a.high}.`,
    you: { [winner]: `You win ${lotText(a.lot)} for $${a.high}.` },
  })
  transfer(d, winner, 'bank', a.high, 'auction')
  if (a.lot.kind === 'deed') setLot(d, a.lot.square, { owner: winner })
  else if (canPlace(d, winner, a.lot.building)) {
    d.decision = { kind: 'placeBuilding', seat: winner, building: a.lot.building, paid: a.high }
  } else transfer(d, 'bank', winner, a.high, 'refund: nowhere to build')
}
