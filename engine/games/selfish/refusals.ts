/**
 * Why an action is refused, in words a player would understand: the rules' conditions for each
 * action, in the order a player meets them. Only asked about an action that engine/core/admit.ts
 * found illegal, so the first condition that fails is the reason.
 */
import { explainFrom, type AskedAction } from '../../core/admit'
import type { Seat } from '../../core/types'
import { SELFISH, gameCardName, type GameKind } from './data'
import { holds, isChoice, judgePayment } from './choices'
import { countKind, draftOf, type Draft } from './draft'
import { actionLimit, canSwapDouble } from './legal'
import { giveChoices } from './turn'
import type { Decision } from './types'

const RULES = SELFISH.rules

/** A list of card kinds as asked for; anything else is an empty list (which no rule accepts). */
const kinds = (x: unknown): readonly GameKind[] => (Array.isArray(x) ? (x as GameKind[]) : [])

export const explainSelfish = explainFrom(draftOf, decisionProblem, turnProblem)

function decisionProblem(d: Draft, seat: Seat, decision: Decision, action: AskedAction): string | null {
  const hand = d.players[seat]?.hand ?? []
  switch (action.type) {
    case 'respond':
      if (decision.kind !== 'respond') return 'Nobody is attacking you.'
      return typeof action.card === 'string'
        ? `You cannot play ${action.card} now.`
        : 'Play a card you hold, or none.'
    case 'giveSupplies':
      if (decision.kind !== 'give') return 'Nobody is stealing from you.'
      return isChoice(giveChoices(hand), kinds(action.cards))
        ? null
        : 'Give 2 Supplies: two Singles or one Double.'
    case 'discardCards':
      if (decision.kind !== 'discard') return 'You have nothing to discard now.'
      if (!holds(hand, kinds(action.cards))) return 'You do not hold those cards.'
      return `Choose ${decision.count} cards from your hand to discard.`
    case 'paySewer':
      if (decision.kind !== 'sewer') return 'There is no Sewer to pay for.'
      return paymentProblem(hand, action.pay, 1, 'Cutting through the Sewer')
    case 'placeScouted':
      return decision.kind === 'scout'
        ? 'Put the scouted card on top or at the bottom.'
        : 'You are not scouting.'
    case 'arrangeWasteland':
      if (decision.kind !== 'arrange') return 'You are not arranging the Wasteland deck.'
      return `Give an order for the top ${decision.count} Wasteland cards.`
    default:
      return 'Finish the decision in front of you first.'
  }
}

function turnProblem(d: Draft, seat: Seat, action: AskedAction): string | null {
  const me = d.players[seat]
  const phase = d.turn.phase
  if (me === undefined) return null
  switch (action.type) {
    case 'rollDie':
      return 'Only a zombie rolls for action points, once, at the start of its turn.'
    case 'zombieAttack': {
      if (phase !== 'zombie' || d.turn.ap <= 0) return 'Only a zombie with action points left can attack.'
      return 'A zombie can only attack a living player on its own level.'
    }
    case 'zombieMove':
      if (phase !== 'zombie' || d.turn.ap <= 0) return 'Only a zombie with action points left can move.'
      if (action.direction === 'backward') return 'The zombie is already on the start line.'
      return 'A zombie cannot shamble any further forward.'
    case 'endTurn':
      return 'A survivor ends the turn by resting or travelling.'
    case 'playCard':
      return phase === 'actions' ? cardProblem(d, seat, action) : 'Zombies cannot play cards.'
    case 'swapDouble':
      if (phase !== 'actions') return 'Zombies have no cards.'
      return canSwapDouble(d, seat)
        ? null
        : 'You need a Double, and 2 Singles in the draw or discard pile, to swap.'
    case 'rest':
      if (phase !== 'actions') return 'Zombies do not rest.'
      return paymentProblem(me.hand, action.pay, 1, 'Resting')
    case 'travel':
      if (phase !== 'actions') return 'Zombies do not travel.'
      if (me.level >= RULES.chopperLevel) return 'You are at the chopper: there is nowhere further to travel.'
      return paymentProblem(me.hand, action.pay, 2, 'Travelling')
    default:
      return 'There is nothing to answer now.'
  }
}

function cardProblem(d: Draft, seat: Seat, action: AskedAction): string | null {
  const me = d.players[seat]
  const limit = actionLimit(d)
  if (me === undefined) return null
  if (limit !== null && d.turn.actionsPlayed >= limit) {
    return `With 2 players you may play only ${limit} Action card a turn.`
  }
  const kind = action.card as GameKind
  if (typeof action.card !== 'string') return 'Choose a card from your hand.'
  if (countKind(me.hand, kind) === 0) return `You have no ${gameCardName(kind)} card.`
  const target = action.target
  const livingOther =
    typeof target === 'number' &&
    target !== seat &&
    d.players[target] !== undefined &&
    d.players[target].alive
  switch (kind) {
    case 'abandonedVehicle':
      return me.level >= RULES.chopperLevel ? 'You are already at the chopper.' : null
    case 'scout':
    case 'zombieTrap':
      return d.wasteland.length + d.wastelandDiscard.length === 0
        ? 'There are no Wasteland cards to look at.'
        : null
    case 'alliance':
    case 'stealSupplies':
      return livingOther ? null : 'Choose another living player.'
    case 'horde':
      if (!livingOther) return 'Choose another living player.'
      return (d.players[target]?.level ?? 0) > 0
        ? null
        : 'Horde cannot be played on someone on the starting space.'
    case 'rampage':
      return 'Rampage steals from 2 different survivors (or the only one there is).'
    default:
      return `${gameCardName(kind)} is not played that way.`
  }
}

/** What is wrong with a picked payment, or null when it pays. */
function paymentProblem(
  hand: Draft['players'][number]['hand'],
  pay: unknown,
  units: 1 | 2,
  doing: string,
): string | null {
  const picked = kinds(pay)
  if (!holds(hand, picked)) return 'You do not hold those cards.'
  const judged = judgePayment(picked, units)
  if (judged.ok) return null
  const price =
    units === 1
      ? `${doing} costs 1 Supply: a Single, a Double, or 2 Action cards.`
      : `${doing} costs 2 Supplies: 2 Singles, a Double, a Single and 2 Action cards, or 4 Action cards.`
  return judged.over ? `${price} Leave out the cards it does not need.` : price
}
