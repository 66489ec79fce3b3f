import { createHash } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { canonicalJson } from '../../../engine/core/canonical'
import type { MatchRecord } from '../../../engine/core/match'
import { SaveError, type SaveErrorKind } from '../../../electron/saves/saveError'
import {
  SAVE_FORMAT,
  SAVE_VERSION,
  checksumOf,
  decodeSave,
  encodeSave,
  migrations,
  type Migration,
} from '../../../electron/saves/saveFormat'
import { countdownGame } from '../../fixtures/countdownGame'
import { app, finishedMatch, metaFor, playedMatch, recordWith, registry, takes } from './helpers'

const now = new Date('2025-03-04T05:06:07.089Z')

function validSave(record: MatchRecord = recordWith(4)): string {
  return encodeSave(record, metaFor(record, 'Tuesday game'), app, now)
}

type Doc = Record<string, unknown> & { match: Record<string, unknown>; meta: Record<string, unknown> }

/** Parses a save, lets `edit` change it, and writes it back (optionally with a fresh checksum). */
function edited(edit: (doc: Doc) => void, options: { fixChecksum?: boolean } = {}): string {
  const doc = JSON.parse(validSave()) as Doc
  edit(doc)
  if (options.fixChecksum) doc.checksum = checksumOf(doc.match, doc.meta)
  return JSON.stringify(doc, null, 2)
}

function refusal(text: string, reg: typeof registry = registry, options = {}): SaveError {
  try {
    decodeSave(text, reg, options)
  } catch (err) {
    if (err instanceof SaveError) return err
    throw new Error(`a raw ${String(err)} escaped decodeSave`, { cause: err })
  }
  throw new Error('the save was loaded but should have been refused')
}

function logOf(doc: Doc): Array<{ seat: number; action: Record<string, unknown> }> {
  return doc.match.log as Array<{ seat: number; action: Record<string, unknown> }>
}

describe('encodeSave / decodeSave', () => {
  it('round-trips the record, the table details, the app and the time', () => {
    const match = playedMatch(takes(2, 1, 2))
    const meta = metaFor(match, 'Friday')
    const decoded = decodeSave(encodeSave(match.record(), meta, app, now), registry)
    expect(decoded.record).toEqual(match.record())
    expect(decoded.meta).toEqual(meta)
    expect(decoded.app).toEqual(app)
    expect(decoded.savedAt).toBe(now.toISOString())
    expect(decoded.match.version).toBe(3)
    expect(decoded.match.state).toEqual(match.state)
  })

  it('round-trips a finished match, string and number seeds, and rolls', () => {
    for (const seed of ['text seed', 12345]) {
      const match = finishedMatch(seed)
      expect(match.outcome()).not.toBeNull()
      const decoded = decodeSave(encodeSave(match.record(), metaFor(match), app, now), registry)
      expect(decoded.record).toEqual(match.record())
      expect(decoded.match.outcome()).toEqual(match.outcome())
    }
  })

  it('writes pretty JSON with the documented fields and a sha256 checksum of { match, meta }', () => {
    const record = recordWith(2)
    const meta = metaFor(record)
    const text = encodeSave(record, meta, app, now)
    expect(text).toContain('\n  "format": "zombie-table-save",\n')
    const doc = JSON.parse(text) as Record<string, unknown>
    expect(Object.keys(doc)).toEqual(['format', 'version', 'app', 'savedAt', 'match', 'meta', 'checksum'])
    expect(doc.format).toBe(SAVE_FORMAT)
    expect(doc.version).toBe(SAVE_VERSION)
    const expected = createHash('sha256')
      .update(canonicalJson({ match: record, meta }))
      .digest('hex')
    expect(doc.checksum).toBe(expected)
  })

  it('refuses to write a save that could not be loaded back', () => {
    const record = { ...recordWith(1), seed: Number.NaN }
    expect(() => encodeSave(record, metaFor(recordWith(1)), app, now)).toThrow(SaveError)
  })
})

