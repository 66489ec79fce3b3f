/**
 * Zombielife Insurance as a GameDefinition: the rulebook (seeds/000), the rulings Z1–Z14, the Zombie
 * Guide (§2.7) and the card set (§2.9) of rules/zombielife.md. Numbers live in assets/zombielife;
 * the match options are Z2's alternative, §2.7's bite knob, and the first seat.
 *
 * Where neither the rulebook nor the rulings settle a point, the engine does this:
 * - PPE is asked of whoever could pay for it, holding one or not (holding one is secret); against a
 *   zombie every such human is asked in turn order from the zombie's left, the first to play cancels;
 *   a bitten human answers in the infection itself.
 * - The Infection card goes back with `position` cards above it; no view ever shows where (views have
 *   no memory), only the slotter's private event does. With an empty deck nobody is asked.
 * - Maintenance is asked asset by asset in the order bought; one the player cannot pay is discarded
 *   without asking. Option A's two actions may be cut short (endTurn).
 * - Super-Spreader and Policy Lapse "choose a human", the player included; a Super-Spreader played on
 *   oneself falls due at the end of one's next turn, not this one. Super-Spreaders stack (one card
 *   more each); Social Distancing skips every end-of-turn draw of this turn, Super-Spreader's included
 *   (which is then used up), but not one put on oneself this turn.
 * - Free Look Period refunds the printed cost (no surcharge); money on a returned ILP goes to the bank.
 * - Market Crash takes each player's most recently bought Investment.
 * - Action cards not used at this table lie in the box; the discard pile is face up; when the deck
 *   runs out the discard pile is shuffled in under what is left.
 * - Exactly tied players who never took a turn between them share the win.
 */
import type { GameDefinition } from '../../core/types'
import { advanceZombielife, applyAction } from './apply'
import { explainZombielife } from './refusals'
import { ZOMBIELIFE } from './data'
import { estimateZombielife } from './estimate'
import { zombielifeInvariants } from './invariants'
import { legalActions, toAct } from './legal'
import { resolveZombielifeOptions } from './options'
import { ZOMBIELIFE_OPTION_SPECS } from './optionSpecs'
import { revealZombielife, sampleZombielife } from './sample'
import { setupZombielife } from './setup'
import type {
  ZombielifeAction,
  ZombielifeEvent,
  ZombielifeOptions,
  ZombielifeState,
  ZombielifeView,
} from './types'
import { outcomeOf, viewZombielife } from './view'

export const zombielife: GameDefinition<
  ZombielifeState,
  ZombielifeAction,
  ZombielifeView,
  ZombielifeOptions,
  ZombielifeEvent
> = {
  id: 'zombielife',
  name: 'Zombielife Insurance',
  minPlayers: ZOMBIELIFE.rules.minPlayers,
  maxPlayers: ZOMBIELIFE.rules.maxPlayers,
  resolveOptions: resolveZombielifeOptions,
  optionSpecs: ZOMBIELIFE_OPTION_SPECS,
  setup: setupZombielife,
  toAct,
  legalActions,
  apply: applyAction,
  advance: advanceZombielife,
  explain: explainZombielife,
  view: viewZombielife,
  outcome: outcomeOf,
  invariants: zombielifeInvariants,
  hiddenOutcomes: {
    cardDrawn: 'draw',
    infectionDrawn: 'draw',
    deckReshuffled: 'shuffle',
    roundCardRevealed: 'reveal',
  },
  timeline: { turn: 'turnStarted', moments: ['playerZombified', 'insuranceClaimed', 'gameEnded'] },
  /** The Round Indicator's count: a round ends when the last player has had their turn. */
  round: (s) => s.round,
  sample: sampleZombielife,
  reveal: revealZombielife,
  estimate: estimateZombielife,
}

export { resolveZombielifeOptions }
export type { ZombielifeAction, ZombielifeOptions, ZombielifeState, ZombielifeView } from './types'
