/** The turn and the decision in front of the table, in words, for the viewer. */
import type { Outcome, Seat } from '../../../../engine/core/types'
import { plural } from '../../../../engine/core/words'
import type { ZombielifeView } from '../../../../engine/games/zombielife/types'
import { assetKindName, playerName, wonga } from './cardInfo'

/** "Your turn", "Bob's turn" or "Game over". */
export function turnHeadline(view: ZombielifeView, me: Seat | null): string {
  if (view.decision.kind === 'over') return 'Game over'
  const seat = view.turn.seat
  const zombie = view.players[seat]?.zombie ? ' (zombie)' : ''
  return seat === me ? `Your turn${zombie}` : `${playerName(view, seat)}'s turn${zombie}`
}

export function roundText(view: ZombielifeView): string {
  return `Round ${Math.min(view.round, view.rounds)}/${view.rounds}`
}

/** What the deciding seat is asked (worded for them when it is the viewer), or the result at the end. */
export function decisionPrompt(
  view: ZombielifeView,
  me: Seat | null,
  outcome: Outcome | null = null,
): string {
  const d = view.decision
  if (d.kind === 'over') return outcome?.summary ?? 'The game is over.'
  const mine = d.seat === me
  const who = mine ? 'You' : playerName(view, d.seat)
  switch (d.kind) {
    case 'turn':
      if (d.phase === 'chooseOption') {
        return mine
          ? 'Choose a Human Guide option: Work (2 Wonga, 2 actions) or Rest (3 Wonga, no actions).'
          : `${who} is choosing a Human Guide option.`
      }
      if (d.phase === 'actions') {
        const n = view.turn.actionsLeft
        const left = `${plural(n, 'action')} left`
        return mine ? `Buy assets or play Action cards: ${left}.` : `${who} is taking actions (${left}).`
      }
      if (d.phase === 'zombie') {
        return mine ? 'You are a zombie: bite, scavenge or lurk.' : `${who}, a zombie, is choosing an action.`
      }
      return `${who} ${mine ? 'are' : 'is'} ending the turn.`
    case 'maintenance': {
      const asset = view.players[d.seat]?.assets.find((a) => a.id === d.asset)
      const name = asset ? assetKindName(asset.kind) : 'an asset'
      const fee = asset ? ` (${wonga(asset.maintenance)})` : ''
      const why = d.lapse ? 'Policy Lapse: ' : ''
      return mine
        ? `${why}Pay the maintenance on your ${name}${fee}, or discard it.`
        : `${why}${who} pays the maintenance on ${name} or discards it.`
    }
    case 'ppe': {
      const what = d.source === 'bite' ? 'a zombie bite' : 'an Infection card'
      return mine
        ? `Infection! Play PPE to ignore ${what}?`
        : `${who} is deciding whether to play PPE against ${what}.`
    }
    case 'slot':
      return mine
        ? 'Slot the Infection card back into the Action deck: choose where.'
        : `${who} is slotting the Infection card back into the deck.`
    case 'arrange': {
      const src = d.source === 'lurk' ? 'Lurk' : 'Contact Tracing'
      return mine
        ? `${src}: put the top ${plural(d.count, 'card')} back${d.count > 1 ? ' in any order' : ''}.`
        : `${src}: ${who} is putting the top ${plural(d.count, 'card')} back.`
    }
    case 'stockTip':
      return mine
        ? 'Stock Tip: leave the top card or move it to the bottom.'
        : `Stock Tip: ${who} is looking at the top card.`
    case 'cancel': {
      const zombie = playerName(view, d.zombie)
      const act =
        d.act.act === 'bite'
          ? `bite ${d.act.target === me ? 'you' : playerName(view, d.act.target)}`
          : d.act.act
      return mine
        ? `${zombie} wants to ${act}: play PPE to cancel it?`
        : `${who} may play PPE to stop ${zombie} from trying to ${act}.`
    }
  }
}
