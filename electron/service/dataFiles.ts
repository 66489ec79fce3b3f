/**
 * The files a table keeps in its data folder beside `saves/`: the player's settings and the
 * served table's tokens (stream/tokenFile.ts). Named here, below both, so that starting a table
 * can tidy after them without reaching up into the stream server.
 */
export const SETTINGS_FILE = 'settings.json'
export const TOKEN_FILE = 'table-tokens.json'
