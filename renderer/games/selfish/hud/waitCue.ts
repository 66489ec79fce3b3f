/** What the waiting cue says when a Selfish table waits for the viewer. */
import type { Outcome, Seat } from '../../../../engine/core/types'
import type { AttackEffect, SelfishView } from '../../../../engine/games/selfish/types'
import type { WaitCue } from '../../../hud/WaitingCue'
import { decisionPrompt } from './decisionText'

function nameOf(view: SelfishView, seat: Seat): string {
  return view.players[seat]?.name ?? `Seat ${seat + 1}`
}

/** What an attack on the viewer does if they let it happen. */
export function attackOutcome(view: SelfishView, me: Seat, attacker: Seat, effect: AttackEffect): string {
  const who = nameOf(view, attacker)
  switch (effect) {
    case 'horde':
      return (view.players[me]?.level ?? 0) === 0
        ? 'Let it happen: you are on the start line, so it does nothing.'
        : 'Let it happen: you go back 1 space, and the Wasteland card behind you is discarded.'
    case 'stealSupplies':
      return `Let it happen: you give ${who} 2 Supplies of your choice.`
    case 'rampage':
      return `Let it happen: ${who} takes a random card from your hand.`
    case 'bite':
      return 'Let it happen: you lose a random card from your hand.'
  }
}

/**
 * A reaction to an attack names the attacker and the card (the decision's own words), what letting
 * it happen means and what the viewer's cards can do; any other wait is "Your move" and the decision.
 */
export function selfishWaitCue(view: SelfishView, me: Seat, outcome: Outcome | null): WaitCue {
  const d = view.decision
  const prompt = decisionPrompt(view, me, outcome)
  if (d.kind === 'respond' && d.seat === me) {
    const answers = d.options.map((card) =>
      card === 'bodyArmor'
        ? 'Body Armor blocks it.'
        : `Underestimate turns it back on ${nameOf(view, d.attacker)}.`,
    )
    return {
      headline: prompt,
      detail: [attackOutcome(view, me, d.attacker, d.effect), ...answers].join(' '),
      reaction: true,
    }
  }
  if (d.kind !== 'over' && d.seat === me && view.turn.seat !== me) {
    return { headline: prompt, reaction: true }
  }
  return { headline: 'Your move', detail: prompt }
}
