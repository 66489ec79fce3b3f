/**
 * Import checks a file exactly as Load does (issue 41, item 2): a file Load refuses is refused by
 * Import with the same reason and nothing written, and a file Load opens, Import keeps. Files
 * here carry a fresh, valid checksum, so that only what they say is at stake.
 */
import { readdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checksumOf } from '../../../electron/saves/saveFormat'
import type { TableRuntime } from '../../../electron/service/tableRuntime'
import { makeRuntime, ok, recordingClient, refused, selfishMatch, type RecordingClient } from './helpers'

type Doc = {
  match: { players: { name: string }[]; log: unknown[]; options: Record<string, unknown> } & Record<
    string,
    unknown
  >
  meta: { seats: Record<string, unknown>[] } & Record<string, unknown>
  checksum: string
} & Record<string, unknown>

const savesDir = (runtime: TableRuntime): string => join(runtime.dataDir, 'saves')
const namedFiles = async (runtime: TableRuntime): Promise<string[]> =>
  (await readdir(savesDir(runtime))).filter((name) => name !== 'autosave' && name !== 'session.json').sort()

/** A saved Selfish match (Ann human, Bob random, Cy heuristic) as an exported file's document. */
async function exportedDoc(runtime: TableRuntime, client: RecordingClient): Promise<Doc> {
  const matchId = await selfishMatch(runtime, client)
  await ok(runtime.service, 'saves:save', { matchId, slot: 'Base' }, client)
  const { text } = await ok(runtime.service, 'saves:export', { slot: 'Base' }, client)
  await ok(runtime.service, 'match:close', { matchId }, client)
  return JSON.parse(text) as Doc
}

/** The document as a file, its checksum made valid again unless `keepChecksum`. */
function fileOf(doc: Doc, keepChecksum = false): string {
  const out = keepChecksum ? doc : { ...doc, checksum: checksumOf(doc.match, doc.meta) }
  return `${JSON.stringify(out, null, 2)}\n`
}

const copy = (doc: Doc): Doc => structuredClone(doc)

async function loads(runtime: TableRuntime, client: RecordingClient, text: string): Promise<boolean> {
  await writeFile(join(savesDir(runtime), 'Probe.ztsave.json'), text)
  const reply = await runtime.service.handle('saves:load', { slot: 'Probe' }, client)
  if (reply.ok) await ok(runtime.service, 'match:close', { matchId: reply.result.matchId }, client)
  await ok(runtime.service, 'saves:delete', { slot: 'Probe' }, client)
  return reply.ok
}

async function imports(runtime: TableRuntime, client: RecordingClient, text: string): Promise<boolean> {
  const reply = await runtime.service.handle('saves:import', { fileName: 'Probe.ztsave.json', text }, client)
  if (reply.ok) await ok(runtime.service, 'saves:delete', { slot: reply.result.slot }, client)
  return reply.ok
}

