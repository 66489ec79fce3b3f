/**
 * Each game's quick reference and the shared keys, read from assets/ once and checked (a broken file
 * fails here, naming itself, and in the tests before it ships).
 */
import keysRaw from '../../../assets/help/keys.json'
import monopozombieRaw from '../../../assets/monopozombie/help.json'
import selfishRaw from '../../../assets/selfish/help.json'
import zombielifeRaw from '../../../assets/zombielife/help.json'
import { helpFileFrom, keysFileFrom, type HelpFile, type KeysFile } from './helpFile'

export const GAME_HELP: Readonly<Record<string, HelpFile>> = {
  selfish: helpFileFrom('assets/selfish/help.json', selfishRaw),
  zombielife: helpFileFrom('assets/zombielife/help.json', zombielifeRaw),
  monopozombie: helpFileFrom('assets/monopozombie/help.json', monopozombieRaw),
}

export const KEYS_HELP: KeysFile = keysFileFrom('assets/help/keys.json', keysRaw)

/** The quick reference of a game, or null for a game this table has none for. */
export function helpFor(game: string | null): HelpFile | null {
  if (game === null || !Object.prototype.hasOwnProperty.call(GAME_HELP, game)) return null
  return GAME_HELP[game] ?? null
}
