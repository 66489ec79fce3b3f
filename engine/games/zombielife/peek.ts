/**
 * Looking at the top of the Action deck: Contact Tracing and a zombie's Lurk (put the top cards back
 * in any order) and Stock Tip (leave the top card or move it to the bottom). Only the seat looking
 * learns the cards (private events, and the view's `peek` while the decision is open).
 */
import type { Seat } from '../../core/types'
import { listed } from '../../core/words'
import { actionCopy, actionName } from './data'
import { deckToChange, event, nameOf, refillDeck, type Draft } from './draft'

const topCards = (n: number) => (n === 1 ? 'the top Action card' : `the top ${n} Action cards`)

export function askArrange(d: Draft, seat: Seat, look: number, source: 'contactTracing' | 'lurk'): void {
  refillDeck(d, look)
  const count = Math.min(look, d.deck.length)
  if (count === 0) {
    event(d, { type: 'deckEmpty', seat, text: 'There are no Action cards to look at.' })
    return
  }
  d.decision = { kind: 'arrange', seat, count, source }
}

/** order[i] = which of the peeked cards (0 = the old top) goes i-th from the top. */
export function arrangeTop(
  d: Draft,
  seat: Seat,
  order: readonly number[],
  source: 'contactTracing' | 'lurk',
): void {
  const n = order.length
  const topFirst = d.deck.slice(-n).reverse()
  const arranged = order.map((i) => topFirst[i] as number)
  const deck = deckToChange(d)
  deck.splice(deck.length - n, n, ...arranged.slice().reverse())
  const kinds = arranged.map((id) => actionCopy(id).kind)
  const lurk = source === 'lurk' ? ' (Lurk)' : ''
  event(d, {
    type: 'deckArranged',
    seat,
    text: `${nameOf(d, seat)} puts ${topCards(n)} back${n > 1 ? ' in an order of their choosing' : ''}${lurk}.`,
    private: {
      seats: [seat],
      text: `You put ${topCards(n)} back${lurk}${n > 1 ? ', from the top' : ''}: ${listed(kinds.map(actionName))}.`,
      kinds,
    },
  })
}

export function askStockTip(d: Draft, seat: Seat): void {
  refillDeck(d, 1)
  if (d.deck.length > 0) d.decision = { kind: 'stockTip', seat }
  else event(d, { type: 'deckEmpty', seat, text: 'There is no Action card to look at.' })
}

export function placeTopCard(d: Draft, seat: Seat, where: 'top' | 'bottom'): void {
  const top = d.deck[d.deck.length - 1] as number
  if (where === 'bottom') {
    const deck = deckToChange(d)
    deck.pop()
    deck.unshift(top)
  }
  const place = where === 'top' ? 'back on top' : 'at the bottom of the deck'
  const kind = actionCopy(top).kind
  event(d, {
    type: 'topCardPlaced',
    seat,
    where,
    text: `${nameOf(d, seat)} puts the top Action card ${place}.`,
    private: { seats: [seat], text: `You put ${actionName(kind)} ${place}.`, kind },
  })
}
