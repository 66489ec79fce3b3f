/**
 * One payload each request channel accepts: its schema takes it, whatever its handler would make of
 * it (the ids name no match, save or replay). Shared by the protocol's tests and the service's.
 */
import type { RequestChannel } from '../../../electron/protocol'

export const validPayloads: Record<RequestChannel, unknown> = {
  'app:info': {},
  'match:create': {
    game: 'selfish',
    seats: [
      { name: 'Ann', kind: 'human' },
      { name: 'Bob', kind: 'bot', bot: 'random' },
    ],
    seed: 3,
    options: { dieFaces: [0, 1, 1, 2, 2, 3], firstSeat: 1 },
  },
  'match:active': {},
  'match:subscribe': { matchId: 'm1', viewer: 'spectator' },
  'match:unsubscribe': { matchId: 'm1', viewer: 0 },
  'match:intent': { matchId: 'm1', seat: 0, action: { type: 'draw' }, version: 0 },
  'match:close': { matchId: 'm1' },
  'match:takeBack': { matchId: 'm1', seat: 0, version: 4 },
  'saves:list': {},
  'saves:save': { matchId: 'm1', slot: 'Game 1', label: 'Friday' },
  'saves:load': { slot: 'Game 1' },
  'saves:loadBackup': { slot: 'Game 1' },
  'saves:delete': { slot: 'Game 1' },
  'saves:unfinished': {},
  'saves:resume': { matchId: 'm1' },
  'saves:discard': { matchId: 'm1' },
  'settings:get': {},
  'settings:set': { botDelayMs: 300 },
  'stream:status': {},
  'stream:start': {},
  'stream:stop': {},
  'stream:renew': {},
  'replay:open': { slot: 'Game 1' },
  'replay:show': { replayId: 'r1', at: 3, viewer: 'all', step: true },
  'replay:branch': { replayId: 'r1', at: 3 },
  'replay:close': { replayId: 'r1' },
  'saves:thumbnail': { slot: 'Game 1' },
  'saves:rename': { slot: 'Game 1', to: 'Game 2' },
  'saves:export': { slot: 'Game 1' },
  'saves:import': { fileName: 'Game 1.ztsave.json', text: '{}' },
  'saves:reveal': { slot: 'Game 1' },
  'saves:openFile': { fileId: 'f1' },
  'saves:pendingFiles': {},
  'table:lobby': {},
  'table:start': {},
  'table:seatBot': { seat: 1 },
  'table:away': { seat: 1, choice: 'bot' },
}
