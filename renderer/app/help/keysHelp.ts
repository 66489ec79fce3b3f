/**
 * The keyboard shortcuts every game shares, read from assets/ once and checked (a broken file fails
 * here, naming itself, and in the tests before it ships). Each game's quick reference is its own
 * (its GameUi's `help`).
 */
import keysRaw from '../../../assets/help/keys.json'
import { keysFileFrom, type KeysFile } from '../../hud/helpFile'

export const KEYS_HELP: KeysFile = keysFileFrom('assets/help/keys.json', keysRaw)
