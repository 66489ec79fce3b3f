/** Match options of MonopoZombie, resolved from their specs: defaults filled in, anything else refused by name. */
import { optionResolver } from '../../core/optionResolver'
import { MONOPO_OPTION_SPECS } from './optionSpecs'
import type { MonopoOptions } from './types'

export const resolveMonopoOptions = optionResolver<MonopoOptions>('MonopoZombie', MONOPO_OPTION_SPECS, 4)

export const DEFAULT_OPTIONS: MonopoOptions = resolveMonopoOptions({})
