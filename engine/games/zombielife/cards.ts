/** The two kinds of action a human takes: buying an asset, and playing an Action card (every card's effect). */
import type { Seat } from '../../core/types'
import { pushSteps } from '../../core/steps'
import {
  ZOMBIELIFE,
  actionCopy,
  actionKindOf,
  actionName,
  actionType,
  assetCopy,
  assetIndex,
  assetName,
  assetType,
  type AssetKind,
} from './data'
import {
  addOnCard,
  discardToChange,
  event,
  nameOf,
  pileToChange,
  player,
  removeItem,
  setOnCard,
  type Draft,
} from './draft'
import { buyPrice, countKind, topOfPile } from './queries'
import { discardAsset, spendAction } from './turn'
import type { AssetId, PlayCardAction } from './types'
import { askArrange, askStockTip } from './peek'

/** Buys the top card of a pile. Z3: an Endowment's price goes onto the card. */
export function buyAsset(d: Draft, seat: Seat, kind: AssetKind, discount = 0): void {
  const price = buyPrice(d, seat, kind, discount)
  const asset = topOfPile(d, kind)
  if (price === null || asset === undefined) throw new Error(`seat ${seat} cannot buy ${kind}`)
  const p = player(d, seat)
  pileToChange(d, assetIndex(kind)).pop()
  p.assets.push(asset)
  p.wonga -= price
  const onCard = assetType(kind).purchaseTo === 'card'
  if (onCard) addOnCard(d, asset, price)
  const copy = assetCopy(asset)
  event(d, {
    type: 'assetBought',
    seat,
    asset,
    kind,
    price,
    text: `${p.name} buys ${assetName(kind)}${payoutNote(kind, copy.payout)} for ${price} Wonga${onCard ? ', placed on the card' : ''}.`,
    you: {
      [seat]: `You buy ${assetName(kind)}${payoutNote(kind, copy.payout)} for ${price} Wonga${onCard ? ', placed on the card' : ''}.`,
    },
  })
}

/** " (pays 16 on turning into a zombie)": what a card with a claim pays, and when. */
function payoutNote(kind: AssetKind, payout: number): string {
  const at = assetType(kind).claimAtInfected
  if (at.length === 0) return ''
  const when =
    at.length > 1
      ? 'on any infection'
      : at[0] === ZOMBIELIFE.rules.healthTokens
        ? 'on turning into a zombie'
        : `at ${at[0]} infected tokens`
  return ` (pays ${payout} ${when})`
}

/** Pays for the card, puts it on the discard pile, uses an action, then carries out its effect. */
export function playCard(d: Draft, seat: Seat, action: PlayCardAction): void {
  const p = player(d, seat)
  const kind = action.card
  const index = p.hand.findIndex((id) => actionKindOf(id) === kind)
  const [card] = p.hand.splice(index, 1) as [number]
  const cost = actionType(kind).cost
  const price = cost > 0 ? ` for ${cost} Wonga` : ''
  const target = 'target' in action ? action.target : null
  p.wonga -= cost
  discardToChange(d).push(card)
  event(d, {
    type: 'cardPlayed',
    seat,
    card,
    kind,
    text: `${p.name} plays ${actionName(kind)}${targetText(d, seat, action, null)}${price}.`,
    you: {
      ...(target === null
        ? {}
        : { [target]: `${p.name} plays ${actionName(kind)}${targetText(d, seat, action, target)}${price}.` }),
      [seat]: `You play ${actionName(kind)}${targetText(d, seat, action, seat)}${price}.`,
    },
  })
  // The effect's own steps and decisions come before the end-of-turn draw this may queue.
  spendAction(d)
  cardEffect(d, seat, action)
}

/** Who or what a card is played on, as `viewer` reads it (null: the public wording). */
function targetText(d: Draft, seat: Seat, action: PlayCardAction, viewer: Seat | null): string {
  switch (action.card) {
    case 'superSpreader':
    case 'lockdown': {
      const them = action.target
      if (them === seat) return viewer === seat ? ' on yourself' : ' on themself'
      return ` on ${them === viewer ? 'you' : nameOf(d, them)}`
    }
    case 'policyLapse': {
      const them = action.target
      const owner =
        them === viewer
          ? 'your'
          : them === seat
            ? viewer === seat
              ? 'your own'
              : 'their own'
            : `${nameOf(d, them)}'s`
      return ` on ${owner} ${assetName(assetCopy(action.asset).kind)}`
    }
    case 'insuranceAgent':
      return ` to buy ${assetName(action.kind)}`
    case 'freeLookPeriod':
      return ` to return ${assetName(assetCopy(action.asset).kind)}`
    default:
      return ''
  }
}

