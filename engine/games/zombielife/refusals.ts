/**
 * Why an action is refused, in words a player would understand: the rules' conditions for each
 * action, in the order a player meets them. Only asked about an action that engine/core/admit.ts
 * found illegal, so the first condition that fails is the reason.
 */
import { explainFrom, type AskedAction } from '../../core/admit'
import type { Seat } from '../../core/types'
import { assetCopy, assetName } from './data'
import { draftOf, type Draft } from './draft'
import { canPlayPpe } from './legal'
import { explainPlayProblem, isAssetKind, playProblem } from './plays'
import { buyPrice, buyProblem, explainBuyProblem, guideOption } from './queries'
import type { Decision, PlayCardAction } from './types'

export const explainZombielife = explainFrom(draftOf, decisionProblem, turnProblem)

function decisionProblem(d: Draft, seat: Seat, decision: Decision, action: AskedAction): string | null {
  switch (action.type) {
    case 'payMaintenance':
    case 'discardAsset':
      if (decision.kind !== 'maintenance') return 'No maintenance is due now.'
      return `The maintenance due is for ${assetName(assetCopy(decision.asset).kind)}.`
    case 'playPpe':
    case 'declinePpe':
      if (decision.kind !== 'ppe' && decision.kind !== 'cancel')
        return 'There is nothing to play PPE against now.'
      return canPlayPpe(d, seat) ? null : 'You need a PPE card and the Wonga to pay for it.'
    case 'slotInfection':
      if (decision.kind !== 'slot') return 'There is no Infection card to slot back.'
      return `Choose a place in the deck: 0 (on top) to ${d.deck.length} (at the bottom).`
    case 'arrangeTop':
      if (decision.kind !== 'arrange') return 'You are not looking at the top of the deck.'
      return `Give an order for the top ${decision.count} Action cards.`
    case 'placeTopCard':
      if (decision.kind !== 'stockTip') return 'You are not looking at the top card.'
      return 'Leave the card on top or move it to the bottom.'
    default:
      return 'Finish the decision in front of you first.'
  }
}

function turnProblem(d: Draft, seat: Seat, action: AskedAction): string | null {
  const phase = d.turn.phase
  const acting = phase === 'actions' && d.turn.actionsLeft > 0
  switch (action.type) {
    case 'chooseOption':
      if (phase !== 'chooseOption') return 'The Human Guide option is chosen once, at the start of your turn.'
      return 'Choose one of the Human Guide options.'
    case 'buyAsset': {
      if (!acting) return actionsMessage(d)
      const kind = action.kind
      if (!isAssetKind(kind)) return 'Choose an asset pile to buy from.'
      const problem = buyProblem(d, seat, kind)
      if (problem !== null) return explainBuyProblem(kind, problem)
      const price = buyPrice(d, seat, kind) as number
      return `That costs ${price} Wonga; you have ${d.players[seat]?.wonga ?? 0}.`
    }
    case 'playCard': {
      if (!acting) return actionsMessage(d)
      const play = action as unknown as PlayCardAction
      const problem = playProblem(d, seat, play)
      return problem === null ? null : explainPlayProblem(d, seat, play, problem)
    }
    case 'endTurn':
      return actionsMessage(d)
    case 'bite':
      if (phase !== 'zombie') return 'Only a zombie takes a Zombie Guide action, on its own turn.'
      return 'A zombie bites a human (once a round each, if the table plays that way).'
    case 'scavenge':
    case 'lurk':
      if (phase !== 'zombie') return 'Only a zombie takes a Zombie Guide action, on its own turn.'
      return action.type === 'lurk' ? 'There are no Action cards to lurk over.' : null
    default:
      return 'There is nothing to answer now.'
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
