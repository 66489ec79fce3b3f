/** Match options of Zombielife, resolved from their specs: defaults filled in, anything else refused by name. */
import { optionResolver } from '../../core/optionResolver'
import { ZOMBIELIFE_OPTION_SPECS } from './optionSpecs'
import type { ZombielifeOptions } from './types'

export const resolveZombielifeOptions = optionResolver<ZombielifeOptions>(
  'Zombielife',
  ZOMBIELIFE_OPTION_SPECS,
  5,
)

const { firstSeat: _firstSeat, ...defaults } = resolveZombielifeOptions({})
export const DEFAULT_OPTIONS: Omit<ZombielifeOptions, 'firstSeat'> = defaults
