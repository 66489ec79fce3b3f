/** Selfish: Zombie Edition's match options as the New Game screen offers them (resolved in ./index). */
import type { OptionSpec } from '../../core/optionSpecs'
import { SELFISH } from './data'

export const SELFISH_OPTION_SPECS: readonly OptionSpec[] = [
  {
    key: 'dieFaces',
    label: 'Die faces',
    help: 'The faces of the movement die, 0 to 6 each (ruling S1: set them from your own die).',
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
