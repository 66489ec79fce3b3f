/**
 * The trade screen's logic, kept pure: who may trade, which lots may change hands (none in a group
 * with buildings), the offer in words, and the draft turned into a proposeTrade or counterTrade
 * action, or the reason it cannot be sent.
 */
import type { Seat } from '../../../../engine/core/types'
import type {
  CardId,
  MonopoAction,
  MonopoView,
  SquareIndex,
  TradeOffer,
  TradeSide,
} from '../../../../engine/games/monopozombie/types'
import {
  groupColour,
  groupOf,
  jailCardName,
  money,
  mortgageInterest,
  playerName,
  squareName,
} from './boardInfo'

export interface TradeDraft {
  /** The other party: whom the offer goes to (for a counter, who made the offer being answered). */
  readonly to: Seat | null
  /** What the viewer gives. */
  readonly give: TradeSide
  /** What the viewer asks for. */
  readonly get: TradeSide
}

export type TradeMode = 'propose' | 'counter'

export const EMPTY_SIDE: TradeSide = { squares: [], cash: 0, cards: [] }

export function emptyDraft(to: Seat | null): TradeDraft {
  return { to, give: EMPTY_SIDE, get: EMPTY_SIDE }
}

/** The answer to an offer made to the viewer, prefilled: they give what was asked, get what was offered. */
export function counterDraft(offer: TradeOffer): TradeDraft {
  return { to: offer.from, give: offer.get, get: offer.give }
}

/** Humans still in the game, other than `me`: zombies own frozen lots and never trade. */
export function tradePartners(view: MonopoView, me: Seat): Seat[] {
  return view.players.filter((p) => p.seat !== me && !p.zombie && !p.eliminated).map((p) => p.seat)
}

/** Some lot of this lot's group has a house or a hotel: no lot of the group may change hands. */
export function groupHasBuildings(view: MonopoView, square: SquareIndex): boolean {
  const group = groupOf(square)
  const squares = group ? group.squares : [square]
  return view.lots.some((l) => squares.includes(l.square) && l.level > 0)
}

export interface TradeLot {
  readonly square: SquareIndex
  readonly name: string
  readonly colour: string
  readonly mortgaged: boolean
  readonly tradeable: boolean
  /** Why it cannot be traded, when it cannot. */
  readonly why: string | null
}

/** Every lot `seat` owns, in board order, each marked tradeable or not. */
export function tradeLots(view: MonopoView, seat: Seat): TradeLot[] {
  return view.lots
    .filter((l) => l.owner === seat)
    .map((l) => {
      const built = groupHasBuildings(view, l.square)
      return {
        square: l.square,
        name: squareName(l.square),
        colour: groupColour(l.square),
        mortgaged: l.mortgaged,
        tradeable: !built,
        why: built ? 'buildings in its group' : null,
      }
    })
}

/** Adds the item if missing, removes it if present; the result sorted. */
export function toggled(list: readonly number[], item: number): number[] {
  const next = list.includes(item) ? list.filter((x) => x !== item) : [...list, item]
  return next.sort((a, b) => a - b)
}

function isEmpty(side: TradeSide): boolean {
  return side.squares.length === 0 && side.cash === 0 && side.cards.length === 0
}

