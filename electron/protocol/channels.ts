/**
 * The names of the contract's channels, apart from their schemas, so that the preload (which
 * must bundle everything it imports) carries only these lists. requests.ts checks that its
 * schemas and payload types cover exactly these names.
 */
export const requestChannels = [
  'app:info',
  'match:create',
  'match:active',
  'match:subscribe',
  'match:unsubscribe',
  'match:intent',
  'match:close',
  'match:takeBack',
  'saves:list',
  'saves:save',
  'saves:load',
  'saves:loadBackup',
  'saves:delete',
  'saves:unfinished',
  'saves:resume',
  'saves:discard',
  'settings:get',
  'settings:set',
  'stream:status',
  'stream:start',
  'stream:stop',
  'stream:renew',
  'replay:open',
  'replay:show',
  'replay:branch',
  'replay:close',
  'replay:chances',
  'saves:thumbnail',
  'saves:rename',
  'saves:export',
  'saves:import',
  'saves:reveal',
  'saves:openFile',
  'saves:pendingFiles',
  'table:lobby',
  'table:start',
  'table:seatBot',
  'table:away',
  'online:status',
  'online:host',
  'online:stop',
  'online:join',
] as const

export const pushChannels = [
  'match:update',
  'menu:command',
  'match:opened',
  'match:closed',
  'match:focused',
  'file:offered',
  'table:lobby',
] as const

export type RequestChannel = (typeof requestChannels)[number]
export type PushChannel = (typeof pushChannels)[number]
