/** What the waiting cue says when a MonopoZombie table waits for the viewer. */
import type { Seat } from '../../../../engine/core/types'
import type { MonopoView } from '../../../../engine/games/monopozombie/types'
import type { WaitCue } from '../../../hud/WaitingCue'
import { decisionPrompt, isOver } from './decisionText'

/**
 * A question put to the viewer outside their turn (a conversion to resist, a trade offered, an
 * auction) is the cue itself, with what saying no means; any other wait is "Your move" and the decision.
 */
export function monopozombieWaitCue(view: MonopoView, me: Seat): WaitCue {
  const d = view.decision
  const prompt = decisionPrompt(view, me)
  if (d && !isOver(view) && d.seat === me) {
    if (d.kind === 'immunity') {
      return { headline: prompt, detail: 'Let it happen: you turn into a zombie.', reaction: true }
    }
    if (d.kind === 'trade') {
      return { headline: prompt, detail: 'Reject it and nothing changes hands.', reaction: true }
    }
    if (view.turn.seat !== me) return { headline: prompt, reaction: true }
  }
  return { headline: 'Your move', detail: prompt }
}
