/** Zombielife Insurance's match options as the New Game screen offers them (resolved in ./options). */
import raw from '../../../assets/zombielife/options.json'
import { optionSpecsFrom } from '../../core/optionSpecs'

export const ZOMBIELIFE_OPTION_SPECS = optionSpecsFrom('assets/zombielife/options.json', raw)
