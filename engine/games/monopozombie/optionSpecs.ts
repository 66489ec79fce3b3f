/** MonopoZombie's match options as the New Game screen offers them (resolved in ./options). */
import raw from '../../../assets/monopozombie/options.json'
import { optionSpecsFrom } from '../../core/optionSpecs'

export const MONOPO_OPTION_SPECS = optionSpecsFrom('assets/monopozombie/options.json', raw)