function joinWords(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? ''
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`
}

/** "Bunker Lane, $50 and a Get Out of Quarantine Free card", or "nothing". */
export function describeSide(side: TradeSide): string {
  const parts = side.squares.map(squareName)
  if (side.cash > 0) parts.push(money(side.cash))
  if (side.cards.length === 1) parts.push('a Get Out of Quarantine Free card')
  if (side.cards.length > 1) parts.push(`${side.cards.length} Get Out of Quarantine Free cards`)
  return parts.length === 0 ? 'nothing' : joinWords(parts)
}

function sideProblem(view: MonopoView, owner: Seat, side: TradeSide, you: boolean): string | null {
  const player = view.players[owner]
  if (!player) return 'That player is not at the table.'
  const subject = you ? 'You' : player.name
  if (!Number.isInteger(side.cash) || side.cash < 0) return 'Cash must be a whole number of dollars.'
  if (side.cash > player.cash) return `${subject} ${you ? 'have' : 'has'} only ${money(player.cash)}.`
  for (const square of side.squares) {
    const lot = view.lots.find((l) => l.square === square)
    if (!lot || lot.owner !== owner) return `${subject} ${you ? 'do' : 'does'} not own ${squareName(square)}.`
    if (groupHasBuildings(view, square)) {
      return `${squareName(square)} cannot be traded: its group has buildings (sell them first).`
    }
  }
  for (const card of side.cards) {
    if (!player.cards.includes(card))
      return `${subject} ${you ? 'do' : 'does'} not hold ${jailCardName(card)}.`
  }
  return null
}

const canonical = (side: TradeSide): TradeSide => ({
  squares: [...new Set(side.squares)].sort((a, b) => a - b),
  cash: side.cash,
  cards: [...new Set<CardId>(side.cards)].sort((a, b) => a - b),
})

/** Why the draft cannot be sent, or null when it can. */
export function tradeProblem(view: MonopoView, me: Seat | null, draft: TradeDraft): string | null {
  if (me === null) return 'Spectators cannot trade.'
  const mine = view.players[me]
  if (!mine || mine.zombie || mine.eliminated) return 'Only humans trade.'
  if (view.stage === 3) return 'No trading in the Apocalypse.'
  if (draft.to === null) return 'Choose a player to trade with.'
  if (draft.to === me) return 'Choose another player to trade with.'
  const other = view.players[draft.to]
  if (!other || other.eliminated) return 'That player is not in the game.'
  if (other.zombie) return `${other.name} is a zombie: zombies do not trade.`
  if (isEmpty(draft.give) && isEmpty(draft.get)) return 'Put something in the trade.'
  const problem = sideProblem(view, me, draft.give, true) ?? sideProblem(view, draft.to, draft.get, false)
  if (problem !== null) return problem
  const fee = interestOn(view, draft.get.squares)
  if (fee > 0 && draft.give.cash + fee > mine.cash) {
    return `You need ${money(draft.give.cash + fee)}: the cash you give plus ${money(fee)} interest on the mortgaged lots you get.`
  }
  return null
}

/** The 10% the receiver pays the bank at once on the mortgaged lots among `squares`. */
export function interestOn(view: MonopoView, squares: readonly SquareIndex[]): number {
  return squares
    .filter((s) => view.lots.find((l) => l.square === s)?.mortgaged)
    .reduce((n, s) => n + mortgageInterest(s), 0)
}

export type TradeResult =
  { readonly ok: true; readonly action: MonopoAction } | { readonly ok: false; readonly error: string }

/** The draft as the action to send: proposeTrade to a player, or counterTrade to the offer in front of me. */
export function tradeAction(
  view: MonopoView,
  me: Seat | null,
  draft: TradeDraft,
  mode: TradeMode,
): TradeResult {
  const error = tradeProblem(view, me, draft)
  if (error !== null || draft.to === null) return { ok: false, error: error ?? 'Choose a player.' }
  const give = canonical(draft.give)
  const get = canonical(draft.get)
  if (mode === 'counter') {
    const t = view.trade
    if (!t || t.to !== me || t.from !== draft.to) return { ok: false, error: 'There is no offer to counter.' }
    return { ok: true, action: { type: 'counterTrade', give, get } }
  }
  return { ok: true, action: { type: 'proposeTrade', to: draft.to, give, get } }
}

/** The offer on the table in words for `me`: "Bob offers you X for Y" or "Bob offers Ann X for Y". */
export function offerText(view: MonopoView, offer: TradeOffer, me: Seat | null): string {
  const from = offer.from === me ? 'You offer' : `${playerName(view, offer.from)} offers`
  const to = offer.to === me ? 'you' : playerName(view, offer.to)
  return `${from} ${to} ${describeSide(offer.give)} for ${describeSide(offer.get)}.`
}
