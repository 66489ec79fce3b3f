/**
 * Every request channel refuses malformed payloads with BAD_REQUEST, both when parsed directly and
 * when sent through the service (which must never reach a handler with them).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  MAX_IMPORT_CHARS,
  parseRequest,
  pushChannels,
  requestChannels,
  requestSchemas,
  spectatorChannels,
  type RequestChannel,
} from '../../../electron/protocol'
import type { TableRuntime } from '../../../electron/service/tableRuntime'
import { makeRuntime, recordingClient } from '../service/helpers'
import { validPayloads } from './validPayloads'

const seat = { name: 'Ann', kind: 'human' }

/** A JPEG's first bytes, as a thumbnail data URL. */
const JPEG = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ=='

const deep = (depth: number): unknown => {
  let value: unknown = 1
  for (let i = 0; i < depth; i++) value = [value]
  return value
}
const big = { type: 'x', junk: 'z'.repeat(5000) }

/** Payloads each channel must refuse, beyond the ones every channel refuses. */
const malformed: Partial<Record<RequestChannel, readonly unknown[]>> = {
  'match:takeBack': [
    { matchId: 'm1', seat: 0 },
    { matchId: 'm1', seat: 9, version: 1 },
  ],
  'replay:open': [{}, { slot: 'Game 1', matchId: 'm1' }, { slot: '../x' }],
  'replay:show': [
    { replayId: 'r1', at: -1, viewer: 0 },
    { replayId: 'r1', at: 1, viewer: 'everyone' },
    { replayId: 'r1', viewer: 0 },
  ],
  'replay:branch': [{ replayId: 'r1' }, { replayId: 'r1', at: 1.5 }],
  'match:create': [
    { seats: [seat] },
    { game: 'selfish' },
    { game: 42, seats: [seat] },
    { game: '', seats: [seat] },
    { game: 'selfish', seats: [] },
    { game: 'selfish', seats: Array.from({ length: 9 }, () => seat) },
    { game: 'selfish', seats: [{ name: '   ', kind: 'human' }] },
    { game: 'selfish', seats: [{ name: 'x'.repeat(41), kind: 'human' }] },
    { game: 'selfish', seats: [{ name: 'Ann', kind: 'alien' }] },
    { game: 'selfish', seats: [{ name: 'Ann', kind: 'human', cheat: true }] },
    { game: 'selfish', seats: [seat], seed: 1.5 },
    { game: 'selfish', seats: [seat], seed: { evil: true } },
    { game: 'selfish', seats: [seat], options: { big } },
    { game: 'selfish', seats: [seat], options: 'fast' },
    { game: 'selfish', seats: [seat], options: { ['k'.repeat(41)]: 1 } },
    { game: 'selfish', seats: [seat], label: 'x'.repeat(81) },
  ],
  'match:subscribe': [
    { matchId: 'm1' },
    { viewer: 0 },
    { matchId: 'm1', viewer: 'god' },
    { matchId: 'm1', viewer: -1 },
    { matchId: 'm1', viewer: 8 },
    { matchId: 'm1', viewer: 0.5 },
    { matchId: '', viewer: 0 },
    { matchId: 'm'.repeat(65), viewer: 0 },
  ],
  'match:unsubscribe': [{ matchId: 'm1', viewer: 'god' }, { matchId: 'm1' }, { matchId: 7, viewer: 0 }],
  'match:intent': [
    { matchId: 'm1', seat: -1, action: { type: 'draw' }, version: 0 },
    { matchId: 'm1', seat: 8, action: { type: 'draw' }, version: 0 },
    { matchId: 'm1', seat: '0', action: { type: 'draw' }, version: 0 },
    { matchId: 'm1', seat: 0, action: big, version: 0 },
    { matchId: 'm1', seat: 0, action: deep(100), version: 0 },
    { matchId: 'm1', seat: 0, action: deep(50_000), version: 0 },
    { matchId: 'm1', seat: 0, version: 0 },
    { matchId: 'm1', seat: 0, action: { type: 'draw' } },
    { matchId: 'm1', seat: 0, action: { type: 'draw' }, version: -1 },
    { matchId: 'm1', seat: 0, action: { type: 'draw' }, version: 1.5 },
    { matchId: 'm1', seat: 0, action: { type: 'draw' }, version: 0, viewer: 0 },
  ],
  'match:close': [{ matchId: '' }, { matchId: null }, { matchId: 'm1', discard: 'yes' }],
  'saves:save': [
    { matchId: 'm1', slot: '../evil' },
    { matchId: 'm1', slot: 'a/b' },
    { matchId: 'm1', slot: 'C:\\saves\\x' },
    { matchId: 'm1', slot: '' },
    { matchId: 'm1', slot: 'x'.repeat(65) },
    { matchId: 'm1', slot: 'nul\0byte' },
    { matchId: 'm1', slot: 'ok', label: 5 },
    { matchId: 'm1', slot: 'autosave' },
    { matchId: 'm1', slot: 'ok', overwrite: 1 },
    { slot: 'ok' },
    { matchId: 'm1', thumbnail: 42 },
    { matchId: 'm1', thumbnail: 'not a picture' },
    { matchId: 'm1', thumbnail: 'data:image/gif;base64,R0lGODlh' },
    { matchId: 'm1', thumbnail: 'data:image/svg+xml;base64,PHN2Zz4=' },
    { matchId: 'm1', thumbnail: 'data:image/jpeg,rawbytes' },
    { matchId: 'm1', thumbnail: `${JPEG}"` },
    { matchId: 'm1', thumbnail: `data:image/jpeg;base64,${'A'.repeat(300 * 1024)}` },
  ],
  'saves:thumbnail': [{ slot: '../x' }, {}],
  'saves:rename': [
    { slot: 'a' },
    { to: 'b' },
    { slot: 'a', to: '../b' },
    { slot: 'a', to: 'autosave' },
    { slot: 'a/b', to: 'c' },
    { slot: 'a', to: 'b.ztsave.json' },
  ],
  'saves:export': [{ slot: 'a.b' }, {}],
  'saves:import': [
    { fileName: 'x.ztsave.json' },
    { text: '{}' },
    { fileName: '', text: '{}' },
    { fileName: 'x'.repeat(256), text: '{}' },
    { fileName: 'x.ztsave.json', text: 'y'.repeat(MAX_IMPORT_CHARS + 1) },
    { fileName: 'x.ztsave.json', text: { format: 'zombie-table-save' } },
  ],
  'saves:reveal': [{ slot: '..' }, {}],
  'saves:openFile': [{}, { fileId: '' }, { fileId: 3 }, { fileId: 'f'.repeat(65) }],
  'saves:loadBackup': [{ slot: '../x' }, {}],
  'saves:resume': [{}, { matchId: '' }, { matchId: 'm'.repeat(65) }],
  'saves:discard': [{}, { matchId: 3 }],
  'saves:load': [{ slot: '../../etc/passwd' }, { slot: 'x.ztsave.json' }, {}, { slot: 3 }],
  'saves:delete': [{ slot: '..' }, { slot: '*' }, {}],
  'settings:set': [
    { botDelayMs: -1 },
    { botDelayMs: 5001 },
    { botDelayMs: '5' },
    { theme: 'dark' },
    { sound: 'yes' },
    { volume: 101 },
    { volume: -5 },
    { volume: 50.5 },
    { animationSpeed: 0.25 },
    { animationSpeed: 2.5 },
    { animationSpeed: 1.1 },
    { skipAnimations: 1 },
    { uiScale: 79 },
    { uiScale: 155 },
    { reducedMotion: 'sometimes' },
    { reducedMotion: true },
    { cameraSensitivity: 0 },
    { cameraSensitivity: 3.5 },
    { cameraSensitivity: Number.NaN },
    { followAction: null },
    { seatMarks: 'on' },
  ],
}

