/**
 * Getting infected (rulebook "End Turn Card Draw & Getting Infected", Z1, Z2, Z11): the PPE window,
 * the flip, insurance claims, slotting the Infection card back unseen, and turning into a zombie.
 */
import type { Seat } from '../../core/types'
import { pushSteps } from '../../core/steps'
import { plural } from '../../core/words'
import { ZOMBIELIFE, actionType, assetCopy, assetName, assetType } from './data'
import {
  deckToChange,
  discardToChange,
  event,
  nameOf,
  player,
  removeFromGame,
  removeItem,
  type Draft,
} from './draft'
import { humans } from './queries'
import { endGame } from './turn'

const RULES = ZOMBIELIFE.rules
const PPE_COST = actionType('ppe').cost

/**
 * An infection is about to hit a human. Whoever could pay for PPE is always asked (whether they hold
 * one is their secret: asking only PPE holders would tell the table who has one).
 */
export function infect(d: Draft, seat: Seat, source: 'draw' | 'bite'): void {
  const p = d.players[seat]
  if (!p || p.zombie) {
    if (source === 'draw') pushSteps(d, { do: 'slot', seat })
    return
  }
  if (p.wonga >= PPE_COST) {
    d.decision = { kind: 'ppe', seat, source }
    return
  }
  takeInfection(d, seat, source)
}

/** Plays a PPE card from the hand, paying its cost; the card goes to the discard pile. */
export function spendPpe(d: Draft, seat: Seat): void {
  const p = player(d, seat)
  const i = p.hand.findIndex((id) => ZOMBIELIFE.actions[id]?.kind === 'ppe')
  if (i < 0) throw new Error(`seat ${seat} holds no PPE`)
  const [card] = p.hand.splice(i, 1) as [number]
  p.wonga -= PPE_COST
  discardToChange(d).push(card)
}

/** PPE against an infection: no token flips; a drawn Infection card still goes back into the deck. */
export function ignoreInfection(d: Draft, seat: Seat, source: 'draw' | 'bite'): void {
  spendPpe(d, seat)
  event(d, {
    type: 'ppePlayed',
    seat,
    text: `${nameOf(d, seat)} plays PPE and ignores the ${source === 'draw' ? 'Infection card' : 'bite'}.`,
    you: { [seat]: `You play PPE and ignore the ${source === 'draw' ? 'Infection card' : 'bite'}.` },
  })
  if (source === 'draw') pushSteps(d, { do: 'slot', seat })
}

/** Flip a token, claim insurance, then (a drawn card) slot the card back, then turn if all are infected. */
export function takeInfection(d: Draft, seat: Seat, source: 'draw' | 'bite'): void {
  const p = player(d, seat)
  p.infected++
  event(d, {
    type: 'tokenInfected',
    seat,
    infected: p.infected,
    text: `${p.name} flips a Health Token to infected (${p.infected} of ${RULES.healthTokens}).`,
    you: { [seat]: `You flip a Health Token to infected (${p.infected} of ${RULES.healthTokens}).` },
  })
  claimInsurance(d, seat)
  if (source === 'draw') pushSteps(d, { do: 'slot', seat }, { do: 'zombifyCheck', seat })
  else pushSteps(d, { do: 'zombifyCheck', seat })
}

/** Z1: every card whose condition the new infected count meets pays once and leaves the game. */
function claimInsurance(d: Draft, seat: Seat): void {
  const p = player(d, seat)
  const claimed = p.assets.filter((a) => assetType(assetCopy(a).kind).claimAtInfected.includes(p.infected))
  for (const asset of claimed) {
    const copy = assetCopy(asset)
    const saved = d.onCard[asset] ?? 0
    // Z2: the money on an ILP or Endowment is lost on zombification unless the match option says otherwise.
    const bonus = d.options.cardMoneyOnZombification === 'paid' ? saved : 0
    p.wonga += copy.payout + bonus
    removeItem(p.assets, asset)
    removeFromGame(d, asset)
    const lost = saved - bonus
    const claim = `${assetName(copy.kind)}: +${copy.payout + bonus} Wonga${lost > 0 ? ` (the ${lost} Wonga on the card is lost)` : ''}.`
    event(d, {
      type: 'insuranceClaimed',
      seat,
      asset,
      kind: copy.kind,
      amount: copy.payout + bonus,
      text: `${p.name} claims ${claim}`,
      you: { [seat]: `You claim ${claim}` },
    })
  }
}

export function askSlot(d: Draft, seat: Seat): void {
  if (d.revealed === null) return
  // With an empty deck there is only one place for it.
  if (d.deck.length === 0) slotInfection(d, seat, 0)
  else d.decision = { kind: 'slot', seat }
}

/** Puts the revealed Infection card back with `position` cards above it; only the slotter knows where. */
export function slotInfection(d: Draft, seat: Seat, position: number): void {
  const card = d.revealed
  if (card === null) throw new Error('no Infection card to slot')
  const deck = deckToChange(d)
  deck.splice(deck.length - position, 0, card)
  d.revealed = null
  event(d, {
    type: 'infectionSlotted',
    seat,
    text: `${nameOf(d, seat)} slots the Infection card back into the Action deck, unseen.`,
    private: {
      seats: [seat],
      text: `You slot the Infection card back with ${plural(position, 'card')} above it.`,
      position,
    },
  })
}

export function zombifyCheck(d: Draft, seat: Seat): void {
  const p = d.players[seat]
  if (p && !p.zombie && p.infected >= RULES.healthTokens) zombify(d, seat)
}

/** All tokens infected: flip to the Zombie Guide, discard every asset and Action card, end the turn. */
export function zombify(d: Draft, seat: Seat): void {
  const p = player(d, seat)
  p.zombie = true
  p.extraDraws = 0
  if (seat === d.turn.seat && d.turn.selfSpread > 0) d.turn = { ...d.turn, selfSpread: 0 }
  discardToChange(d).push(...p.hand)
  const cards = p.hand.length
  p.hand = []
  for (const asset of p.assets) removeFromGame(d, asset)
  const assets = p.assets.length
  p.assets = []
  event(d, {
    type: 'playerZombified',
    seat,
    text: `${p.name} turns into a zombie and discards ${plural(assets, 'asset')} and ${plural(cards, 'Action card')}.`,
    you: {
      [seat]: `You turn into a zombie and discard ${plural(assets, 'asset')} and ${plural(cards, 'Action card')}.`,
    },
  })
  if (humans(d).length === 0) {
    endGame(d, 'Everyone is a zombie.')
    return
  }
  if (seat === d.turn.seat) {
    // "...and end their turn": no more draws.
    d.steps = d.steps.filter((s) => s.do !== 'draw')
    d.turn = { ...d.turn, phase: 'done' }
  }
}
