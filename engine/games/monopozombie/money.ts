/** Money moving between players and the bank, debts, and bankruptcy (rules/monopoly-base.md §3.5, M21). */
import type { Seat } from '../../core/types'
import { emit, setLot, setPlayer, type Draft } from './draft'
import { returnCardToDeck } from './cards'
import { LOT_SQUARES, isHuman, lot, mortgageInterest, nameOf, raisable, square } from './queries'

const money = (n: number) => `$${n}`

/** Moves cash now (the payer can afford it). The bank's balance is tracked so cash is conserved. */
export function transfer(
  d: Draft,
  from: Seat | 'bank',
  to: Seat | 'bank',
  amount: number,
  reason: string,
): void {
  if (amount <= 0) return
  if (from === 'bank') d.bank -= amount
  else setPlayer(d, from, { cash: (d.players[from]?.cash ?? 0) - amount })
  if (to === 'bank') d.bank += amount
  else setPlayer(d, to, { cash: (d.players[to]?.cash ?? 0) + amount })
  const text =
    from === 'bank'
      ? `${nameOf(d, to)} collects ${money(amount)} (${reason}).`
      : `${nameOf(d, from)} pays ${money(amount)} to ${nameOf(d, to)} (${reason}).`
  const you: Record<number, string> = {}
  if (from === 'bank') {
    if (to !== 'bank') you[to] = `You collect ${money(amount)} (${reason}).`
  } else {
    if (to !== 'bank') you[to] = `${nameOf(d, from)} pays you ${money(amount)} (${reason}).`
    you[from] = `You pay ${money(amount)} to ${nameOf(d, to)} (${reason}).`
  }
  emit(d, { type: 'moneyPaid', from, to, amount, reason, text, you })
}

/**
 * A payment the rules demand: zombies never pay or receive, nothing is paid in the Apocalypse, and a
 * payer short of cash must raise it (a debt decision) or go bankrupt.
 */
export function demand(d: Draft, from: Seat, to: Seat | 'bank', amount: number, reason: string): void {
  const payer = d.players[from]
  if (payer === undefined || !isHuman(payer) || d.stage === 3 || amount <= 0) return
  if (to !== 'bank') {
    const payee = d.players[to]
    if (payee === undefined || !isHuman(payee)) return
  }
  if (payer.cash >= amount) {
    transfer(d, from, to, amount, reason)
    return
  }
  d.debt = { seat: from, creditor: to, amount, reason }
  d.decision = { kind: 'debt', seat: from }
  emit(d, {
    type: 'debtOwed',
    seat: from,
    amount,
    text: `${nameOf(d, from)} owes ${money(amount)} to ${nameOf(d, to)} (${reason}) and must raise the money.`,
    you: {
      ...(to === 'bank'
        ? {}
        : { [to]: `${nameOf(d, from)} owes you ${money(amount)} (${reason}) and must raise the money.` }),
      [from]: `You owe ${money(amount)} to ${nameOf(d, to)} (${reason}) and must raise the money.`,
    },
  })
}

export function payDebt(d: Draft): void {
  const debt = d.debt
  if (debt === null) return
  d.debt = null
  d.decision = null
  transfer(d, debt.seat, debt.creditor, debt.amount, debt.reason)
}

/**
 * Bankruptcy (M21): buildings go back to the bank at half price, then everything goes to the
 * creditor (who pays the 10% on mortgaged lots), or to the bank, which auctions the lots. The
 * bankrupt player then becomes a zombie or leaves, as the match options say (the caller does that).
 */
export function settleBankruptcy(d: Draft, seat: Seat, creditor: Seat | 'bank'): number[] {
  d.debt = null
  d.decision = null
  emit(d, {
    type: 'bankrupt',
    seat,
    creditor,
    text: `${nameOf(d, seat)} is bankrupt to ${nameOf(d, creditor)}.`,
    you: {
      ...(creditor === 'bank' ? {} : { [creditor]: `${nameOf(d, seat)} is bankrupt to you.` }),
      [seat]: `You are bankrupt to ${nameOf(d, creditor)}.`,
    },
  })
  let refund = 0
  const lots: number[] = []
  for (const i of LOT_SQUARES) {
    const l = lot(d, i)
    if (l.owner !== seat) continue
    lots.push(i)
    if (l.level === 5) {
      d.bankHotels += 1
      refund += (5 * (square(i).houseCost ?? 0)) / 2
    } else if (l.level > 0) {
      d.bankHouses += l.level
      refund += (l.level * (square(i).houseCost ?? 0)) / 2
    }
    if (l.level > 0) setLot(d, i, { level: 0 })
  }
  if (refund > 0) transfer(d, 'bank', seat, refund, 'buildings sold back')
  const p = d.players[seat]
  if (p === undefined) return []
  if (creditor === 'bank') {
    if (p.cash > 0) transfer(d, seat, 'bank', p.cash, 'bankruptcy')
    for (const card of p.cards) returnCardToDeck(d, card)
    setPlayer(d, seat, { cards: [] })
    for (const i of lots) setLot(d, i, { owner: null, mortgaged: false, liftAtPrincipal: false })
    return lots
  }
  if (p.cash > 0) transfer(d, seat, creditor, p.cash, 'bankruptcy')
  const heir = d.players[creditor]
  setPlayer(d, creditor, { cards: [...(heir?.cards ?? []), ...p.cards] })
  setPlayer(d, seat, { cards: [] })
  let interest = 0
  for (const i of lots) {
    const mortgaged = lot(d, i).mortgaged
    setLot(d, i, { owner: creditor, liftAtPrincipal: mortgaged })
    if (mortgaged) interest += mortgageInterest(i)
  }
  if (interest > 0) demand(d, creditor, 'bank', interest, 'interest on mortgaged lots received')
  return []
}

export function canDeclareBankruptcy(d: Parameters<typeof raisable>[0], seat: Seat, owed: number): boolean {
  return raisable(d, seat) < owed
}