/** Refused by every channel: wrong types, and an extra field on a valid payload. */
function refusedEverywhere(channel: RequestChannel): unknown[] {
  const base = validPayloads[channel]
  return ['hello', 42, true, [], [validPayloads[channel]], { ...(base as object), extra: 1 }, deep(40)]
}

/** A short name for a payload in failure messages (JSON.stringify itself overflows on the deepest). */
function label(payload: unknown): string {
  try {
    return String(JSON.stringify(payload)).slice(0, 80)
  } catch {
    return 'a very deep payload'
  }
}

function casesFor(channel: RequestChannel): unknown[] {
  return [...refusedEverywhere(channel), ...(malformed[channel] ?? [])]
}

describe('contract: channel lists', () => {
  it('lists every request channel once, and the spectator channels among them', () => {
    expect([...requestChannels].sort()).toEqual(Object.keys(requestSchemas).sort())
    for (const channel of spectatorChannels) expect(requestChannels).toContain(channel)
    expect(pushChannels).toEqual([
      'match:update',
      'menu:command',
      'match:opened',
      'match:closed',
      'match:focused',
      'file:offered',
      'table:lobby',
    ])
  })
})

describe('contract: parseRequest', () => {
  it.each(requestChannels)('%s accepts a well-formed payload', (channel) => {
    expect(parseRequest(channel, validPayloads[channel])).toMatchObject({ ok: true })
  })

  it.each(requestChannels)('%s refuses malformed payloads with BAD_REQUEST', (channel) => {
    for (const payload of casesFor(channel)) {
      const result = parseRequest(channel, payload)
      expect(result, label(payload)).toMatchObject({ ok: false, error: { code: 'BAD_REQUEST' } })
    }
  })

  it('settings:set takes every setting at once, inside its range, or any few of them', () => {
    const all = {
      botDelayMs: 5000,
      sound: false,
      volume: 0,
      animationSpeed: 0.5,
      skipAnimations: true,
      uiScale: 150,
      reducedMotion: 'on',
      cameraSensitivity: 2.75,
      followAction: false,
      seatMarks: true,
    }
    expect(parseRequest('settings:set', all)).toEqual({ ok: true, value: all })
    expect(parseRequest('settings:set', { uiScale: 80, animationSpeed: 2 })).toMatchObject({ ok: true })
    expect(parseRequest('settings:set', {})).toMatchObject({ ok: true })
  })

  it('names the bad field and the channel', () => {
    const result = parseRequest('match:subscribe', { matchId: 'm1', viewer: 'god' })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.error.message).toContain('match:subscribe')
    expect(result.error.message).toContain('viewer')
  })

  it('refuses channels that do not exist, including inherited property names', () => {
    for (const channel of ['nope', 'toString', '__proto__', 'constructor']) {
      expect(parseRequest(channel as RequestChannel, {})).toMatchObject({
        ok: false,
        error: { code: 'BAD_REQUEST' },
      })
    }
  })

  it('treats a missing payload as empty', () => {
    expect(parseRequest('app:info', undefined)).toMatchObject({ ok: true })
    expect(parseRequest('match:close', undefined)).toMatchObject({ ok: false })
  })
})

