/**
 * The step runner: rule work that may pause for a player's decision is queued as Steps in the state
 * and run here until a decision is needed, the queue is empty, or the game is over.
 */
import { runSteps as runQueued } from '../../core/steps'
import type { Draft } from './draft'
import { askSlot, infect, zombifyCheck } from './infection'
import { afterUpkeep, drawOne, endOfTurnDraws, endRound, endTurn, startTurn, upkeep } from './turn'
import type { Step } from './types'
import { cancelWindow, zombieAct } from './zombie'

export function runSteps(d: Draft): void {
  runQueued(
    d,
    () => d.decision !== null || d.over,
    (step) => runStep(d, step),
  )
}

function runStep(d: Draft, step: Step): void {
  switch (step.do) {
    case 'upkeep':
      return upkeep(d, step.seat, step.asset, step.lapse)
    case 'afterUpkeep':
      return afterUpkeep(d)
    case 'endOfTurnDraws':
      return endOfTurnDraws(d)
    case 'draw':
      return drawOne(d, step.seat)
    case 'infect':
      return infect(d, step.seat, step.source)
    case 'slot':
      return askSlot(d, step.seat)
    case 'zombifyCheck':
      return zombifyCheck(d, step.seat)
    case 'cancelWindow':
      return cancelWindow(d, step.zombie, step.act, step.seats)
    case 'zombieAct':
      return zombieAct(d, step.zombie, step.act)
    case 'endTurn':
      return endTurn(d)
    case 'endRound':
      return endRound(d)
    case 'nextTurn':
      return startTurn(d, step.seat)
  }
}
