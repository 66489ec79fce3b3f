/** Selfish: Zombie Edition as a GameDefinition. */
import { optionResolver } from '../../core/optionResolver'
import type { GameDefinition } from '../../core/types'
import { selfishAlternatives } from './alternatives'
import { advanceSelfish, applyAction } from './apply'
import { selfishPlayoutMove } from './playout'
import { estimateSelfish } from './estimate'
import { explainSelfish } from './refusals'
import { selfishInvariants } from './invariants'
import { legalActions, toAct } from './legal'
import { SELFISH_OPTION_SPECS } from './optionSpecs'
import { recallSelfish } from './recall'
import { revealSelfish, sampleSelfish } from './sample'
import { setupSelfish } from './setup'
import type { SelfishAction, SelfishEvent, SelfishOptions, SelfishState, SelfishView } from './types'
import { validatePick } from './validate'
import { outcomeOf, roundOf, viewSelfish } from './view'

export const resolveSelfishOptions = optionResolver<SelfishOptions>('Selfish', SELFISH_OPTION_SPECS, 5)

export const selfish: GameDefinition<SelfishState, SelfishAction, SelfishView, SelfishOptions, SelfishEvent> =
  {
    id: 'selfish',
    name: 'Selfish: Zombie Edition',
    minPlayers: 2,
    maxPlayers: 5,
    resolveOptions: resolveSelfishOptions,
    optionSpecs: SELFISH_OPTION_SPECS,
    setup: setupSelfish,
    toAct,
    legalActions,
    validate: validatePick,
    apply: applyAction,
    advance: advanceSelfish,
    explain: explainSelfish,
    view: viewSelfish,
    outcome: outcomeOf,
    invariants: selfishInvariants,
    hiddenOutcomes: {
      dieRolled: 'roll',
      cardDrawn: 'draw',
      cardStolen: 'draw',
      // A Bite takes a card from the hand at random.
      cardBitten: 'draw',
      deckReshuffled: 'shuffle',
      wastelandReshuffled: 'shuffle',
      // The draw pile is searched for the Double, then shuffled.
      doubleSwapped: 'shuffle',
      // Each step forward turns over a Wasteland card.
      survivorMoved: 'reveal',
      wastelandScouted: 'reveal',
    },
    timeline: { turn: 'turnStarted', moments: ['playerDied', 'gameWon', 'zombiesWon'] },
    round: roundOf,
    alternatives: selfishAlternatives,
    playoutMove: selfishPlayoutMove,
    sample: sampleSelfish,
    reveal: revealSelfish,
    recall: recallSelfish,
    estimate: estimateSelfish,
  }

export type { SelfishAction, SelfishOptions, SelfishState, SelfishView } from './types'
