/** Whose turn it is and the decision on the table, in words, from one viewer's side. */
import type { Outcome, Seat } from '../../../../engine/core/types'
import { plural } from '../../../../engine/core/words'
import type { SelfishView, TurnPhase } from '../../../../engine/games/selfish/types'
import { attackName } from './cardInfo'

export const PHASE_NAMES: Readonly<Record<TurnPhase, string>> = {
  actions: 'Actions, then rest or travel',
  zombieRoll: 'Zombie: roll for action points',
  zombie: 'Zombie: spend action points',
}

function nameOf(view: SelfishView, seat: Seat): string {
  return view.players[seat]?.name ?? `Seat ${seat + 1}`
}

function possessive(view: SelfishView, seat: Seat, me: Seat | null): string {
  return seat === me ? 'Your' : `${nameOf(view, seat)}'s`
}

/** "Your turn", "Bob's turn", or the game-over line. */
export function turnHeadline(view: SelfishView, me: Seat | null): string {
  if (view.decision.kind === 'over') return 'Game over'
  return `${possessive(view, view.turn.seat, me)} turn`
}

export function phaseName(view: SelfishView): string | null {
  if (view.decision.kind === 'over') return null
  return PHASE_NAMES[view.turn.phase]
}

/** The decision in front of the table, addressed to the viewer when it is theirs. */
export function decisionPrompt(view: SelfishView, me: Seat | null, outcome: Outcome | null = null): string {
  const d = view.decision
  const mine = d.seat !== null && d.seat === me
  const who = d.seat === null ? '' : nameOf(view, d.seat)
  switch (d.kind) {
    case 'over':
      return outcome?.summary ?? 'The game is over.'
    case 'turn': {
      if (!mine) {
        if (d.phase === 'zombieRoll') return `${who} rolls for action points.`
        if (d.phase === 'zombie')
          return `${who} shambles about: ${plural(view.turn.ap, 'action point')} left.`
        return `${who} plays cards, then rests or travels.`
      }
      if (d.phase === 'zombieRoll') return 'You are a zombie: roll for action points.'
      if (d.phase === 'zombie') {
        const ap = view.turn.ap
        return `Spend your ${plural(ap, 'action point')}: attack a survivor on your level or shamble.`
      }
      const limit = view.actionLimit
      const left = limit === null ? null : Math.max(0, limit - view.turn.actionsPlayed)
      const cards =
        left === null
          ? 'Play any action cards'
          : left > 0
            ? `Play up to ${plural(left, 'action card')}`
            : 'No more action cards this turn'
      return `${cards}, then rest or travel.`
    }
    case 'respond': {
      const attacker = nameOf(view, d.attacker)
      const attack = attackName(d.effect)
      if (!mine) {
        const by = d.attacker === me ? 'You attack' : `${attacker} attacks`
        return `${by} ${who} with ${attack}: waiting for ${who} to respond.`
      }
      const ask = d.options.length > 0 ? 'block?' : 'nothing you hold can stop it.'
      if (d.reflected) return `${attacker} turns your ${attack} back on you with Underestimate: ${ask}`
      if (d.effect === 'bite') return `${attacker} bites you: ${ask}`
      return `${attacker} attacks you with ${attack}: ${ask}`
    }
    case 'give':
      return mine
        ? `${nameOf(view, d.to)} steals 2 supplies from you: choose what to give.`
        : `${who} chooses supplies to give to ${nameOf(view, d.to)}.`
    case 'discard': {
      const why = d.reason === 'bandits' ? 'Bandits!' : 'Zombies!'
      const n = plural(d.count, 'card')
      return mine ? `${why} Discard ${n} from your hand.` : `${why} ${who} discards ${n}.`
    }
    case 'sewer':
      return mine
        ? 'Cut Through a Sewer: pay 1 Supplies card, or 2 Action cards, to make it through.'
        : `${who} pays to cut through a sewer.`
    case 'scout':
      return mine
        ? 'Scout: put the top Wasteland card back on top, or on the bottom of the pile?'
        : `${who} is scouting the Wasteland.`
    case 'arrange':
      return mine
        ? `Zombie Trap: put the top ${d.count} Wasteland cards back in any order.`
        : `${who} is setting a Zombie Trap.`
  }
}
