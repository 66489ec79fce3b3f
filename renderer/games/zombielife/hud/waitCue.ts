/** What the waiting cue says when a Zombielife Insurance table waits for the viewer. */
import type { Outcome, Seat } from '../../../../engine/core/types'
import type { ZombielifeView } from '../../../../engine/games/zombielife/types'
import type { WaitCue } from '../../../hud/WaitingCue'
import { RULES, playerName, wonga } from './cardInfo'
import { decisionPrompt } from './decisionText'

/** What an infection does to the viewer if they let it happen. */
function infectionOutcome(view: ZombielifeView, me: Seat): string {
  const infected = (view.players[me]?.infected ?? 0) + 1
  const turns = infected >= RULES.healthTokens ? ', and you turn into a zombie' : ''
  return `Let it happen: one of your Health Tokens turns infected (${infected} of ${RULES.healthTokens})${turns}.`
}

/**
 * PPE against an infection or a zombie's act names the threat (the decision's own words) and what
 * letting it happen means; any other wait is "Your move" and the decision.
 */
export function zombielifeWaitCue(view: ZombielifeView, me: Seat, outcome: Outcome | null): WaitCue {
  const d = view.decision
  const prompt = decisionPrompt(view, me, outcome)
  if (d.kind === 'ppe' && d.seat === me) {
    return { headline: prompt, detail: infectionOutcome(view, me), reaction: true }
  }
  if (d.kind === 'cancel' && d.seat === me) {
    const zombie = playerName(view, d.zombie)
    const act = d.act
    const detail =
      act.act === 'bite'
        ? act.target === me
          ? `Let it happen: ${zombie} bites you, and an infection comes for one of your Health Tokens.`
          : `Let it happen: ${zombie} bites ${playerName(view, act.target)}, who may be infected.`
        : act.act === 'scavenge'
          ? `Let it happen: ${zombie} scavenges ${wonga(RULES.scavengeWonga)}.`
          : `Let it happen: ${zombie} looks at the top ${RULES.lurkCards} Action cards and puts them back in any order.`
    return { headline: prompt, detail, reaction: true }
  }
  if (d.kind !== 'over' && d.seat === me && view.turn.seat !== me) {
    return { headline: prompt, reaction: true }
  }
  return { headline: 'Your move', detail: prompt }
}