describe('Import checks a file as Load does', () => {
  it('refuses a bot level the game lacks, a 5,000-character name and seats that are not the players, writing nothing', async () => {
    const runtime = await makeRuntime()
    const ann = recordingClient()
    const base = await exportedDoc(runtime, ann)

    const skynet = copy(base)
    skynet.meta.seats[1] = { ...skynet.meta.seats[1], bot: 'skynet' }
    const longName = copy(base)
    const name = 'N'.repeat(5000)
    longName.meta.seats[0] = { ...longName.meta.seats[0], name }
    longName.match.players[0] = { name }
    const strangers = copy(base)
    strangers.meta.seats = [...strangers.meta.seats].reverse()
    const cases: [string, Doc, RegExp][] = [
      [
        'skynet',
        skynet,
        /^This save cannot be loaded: Seat 2 asks for a bot "skynet"; this game has: .*random/,
      ],
      ['long name', longName, /^This save cannot be loaded: Seat 1's name is longer than 40 characters\.$/],
      ['strangers', strangers, /^This save cannot be loaded: its seats do not match its players\.$/],
    ]

    const before = await namedFiles(runtime)
    for (const [what, doc, reason] of cases) {
      const text = fileOf(doc)
      const error = await refused(
        runtime.service,
        'saves:import',
        { fileName: `${what}.ztsave.json`, text },
        ann,
      )
      expect(error, what).toEqual({ code: 'SAVE_ERROR', message: expect.stringMatching(reason) })
      expect(await namedFiles(runtime), what).toEqual(before)
      // Load refuses the very same file.
      expect(await loads(runtime, ann, text), what).toBe(false)
    }
    expect(await namedFiles(runtime)).toEqual(before)
  })

  it('accepts exactly the damaged and tampered files that Load accepts', async () => {
    const runtime = await makeRuntime()
    const ann = recordingClient()
    const base = await exportedDoc(runtime, ann)
    const names = [
      'Ann',
      ' Ann',
      'Ann ',
      'Bob',
      'x'.repeat(40),
      'y'.repeat(41),
      '',
      '  ',
      'Zoë',
      'z'.repeat(5000),
    ]
    const levels = ['random', 'heuristic', 'skynet', '', 'RANDOM', 'hard', 'expert', '__proto__', 'toString']

    type Edit = (doc: Doc) => void
    const seatAt = fc.nat(3)
    const edit: fc.Arbitrary<Edit> = fc.oneof(
      fc.tuple(seatAt, fc.constantFrom(...levels)).map(([i, bot]): Edit => (doc) => {
        if (doc.meta.seats[i]) doc.meta.seats[i] = { ...doc.meta.seats[i], kind: 'bot', bot }
      }),
      fc.tuple(seatAt, fc.constantFrom('human', 'bot', 'alien', 3)).map(([i, kind]): Edit => (doc) => {
        if (doc.meta.seats[i]) doc.meta.seats[i] = { ...doc.meta.seats[i], kind }
      }),
      fc
        .tuple(seatAt, fc.constantFrom(...names), fc.boolean())
        .map(([i, name, alsoPlayer]): Edit => (doc) => {
          if (doc.meta.seats[i]) doc.meta.seats[i] = { ...doc.meta.seats[i], name }
          if (alsoPlayer && doc.match.players[i]) doc.match.players[i] = { name }
        }),
      fc.tuple(seatAt, fc.constantFrom(...names)).map(([i, name]): Edit => (doc) => {
        if (doc.match.players[i]) doc.match.players[i] = { name }
      }),
      fc.constant<Edit>((doc) => void doc.meta.seats.pop()),
      fc.constant<Edit>((doc) => void doc.match.players.pop()),
      fc.constant<Edit>((doc) => void doc.meta.seats.reverse()),
      fc.nat(40).map(
        (n): Edit =>
          (doc) =>
            void (doc.match.log = doc.match.log.slice(0, n)),
      ),
      fc.constant<Edit>((doc) => void doc.match.log.push({ seat: 0, action: { type: 'teleport' } })),
      fc.constantFrom<unknown>('Friday', 7, null).map(
        (label): Edit =>
          (doc) =>
            void (doc.meta.label = label),
      ),
      fc.boolean().map(
        (finished): Edit =>
          (doc) =>
            void (doc.meta.finished = finished),
      ),
      fc.constantFrom<unknown>({}, { bogus: 1 }, []).map((options): Edit => (doc) => {
        doc.match.options = options as Record<string, unknown>
      }),
      fc.constantFrom<unknown>('selfish', 'chess', '').map(
        (game): Edit =>
          (doc) =>
            void (doc.match.game = game),
      ),
      fc.constantFrom<unknown>(7, 'seed', -1.5, null).map(
        (seed): Edit =>
          (doc) =>
            void (doc.match.seed = seed),
      ),
    )

    const verdicts: boolean[] = []
    await fc.assert(
      fc.asyncProperty(fc.array(edit, { minLength: 1, maxLength: 3 }), fc.boolean(), async (edits, stale) => {
        const doc = copy(base)
        for (const apply of edits) apply(doc)
        // Mostly a fresh checksum (the hard case); sometimes the old one (tampered).
        const text = fileOf(doc, stale && verdicts.length % 5 === 0)
        const loaded = await loads(runtime, ann, text)
        expect(await imports(runtime, ann, text)).toBe(loaded)
        verdicts.push(loaded)
      }),
      { numRuns: 120, seed: 41 },
    )
    // Both kinds of file were tried.
    expect(verdicts).toContain(true)
    expect(verdicts).toContain(false)
    expect(await namedFiles(runtime)).toEqual(['Base.ztsave.json'])
  })
})