function gain(d: Draft, seat: Seat, amount: number, why: string): void {
  const p = player(d, seat)
  p.wonga += amount
  event(d, {
    type: 'wongaGained',
    seat,
    amount,
    text: `${p.name} gains ${amount} Wonga ${why}.`,
    you: { [seat]: `You gain ${amount} Wonga ${why}.` },
  })
}

function cardEffect(d: Draft, seat: Seat, action: PlayCardAction): void {
  const p = player(d, seat)
  const amount = actionType(action.card).amount
  switch (action.card) {
    case 'socialDistancing':
      d.turn = { ...d.turn, skipDraw: true }
      return
    case 'contactTracing':
      askArrange(d, seat, amount, 'contactTracing')
      return
    case 'superSpreader':
      // "Choose a human": the player may choose themself; then it is their next turn that draws more.
      player(d, action.target).extraDraws += amount
      if (action.target === seat) d.turn = { ...d.turn, selfSpread: d.turn.selfSpread + amount }
      return
    case 'bullRun':
      gain(d, seat, amount * countKind(p.assets, 'investment'), 'from the Bull Run')
      return
    case 'policyLapse':
      pushSteps(d, { do: 'upkeep', seat: action.target, asset: action.asset, lapse: true })
      return
    case 'insuranceAgent':
      buyAsset(d, seat, action.kind, amount)
      return
    case 'freeLookPeriod':
      returnToPile(d, seat, action.asset)
      return
    case 'stockTip':
      askStockTip(d, seat)
      return
    case 'marketCrash':
      marketCrash(d, amount)
      return
    case 'lockdown':
      player(d, action.target).lockedDown = true
      return
    case 'boosterShot': {
      p.infected = Math.max(0, p.infected - amount)
      event(d, {
        type: 'tokenHealed',
        seat,
        infected: p.infected,
        text: `${p.name} flips a Health Token back to healthy (${p.infected} infected).`,
        you: { [seat]: `You flip a Health Token back to healthy (${p.infected} infected).` },
      })
      return
    }
    case 'dividendReinvestment': {
      const last = d.roundCards[d.roundCards.length - 1]
      const dividend = last === undefined ? 0 : actionCopy(last).dividend
      let placed = 0
      for (const asset of p.assets) {
        if (assetType(assetCopy(asset).kind).dividendTo !== 'card') continue
        addOnCard(d, asset, dividend)
        placed += dividend
      }
      event(d, {
        type: 'dividendReinvested',
        seat,
        amount: placed,
        text: `${p.name} places ${placed} Wonga onto their ILP cards.`,
        you: { [seat]: `You place ${placed} Wonga onto your ILP cards.` },
      })
      return
    }
    case 'overtime':
      gain(d, seat, amount, 'for Overtime')
      return
  }
}

/**
 * Free Look Period: the card goes back to its pile (the one exception to Z5) with its printed cost
 * refunded; a sorted pile keeps its order, any other pile takes it at the bottom. Money on it is lost.
 */
function returnToPile(d: Draft, seat: Seat, asset: AssetId): void {
  const p = player(d, seat)
  const copy = assetCopy(asset)
  const pile = pileToChange(d, assetIndex(copy.kind))
  removeItem(p.assets, asset)
  setOnCard(d, asset, 0)
  let at = 0
  if (assetType(copy.kind).pileOrder === 'highestOnTop') {
    while (at < pile.length && assetCopy(pile[at] as AssetId).payout < copy.payout) at++
  }
  pile.splice(at, 0, asset)
  p.wonga += copy.cost
  event(d, {
    type: 'assetReturned',
    seat,
    asset,
    kind: copy.kind,
    text: `${p.name} returns ${assetName(copy.kind)} to its pile and gets ${copy.cost} Wonga back.`,
    you: { [seat]: `You return ${assetName(copy.kind)} to its pile and get ${copy.cost} Wonga back.` },
  })
}

/** Every player, the one who played it included, loses `count` Investments (the latest bought first). */
function marketCrash(d: Draft, count: number): void {
  d.players.forEach((reader, seat) => {
    if (!reader.assets.some((a) => assetCopy(a).kind === 'investment')) return
    const p = player(d, seat)
    let lost = 0
    for (let i = p.assets.length - 1; i >= 0 && lost < count; i--) {
      const asset = p.assets[i] as AssetId
      if (assetCopy(asset).kind !== 'investment') continue
      discardAsset(d, seat, asset, 'Market Crash')
      lost++
    }
  })
}