describe('contract: the service refuses the same payloads before any handler runs', () => {
  let runtime: TableRuntime

  beforeAll(async () => {
    runtime = await makeRuntime()
  })
  afterAll(async () => {
    await runtime.shutdown()
  })

  it.each(requestChannels)('%s', async (channel) => {
    for (const role of ['player', 'spectator'] as const) {
      const client = recordingClient(role)
      for (const payload of casesFor(channel)) {
        const reply = await runtime.service.handle(channel, payload, client)
        expect(reply, `${role} ${label(payload)}`).toMatchObject({
          ok: false,
          error: { code: 'BAD_REQUEST' },
        })
      }
    }
    expect(runtime.host.list()).toEqual([])
    expect(await runtime.saves.list()).toEqual([])
  })
})

describe('contract: thumbnails and imported files', () => {
  it('takes a JPEG, WebP or PNG data URL as a save’s thumbnail', () => {
    for (const thumbnail of [JPEG, 'data:image/webp;base64,UklGRg==', 'data:image/png;base64,iVBORw0KGgo=']) {
      expect(parseRequest('saves:save', { matchId: 'm1', thumbnail }), thumbnail).toMatchObject({ ok: true })
    }
  })

  it('says why a thumbnail or a file is refused', () => {
    const cases: [RequestChannel, unknown, RegExp][] = [
      [
        'saves:save',
        { matchId: 'm1', thumbnail: `data:image/jpeg;base64,${'A'.repeat(300 * 1024)}` },
        /300 KB/,
      ],
      ['saves:save', { matchId: 'm1', thumbnail: 'data:image/gif;base64,R0lGODlh' }, /JPEG, WebP or PNG/],
      ['saves:import', { fileName: 'big.json', text: 'y'.repeat(MAX_IMPORT_CHARS + 1) }, /at most 5 MB/],
    ]
    for (const [channel, payload, why] of cases) {
      const result = parseRequest(channel, payload)
      expect(result.ok).toBe(false)
      if (!result.ok) expect(result.error.message).toMatch(why)
    }
  })
})

describe('contract: save names', () => {
  it('says why a save name is refused', () => {
    const cases: [string, RegExp][] = [
      ['a/b', /another folder/],
      ['..', /cannot contain "\."/],
      ['autosave', /autosaves/],
      ['con', /Windows/],
    ]
    for (const [slot, why] of cases) {
      const result = parseRequest('saves:save', { matchId: 'm1', slot })
      expect(result.ok, slot).toBe(false)
      if (!result.ok) expect(result.error.message, slot).toMatch(why)
    }
  })
})
