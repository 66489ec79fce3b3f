/**
 * Applying one admitted action (engine/core/admit.ts checked it against the legal actions; the
 * reasons for a refusal are in refusals.ts): changes a draft, then runs the queued steps.
 */
import type { ApplyFn, Seat } from '../../core/types'
import { decisionAnswered } from '../../core/admit'
import { buyAsset, playCard } from './cards'
import { draftOf, event, finish, nameOf, stateOf, type Draft } from './draft'
import { ignoreInfection, slotInfection, takeInfection } from './infection'
import { arrangeTop, placeTopCard } from './peek'
import { runSteps } from './steps'
import { chooseOption, discardAsset, payMaintenance, spendAction, stopActions } from './turn'
import type { Decision, ZombieAct, ZombielifeAction, ZombielifeEvent, ZombielifeState } from './types'
import { cancelZombieAct, declareZombieAct } from './zombie'

// A plain function per game rather than the kernel's wrappers: this is the hottest call of a bot's
// playout, and one indirection less measured 3-8% faster here (tests/bench/engineAB.ts).
export const applyAction: ApplyFn<ZombielifeState, ZombielifeAction, ZombielifeEvent> = (s, seat, action) => {
  const d = draftOf(s)
  carryOut(d, seat, action)
  return finish(d)
}

/** GameDefinition.advance: the same rules, with no events kept. */
export function advanceZombielife(s: ZombielifeState, seat: Seat, action: ZombielifeAction): ZombielifeState {
  const d = draftOf(s, false)
  carryOut(d, seat, action)
  return stateOf(d)
}

function carryOut(d: Draft, seat: Seat, action: ZombielifeAction): void {
  if (d.decision) resolveDecision(d, seat, d.decision, action)
  else takeTurnAction(d, seat, action)
  runSteps(d)
}

function resolveDecision(d: Draft, seat: Seat, decision: Decision, action: ZombielifeAction): void {
  switch (action.type) {
    case 'payMaintenance':
    case 'discardAsset': {
      const due = decisionAnswered(decision, 'maintenance')
      d.decision = null
      if (action.type === 'payMaintenance') payMaintenance(d, seat, due.asset)
      else
        discardAsset(d, seat, due.asset, due.lapse ? 'Policy Lapse, not paid again' : 'maintenance not paid')
      return
    }
    case 'playPpe':
    case 'declinePpe':
      d.decision = null
      answerPpe(d, seat, decision, action.type === 'playPpe')
      return
    case 'slotInfection':
      d.decision = null
      slotInfection(d, seat, action.position)
      return
    case 'arrangeTop': {
      const { source } = decisionAnswered(decision, 'arrange')
      d.decision = null
      arrangeTop(d, seat, action.order, source)
      return
    }
    case 'placeTopCard':
      d.decision = null
      placeTopCard(d, seat, action.where)
      return
    default:
      throw notAdmitted(action)
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
  else
    event(d, {
      type: 'ppeDeclined',
      seat,
      text: `${nameOf(d, seat)} lets it happen.`,
      you: { [seat]: 'You let it happen.' },
    })
}

function takeTurnAction(d: Draft, seat: Seat, action: ZombielifeAction): void {
  switch (action.type) {
    case 'chooseOption':
      chooseOption(d, seat, action.option)
      return
    case 'buyAsset':
      spendAction(d)
      buyAsset(d, seat, action.kind)
      return
    case 'playCard':
      playCard(d, seat, action)
      return
    case 'endTurn':
      stopActions(d)
      return
    case 'bite':
    case 'scavenge':
    case 'lurk': {
      const act: ZombieAct =
        action.type === 'bite' ? { act: 'bite', target: action.target } : { act: action.type }
      declareZombieAct(d, seat, act)
      return
    }
    default:
      throw notAdmitted(action)
  }
}

/** A programming error: Match admits only legal actions, and this one has no rule to carry it out. */
function notAdmitted(action: { readonly type: string }): Error {
  return new Error(`"${action.type}" reached apply without being admitted.`)
}
