/** Zombielife Insurance's match options as the New Game screen offers them (resolved in ./options). */
import type { OptionSpec } from '../../core/optionSpecs'

export const ZOMBIELIFE_OPTION_SPECS: readonly OptionSpec[] = [
  {
    key: 'cardMoneyOnZombification',
    label: 'Money on ILP and Endowment cards',
    help: 'When their owner turns into a zombie, beside the printed payout (ruling Z2).',
    kind: 'choice',
    choices: [
      { value: 'lost', label: 'is lost (ruling)' },
      { value: 'paid', label: 'is paid out too' },
    ],
    default: 'lost',
  },
  {
    key: 'biteOncePerTargetPerRound',
    label: 'Zombie bites',
    help: "How often the zombies may bite the same human in a round (the Zombie Guide's balancing knob).",
    kind: 'boolean',
    default: false,
    falseLabel: 'any number of times a round',
    trueLabel: 'once per human per round',
  },
  {
    key: 'firstSeat',
    label: 'First player',
    help: 'Who holds the First Player Marker in round 1 (the rulebook says the oldest player).',
    kind: 'seat',
    default: 0,
  },
]
