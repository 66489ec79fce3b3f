/**
 * MonopoZombie as a GameDefinition: classic Monopoly (rules/monopoly-base.md) overrun by zombies
 * (seeds/001, rulings R1-R15 and M1-M25 of rules/monopozombie.md). Numbers and names live in
 * assets/monopozombie; the match options are the tax edition, the Apocalypse threshold (M17),
 * bankruptcy as zombification or elimination (M21), the stall limit and the hopeless last human (M19).
 *
 * Where neither the rulebook nor the rulings settle a point, the engine does this:
 * - Only the player whose turn it is builds, mortgages and trades (M23); a debtor raising money may
 *   sell and mortgage. The last buildings are contested, and auctioned one at a time from the house
 *   price among the players able to build, when those players outnumber what the bank has left.
 * - Bodyguards hired before a roll stay until the player's next turn begins (doubles included).
 * - Using a Get Out of Jail Free card against a conversion leaves the player where they are, and
 *   keeps a doubles re-roll they were owed.
 * - A bankrupt player is converted even before the first lap (bankruptcy replaces elimination); the
 *   bank auctions a bankrupt's lots free of their mortgages.
 * - Free Parking shelters from encounters only; snake eyes and bankruptcy convert there too.
 * - A human passing GO on the snake-eyes move that converts them still collects the salary.
 * - The classic 10% income tax is rounded down; lifting a mortgage's 10% is rounded up.
 * - Selling a hotel when the bank lacks houses drops that lot to what the bank can give back, even
 *   if its group is then uneven.
 * - A trade offer may be countered up to four times; a player makes at most three offers a turn.
 * - Auction bids go round in seat order from the player who declined (or the zombie's seat).
 * - At the stall limit with no zombie yet, the richest survivor wins.
 */
import type { GameDefinition } from '../../core/types'
import { advanceMonopo, applyAction } from './apply'
import { estimateMonopoZombie } from './estimate'
import { monopoInvariants } from './invariants'
import { legalActions, toAct } from './legal'
import { resolveMonopoOptions } from './options'
import { MONOPO_OPTION_SPECS } from './optionSpecs'
import { RULES } from './queries'
import { refusal } from './refusals'
import { revealMonopoZombie, sampleMonopoZombie } from './sample'
import { monopoPlayoutMove } from './playout'
import { setupMonopo } from './setup'
import type { MonopoAction, MonopoEvent, MonopoOptions, MonopoState, MonopoView } from './types'
import { validateAction } from './validate'
import { outcomeOf, viewMonopo } from './view'

export const monopozombie: GameDefinition<MonopoState, MonopoAction, MonopoView, MonopoOptions, MonopoEvent> =
  {
    id: 'monopozombie',
    name: 'MonopoZombie',
    minPlayers: RULES.minPlayers,
    maxPlayers: RULES.maxPlayers,
    resolveOptions: resolveMonopoOptions,
    optionSpecs: MONOPO_OPTION_SPECS,
    setup: setupMonopo,
    toAct,
    legalActions,
    validate: validateAction,
    apply: applyAction,
    advance: advanceMonopo,
    explain: refusal,
    view: viewMonopo,
    outcome: outcomeOf,
    invariants: monopoInvariants,
    hiddenOutcomes: { diceRolled: 'roll', cardDrawn: 'draw' },
    timeline: {
      turn: 'turnStarted',
      moments: ['converted', 'stageChanged', 'bankrupt', 'eliminated', 'gameWon'],
    },
    /** A round ends when play comes back to the seat that rolled first. */
    round: (s) => s.turn.round,
    sample: sampleMonopoZombie,
    reveal: revealMonopoZombie,
    estimate: estimateMonopoZombie,
    playoutMove: monopoPlayoutMove,
  }

export { resolveMonopoOptions }
export type { MonopoAction, MonopoOptions, MonopoState, MonopoView } from './types'
