/** The turn and the decision in front of the table, in words, for the viewer. */
import type { Seat } from '../../../../engine/core/types'
import type { MonopoView } from '../../../../engine/games/monopozombie/types'
import { winnersHeadline } from '../../../../engine/games/monopozombie/view'
import {
  RULES,
  capitalise,
  causeText,
  creditorName,
  money,
  playerName,
  price,
  squareName,
  whoName,
} from './boardInfo'

export function isOver(view: MonopoView): boolean {
  return view.winners !== null || view.turn.phase === 'over'
}

/** "Your turn", "Bob's turn (zombie)" or "Game over". */
export function turnHeadline(view: MonopoView, me: Seat | null): string {
  if (isOver(view)) return 'Game over'
  const seat = view.turn.seat
  const zombie = view.players[seat]?.zombie ? ' (zombie)' : ''
  return seat === me ? `Your turn${zombie}` : `${playerName(view, seat)}'s turn${zombie}`
}

export function roundText(view: MonopoView): string {
  return `Round ${view.turn.round}`
}

/** The game's winner line ("The zombies win", "Cid wins"), then how it ended. */
function winnersText(view: MonopoView): string {
  const reason = view.endReason ? ` ${view.endReason}` : ''
  return `${winnersHeadline(view.players, view.winners ?? [])}.${reason}`
}

/** What the deciding seat is asked (worded for them when it is the viewer), or the result at the end. */
export function decisionPrompt(view: MonopoView, me: Seat | null): string {
  if (isOver(view)) return winnersText(view)
  const d = view.decision
  if (!d) return 'The table is moving…'
  const mine = d.seat === me
  const who = mine ? 'You' : playerName(view, d.seat)
  const player = view.players[d.seat]
  switch (d.kind) {
    case 'turn': {
      if (player?.zombie) return mine ? 'Roll the zombie dice.' : `${who}, a zombie, is about to roll.`
      if (view.turn.phase === 'postRoll') {
        return mine
          ? view.turn.rollAgain
            ? 'Doubles! Trade, build or mortgage, then roll again.'
            : 'Trade, build or mortgage, then end your turn.'
          : `${who} may trade, build or mortgage before ending the turn.`
      }
      if (player?.inJail) {
        return mine
          ? `You are in Quarantine: pay ${money(RULES.jailFine)}, use a card, or roll for doubles.`
          : `${who} is in Quarantine and deciding how to get out.`
      }
      if (view.stage === 3) return mine ? 'Roll three dice.' : `${who} is about to roll three dice.`
      return mine
        ? view.stage === 2
          ? 'Hire bodyguards, trade or build, then roll.'
          : 'Trade or build, then roll.'
        : `${who} is about to roll.`
    }
    case 'buy': {
      const square = d.square ?? view.players[d.seat]?.position ?? 0
      const what = `${squareName(square)} for ${money(price(square))}`
      return mine
        ? `Buy ${what}, or let the bank auction it?`
        : `${who} may buy ${what}, or it goes to auction.`
    }
    case 'auction': {
      const a = view.auction
      const lot =
        a === null ? 'a lot' : a.lot.kind === 'deed' ? squareName(a.lot.square) : `a ${a.lot.building}`
      const high =
        a === null || a.highBidder === null
          ? 'no bids yet'
          : `high bid ${money(a.high)} by ${whoName(view, a.highBidder, me)}`
      return mine
        ? `Auction of ${lot} (${high}): bid or pass.`
        : `Auction of ${lot} (${high}): ${who} to bid.`
    }
    case 'debt': {
      const debt = view.debt
      if (!debt) return mine ? 'Pay your debt.' : `${who} is paying a debt.`
      const to = creditorName(view, debt.creditor, me)
      return mine
        ? `You owe ${money(debt.amount)} to ${to}: raise the money, pay, or declare bankruptcy.`
        : `${who} owes ${money(debt.amount)} to ${to} and is raising money.`
    }
    case 'immunity':
      return mine
        ? `You ${causeText(d.cause)}: spend a Get Out of Quarantine Free card to stay human?`
        : `${who} ${causeText(d.cause).replace(/^were /, 'was ')}: will they spend a Get Out of Quarantine Free card?`
    case 'incomeTax':
      return mine ? 'Income tax: pay the flat sum or a share of your worth.' : `${who} is paying income tax.`
    case 'zombieMove': {
      const total = view.turn.dice.reduce((n, x) => n + x, 0)
      return mine
        ? `The zombie dice show ${total}: shamble clockwise or counter-clockwise?`
        : `${who} rolled ${total} on the zombie dice and is choosing a direction.`
    }
    case 'survivorMove':
      return mine
        ? `You rolled ${view.turn.dice.join(', ')}: pick two dice and a direction.`
        : `${who} rolled ${view.turn.dice.join(', ')} and is picking two dice.`
    case 'trade': {
      const t = view.trade
      const from = t ? playerName(view, t.from) : 'Someone'
      return mine
        ? `${from} offers you a trade: accept, reject or counter.`
        : `${who} is considering ${t ? `${from}'s` : 'a'} trade offer.`
    }
    case 'placeBuilding': {
      const b = d.building ?? 'building'
      return mine
        ? `You won the ${b}: put it on one of your streets.`
        : `${who} won the ${b} and is placing it.`
    }
  }
}

/** What the viewer waits for when they have nothing to choose. */
export function waitingText(view: MonopoView, me: Seat | null): string {
  if (isOver(view)) return 'The game is over.'
  const d = view.decision
  if (!d) return 'Waiting…'
  return d.seat === me
    ? 'Nothing to choose right now.'
    : `Waiting for ${capitalise(whoName(view, d.seat, me))}…`
}
