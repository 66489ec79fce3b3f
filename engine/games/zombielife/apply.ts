/** Applying one action: checks the rules for it, changes a draft, then runs the queued steps. */
import { IllegalAction } from '../../core/errors'
import type { ApplyResult, Seat } from '../../core/types'
import { must } from '../../core/steps'
import { assetCopy, assetName } from './data'
import { buyAsset, playCard } from './cards'
import { draftOf, event, finish, nameOf, player, type Draft } from './draft'
import { ignoreInfection, slotInfection, takeInfection } from './infection'
import { canBite, canPlayPpe, orderings } from './legal'
import { arrangeTop, placeTopCard } from './peek'
import { explainPlayProblem, isAssetKind, playProblem } from './plays'
import { buyPrice, buyProblem, explainBuyProblem, guideOption } from './queries'
import { runSteps } from './steps'
import { chooseOption, discardAsset, payMaintenance, spendAction, stopActions } from './turn'
import type {
  Decision,
  PlayCardAction,
  ZombieAct,
  ZombielifeAction,
  ZombielifeEvent,
  ZombielifeState,
} from './types'
import { cancelZombieAct, declareZombieAct } from './zombie'

export function applyAction(
  s: ZombielifeState,
  seat: Seat,
  action: ZombielifeAction,
): ApplyResult<ZombielifeState, ZombielifeEvent> {
  if (s.over) throw new IllegalAction('GAME_OVER', 'The game is over.')
  const d = draftOf(s)
  if (d.decision) {
    if (d.decision.seat !== seat) {
      throw new IllegalAction('NOT_YOUR_TURN', `Waiting for ${nameOf(d, d.decision.seat)} to decide.`)
    }
    resolveDecision(d, seat, d.decision, action)
  } else {
    if (d.turn.seat !== seat) throw new IllegalAction('NOT_YOUR_TURN', 'It is not your turn.')
    takeTurnAction(d, seat, action)
  }
  runSteps(d)
  return finish(d)
}

function resolveDecision(d: Draft, seat: Seat, decision: Decision, action: ZombielifeAction): void {
  switch (action.type) {
    case 'payMaintenance':
    case 'discardAsset':
      must(decision.kind === 'maintenance', 'No maintenance is due now.')
      must(
        action.asset === decision.asset,
        `The maintenance due is for ${assetName(assetCopy(decision.asset).kind)}.`,
      )
      d.decision = null
      if (action.type === 'payMaintenance') payMaintenance(d, seat, decision.asset)
      else
        discardAsset(
          d,
          seat,
          decision.asset,
          decision.lapse ? 'Policy Lapse, not paid again' : 'maintenance not paid',
        )
      return
    case 'playPpe':
    case 'declinePpe':
      must(decision.kind === 'ppe' || decision.kind === 'cancel', 'There is nothing to play PPE against now.')
      if (action.type === 'playPpe')
        must(canPlayPpe(d, seat), 'You need a PPE card and the Wonga to pay for it.')
      d.decision = null
      answerPpe(d, seat, decision, action.type === 'playPpe')
      return
    case 'slotInfection': {
      must(decision.kind === 'slot', 'There is no Infection card to slot back.')
      const position = action.position
      must(
        Number.isInteger(position) && position >= 0 && position <= d.deck.length,
        `Choose a place in the deck: 0 (on top) to ${d.deck.length} (at the bottom).`,
      )
      d.decision = null
      slotInfection(d, seat, position)
      return
    }
    case 'arrangeTop': {
      must(decision.kind === 'arrange', 'You are not looking at the top of the deck.')
      const n = decision.count
      const order = action.order
      must(
        Array.isArray(order) &&
          orderings(n).some((o) => o.length === order.length && o.every((v, i) => v === order[i])),
        `Give an order for the top ${n} Action cards.`,
      )
      d.decision = null
      arrangeTop(d, seat, order, decision.source)
      return
    }
    case 'placeTopCard':
      must(decision.kind === 'stockTip', 'You are not looking at the top card.')
      must(
        action.where === 'top' || action.where === 'bottom',
        'Leave the card on top or move it to the bottom.',
      )
      d.decision = null
      placeTopCard(d, seat, action.where)
      return
    default:
      throw new IllegalAction('ILLEGAL', 'Finish the decision in front of you first.')
  }
}

function answerPpe(d: Draft, seat: Seat, decision: Decision, play: boolean): void {
  if (decision.kind === 'ppe') {
    if (play) ignoreInfection(d, seat, decision.source)
    else takeInfection(d, seat, decision.source)
    return
  }
  if (decision.kind !== 'cancel') return
  if (play) cancelZombieAct(d, seat, decision.zombie, decision.act)
  else event(d, { type: 'ppeDeclined', seat, text: `${nameOf(d, seat)} lets it happen.` })
}

function takeTurnAction(d: Draft, seat: Seat, action: ZombielifeAction): void {
  const me = player(d, seat)
  const phase = d.turn.phase
  switch (action.type) {
    case 'chooseOption':
      must(phase === 'chooseOption', 'The Human Guide option is chosen once, at the start of your turn.')
      must(guideOption(action.option) !== undefined, 'Choose one of the Human Guide options.')
      chooseOption(d, seat, action.option)
      return
    case 'buyAsset': {
      must(phase === 'actions' && d.turn.actionsLeft > 0, actionsMessage(d))
      must(isAssetKind(action.kind), 'Choose an asset pile to buy from.')
      const problem = buyProblem(d, seat, action.kind)
      if (problem !== null) throw new IllegalAction('ILLEGAL', explainBuyProblem(action.kind, problem))
      const price = buyPrice(d, seat, action.kind) as number
      must(price <= me.wonga, `That costs ${price} Wonga; you have ${me.wonga}.`)
      spendAction(d)
      buyAsset(d, seat, action.kind)
      return
    }
    case 'playCard': {
      must(phase === 'actions' && d.turn.actionsLeft > 0, actionsMessage(d))
      const problem = playProblem(d, seat, action)
      if (problem !== null) throw new IllegalAction('ILLEGAL', explainPlayProblem(d, seat, action, problem))
      playCard(d, seat, action as PlayCardAction)
      return
    }
    case 'endTurn':
      must(phase === 'actions', actionsMessage(d))
      stopActions(d)
      return
    case 'bite':
    case 'scavenge':
    case 'lurk': {
      must(phase === 'zombie', 'Only a zombie takes a Zombie Guide action, on its own turn.')
      let act: ZombieAct
      if (action.type === 'bite') {
        must(
          action.target !== seat && Number.isInteger(action.target) && canBite(d, action.target),
          'A zombie bites a human (once a round each, if the table plays that way).',
        )
        act = { act: 'bite', target: action.target }
      } else if (action.type === 'lurk') {
        must(d.deck.length + d.discard.length > 0, 'There are no Action cards to lurk over.')
        act = { act: 'lurk' }
      } else act = { act: 'scavenge' }
      declareZombieAct(d, seat, act)
      return
    }
    default:
      throw new IllegalAction('ILLEGAL', 'There is nothing to answer now.')
  }
}

function actionsMessage(d: Draft): string {
  switch (d.turn.phase) {
    case 'chooseOption':
      return 'Choose a Human Guide option first.'
    case 'zombie':
      return 'Zombies do not buy assets or play Action cards.'
    default:
      return d.turn.option !== null && (guideOption(d.turn.option)?.actions ?? 0) === 0
        ? `Option ${d.turn.option} takes no actions.`
        : 'You have no actions left this turn.'
  }
}