describe('decodeSave refuses damaged files with a kind and a sentence naming the problem', () => {
  const cases: Array<[string, () => string, SaveErrorKind, RegExp]> = [
    ['an empty file', () => '', 'EMPTY', /empty/],
    ['a file of whitespace', () => ' \n\t\r\n', 'EMPTY', /empty/],
    ['a file of zero bytes', () => '\0'.repeat(300), 'EMPTY', /empty/],
    ['a file cut short', () => validSave().slice(0, 200), 'TRUNCATED', /ends too early/],
    [
      'a cut file padded with zero bytes',
      () => validSave().slice(0, 200) + '\0'.repeat(64),
      'TRUNCATED',
      /ends too early/,
    ],
    ['garbage', () => 'PK\u0003\u0004 this is a zip file', 'CORRUPT', /not readable JSON/],
    ['JSON with junk after it', () => `${validSave()}}`, 'CORRUPT', /not readable JSON/],
    ['a JSON array', () => '[1, 2, 3]', 'CORRUPT', /does not hold a saved game/],
    ['a JSON number', () => '42', 'CORRUPT', /does not hold a saved game/],
    ['JSON null', () => 'null', 'CORRUPT', /does not hold a saved game/],
    ['an object without a format', () => '{"hello": "world"}', 'NOT_A_SAVE', /not a Zombie Table save/],
    [
      'another program’s file',
      () => edited((d) => (d.format = 'other-app-save')),
      'NOT_A_SAVE',
      /not a Zombie Table save/,
    ],
    [
      'a save from a newer app',
      () => edited((d) => (d.version = 99)),
      'UNKNOWN_VERSION',
      /version 99.*newer version/,
    ],
    ['a fractional version', () => edited((d) => (d.version = 1.5)), 'UNKNOWN_VERSION', /1\.5/],
    ['a version that is text', () => edited((d) => (d.version = '1')), 'UNKNOWN_VERSION', /"1"/],
    ['a missing version', () => edited((d) => delete d.version), 'UNKNOWN_VERSION', /none/],
    [
      'a version older than any migration',
      () => edited((d) => (d.version = -3)),
      'UNKNOWN_VERSION',
      /too old/,
    ],
    ['a missing match', () => edited((d) => Reflect.deleteProperty(d, 'match')), 'MALFORMED', /"match"/],
    ['a missing finished flag', () => edited((d) => delete d.meta.finished), 'MALFORMED', /"meta\.finished"/],
    [
      'a seat that is text',
      () => edited((d) => (logOf(d)[1]!.seat = 'one' as never)),
      'MALFORMED',
      /"match\.log\[1\]\.seat"/,
    ],
    [
      'an action without a type',
      () => edited((d) => delete logOf(d)[0]!.action.type),
      'MALFORMED',
      /"match\.log\[0\]\.action\.type"/,
    ],
    ['a bad savedAt', () => edited((d) => (d.savedAt = 'yesterday')), 'MALFORMED', /"savedAt"/],
    ['a missing checksum', () => edited((d) => delete d.checksum), 'MALFORMED', /"checksum"/],
    [
      'more seats than players',
      () =>
        edited((d) => (d.meta.seats as unknown[]).push({ name: 'Cy', kind: 'human' }), { fixChecksum: true }),
      'MALFORMED',
      /3 seats for 2 players/,
    ],
    [
      'a changed action amount',
      () => edited((d) => (logOf(d)[0]!.action.amount = 2)),
      'TAMPERED',
      /checksum does not match/,
    ],
    [
      'a changed label',
      () => edited((d) => (d.meta.label = 'renamed')),
      'TAMPERED',
      /changed outside the app/,
    ],
    [
      'a game this app does not have',
      () => edited((d) => (d.match.game = 'chess'), { fixChecksum: true }),
      'UNKNOWN_GAME',
      /"chess"/,
    ],
    [
      'an illegal action in the log',
      () => edited((d) => (logOf(d)[2]!.action.amount = 3), { fixChecksum: true }),
      'ILLEGAL_LOG',
      /action 3 \(by Ann\) is not allowed/,
    ],
    [
      'a log entry by the wrong seat',
      () => edited((d) => (logOf(d)[1]!.seat = 0), { fixChecksum: true }),
      'ILLEGAL_LOG',
      /action 2 .*not your turn/i,
    ],
    [
      'a setup the game refuses',
      () => edited((d) => (d.match.options = { start: -4 }), { fixChecksum: true }),
      'MALFORMED',
      /setup is not valid: start must be a positive/,
    ],
  ]

  it.each(cases)('%s', (_name, text, kind, message) => {
    const err = refusal(text())
    expect(err.kind).toBe(kind)
    expect(err.message).toMatch(message)
  })

  it('checks in the documented order (a newer version is reported before a missing field)', () => {
    expect(refusal(edited((d) => ((d.version = 2), Reflect.deleteProperty(d, 'match')))).kind).toBe(
      'UNKNOWN_VERSION',
    )
    expect(refusal(edited((d) => ((d.format = 'x'), (d.version = 2)))).kind).toBe('NOT_A_SAVE')
    expect(refusal(edited((d) => ((logOf(d)[0]!.action.amount = 3), (d.match.game = 'chess')))).kind).toBe(
      'TAMPERED',
    )
  })

  it('refuses every cut of a save, at every 50 bytes and at every character, as TRUNCATED', () => {
    const bytes = Buffer.from(validSave(recordWith(9)), 'utf8')
    for (let cut = 50; cut < bytes.length; cut += 50) {
      expect(['TRUNCATED', 'CORRUPT']).toContain(refusal(bytes.subarray(0, cut).toString('utf8')).kind)
    }
    const text = validSave(recordWith(3))
    // The last character is the closing newline, so cutting it still leaves a whole save.
    for (let cut = 1; cut < text.trimEnd().length; cut++) {
      expect(refusal(text.slice(0, cut)).kind, `cut at ${cut}`).toBe('TRUNCATED')
    }
  })

  it('turns any other failure while loading into CORRUPT instead of letting it escape', () => {
    const exploding = {
      countdown: {
        ...countdownGame,
        setup: () => {
          throw new TypeError('x is undefined')
        },
      },
    }
    const err = refusal(validSave(), exploding)
    expect(err.kind).toBe('CORRUPT')
    expect(err.cause).toBeInstanceOf(TypeError)
  })

  it('never loads random bytes and never throws anything but a SaveError', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), (bytes) => {
        expect(refusal(Buffer.from(bytes).toString('utf8'))).toBeInstanceOf(SaveError)
      }),
      { numRuns: 500 },
    )
    fc.assert(
      fc.property(fc.json(), (json) => {
        expect(refusal(json)).toBeInstanceOf(SaveError)
      }),
      { numRuns: 300 },
    )
  })

  it('after changing any one character, either refuses the save or loads the very same match', () => {
    const text = validSave(recordWith(5))
    const original = decodeSave(text, registry)
    fc.assert(
      fc.property(fc.nat(text.length - 1), fc.string({ minLength: 1, maxLength: 1 }), (at, char) => {
        const damaged = text.slice(0, at) + char + text.slice(at + 1)
        let decoded
        try {
          decoded = decodeSave(damaged, registry)
        } catch (err) {
          expect(err).toBeInstanceOf(SaveError)
          return
        }
        expect(decoded.record).toEqual(original.record)
        expect(decoded.meta).toEqual(original.meta)
      }),
      { numRuns: 1000 },
    )
  })
})

