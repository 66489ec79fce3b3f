/** Saves as the host lists them, for the tests of the saves screens. */
import type { SaveSummary } from '../../../electron/protocol'

/** A Selfish match in play, saved on a Friday evening: three players, 42 moves. */
export const fridaySave: SaveSummary = {
  slot: 'Friday game',
  game: 'selfish',
  players: ['Ann', 'Bob', 'Cid'],
  savedAt: '2025-03-07T20:15:00.000Z',
  actions: 42,
  finished: false,
  thumbnail: false,
}

/** A save whose file was changed outside the game: nothing in it can be read. */
export const tamperedSave: SaveSummary = {
  slot: 'broken',
  game: null,
  players: [],
  savedAt: '',
  actions: 0,
  finished: false,
  thumbnail: false,
  error: {
    kind: 'TAMPERED',
    message: 'The file was changed outside the game (its checksum does not match).',
  },
}
