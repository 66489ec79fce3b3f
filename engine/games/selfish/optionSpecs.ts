/** Selfish: Zombie Edition's match options as the New Game screen offers them (resolved in ./index). */
import type { OptionSpec } from '../../core/optionSpecs'
import { SELFISH } from './data'

export const SELFISH_OPTION_SPECS: readonly OptionSpec[] = [
  {
    key: 'dieFaces',
    label: 'Die faces',
    // Ruling S1: the printed die varies, so its faces are an option.
    help:
      "The numbers on the die, each from 0 to 6. It is rolled for a zombie's action points, at the " +
      'Shopping Mall and against the Bandits. Set them to match your own die.',
    kind: 'numbers',
    min: 0,
    max: 6,
    minCount: 1,
    maxCount: 12,
    default: SELFISH.rules.dieFaces,
  },
  {
    key: 'firstSeat',
    label: 'First player',
    help: 'Who takes the first turn (the rulebook suggests the oldest player).',
    kind: 'seat',
    default: 0,
  },
]