describe('migrations', () => {
  // A made-up version 0: no meta, player names in `seats`, checksum over the match alone.
  const sha = (value: unknown): string => createHash('sha256').update(canonicalJson(value)).digest('hex')
  const migrateFrom0: Migration = (doc) => {
    if (sha(doc.game) !== doc.sum)
      throw new SaveError('TAMPERED', 'The old save was changed outside the app.')
    const names = doc.seats as string[]
    const meta = { seats: names.map((name) => ({ name, kind: 'human' })), finished: false }
    return {
      format: doc.format,
      app: doc.app,
      savedAt: doc.savedAt,
      match: doc.game,
      meta,
      checksum: checksumOf(doc.game, meta),
    }
  }
  const record = recordWith(3)
  const version0 = (game: unknown = record): string =>
    JSON.stringify({
      format: SAVE_FORMAT,
      version: 0,
      app,
      savedAt: now.toISOString(),
      game,
      seats: ['Ann', 'Bob'],
      sum: sha(record),
    })

  it('ships a table keyed by version (empty while only version 1 exists)', () => {
    expect(SAVE_VERSION).toBe(1)
    expect(migrations).toEqual({})
  })

  it('upgrades an old save through the table', () => {
    const decoded = decodeSave(version0(), registry, { migrations: { 0: migrateFrom0 } })
    expect(decoded.record).toEqual(record)
    expect(decoded.meta.seats.map((s) => s.name)).toEqual(['Ann', 'Bob'])
    expect(decoded.match.version).toBe(3)
  })

  it('refuses an old save with no migration as UNKNOWN_VERSION', () => {
    const err = refusal(version0())
    expect(err.kind).toBe('UNKNOWN_VERSION')
    expect(err.message).toMatch(/version 0.*too old/)
  })

  it('keeps a migration’s own refusal, and reports a migration that breaks as MALFORMED', () => {
    const tampered = version0({ ...record, seed: 'other' })
    expect(refusal(tampered, registry, { migrations: { 0: migrateFrom0 } }).kind).toBe('TAMPERED')
    const broken: Migration = () => {
      throw new Error('seats missing')
    }
    const err = refusal(version0(), registry, { migrations: { 0: broken } })
    expect(err.kind).toBe('MALFORMED')
    expect(err.message).toMatch(/version 0 and could not be upgraded: seats missing/)
  })

  it('checks the upgraded document like any other', () => {
    const sloppy: Migration = (doc) => ({ ...doc, match: doc.game })
    expect(refusal(version0(), registry, { migrations: { 0: sloppy } }).kind).toBe('MALFORMED')
  })
})
