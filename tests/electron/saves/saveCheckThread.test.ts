/**
 * The save-check thread (issue 41, item 3): it gives the very verdicts the check gives in place,
 * for good and hostile files alike, as TypeScript (the served table, through tsx) and as built
 * (out/main/saveCheckWorker.js, which `npm test` builds first), and it stops when idle so that
 * the memory a burst of large files took goes back.
 */
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { bots, games } from '../../../engine'
import { Match } from '../../../engine/core/match'
import { inlineSaveChecker, type SaveChecker } from '../../../electron/saves/saveChecker'
import { saveCheckThread, type SaveCheckThread } from '../../../electron/saves/saveCheckThread'
import { SaveError } from '../../../electron/saves/saveError'
import { checksumOf, encodeSave } from '../../../electron/saves/saveFormat'

const BUILT = new URL('../../../out/main/saveCheckWorker.js', import.meta.url)
const APP = { name: 'Zombie Table', version: 'test' }
const NOW = new Date('2026-01-02T03:04:05.000Z')

function selfishSave(): { text: string; doc: Record<string, unknown> } {
  const match = Match.create(games, {
    game: 'selfish',
    players: [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cy' }],
    seed: 3,
  })
  const record = match.record()
  const meta = {
    seats: [
      { name: 'Ann', kind: 'human' as const },
      { name: 'Bob', kind: 'bot' as const, bot: 'random' },
      { name: 'Cy', kind: 'bot' as const, bot: 'heuristic' },
    ],
    finished: false,
  }
  const text = encodeSave(record, meta, APP, NOW)
  return { text, doc: JSON.parse(text) as Record<string, unknown> }
}

function files(): Record<string, string> {
  const { text, doc } = selfishSave()
  const meta = doc.meta as { seats: Record<string, unknown>[] }
  const skynetMeta = { ...meta, seats: meta.seats.map((s, i) => (i === 1 ? { ...s, bot: 'skynet' } : s)) }
  const skynet = { ...doc, meta: skynetMeta, checksum: checksumOf(doc.match, skynetMeta) }
  return {
    valid: text,
    skynet: JSON.stringify(skynet),
    truncated: text.slice(0, text.length / 2),
    brackets: '['.repeat(4 * 1024 * 1024),
    deepObjects: '{"a":'.repeat(40) + '1' + '}'.repeat(40),
    notJson: 'hello',
    empty: '',
  }
}

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text)

async function outcome<T>(task: Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> {
  try {
    return { ok: true, value: await task }
  } catch (err) {
    return { ok: false, error: err instanceof SaveError ? { kind: err.kind, message: err.message } : err }
  }
}

describe('the save-check thread', () => {
  const inline: SaveChecker = inlineSaveChecker({ registry: games, bots })
  let thread: SaveCheckThread | null = null
  afterEach(async () => {
    await thread?.close()
    thread = null
  })

  it.each([
    ['through tsx', undefined],
    ['as built', BUILT],
  ])('gives the verdicts the check gives in place (%s)', async (_how, module) => {
    if (module !== undefined)
      expect(existsSync(fileURLToPath(module)), 'run `npm run build` first').toBe(true)
    const checker = saveCheckThread(module === undefined ? {} : { module })
    thread = checker
    for (const [what, text] of Object.entries(files())) {
      expect(await checker.summarise(bytes(text)), what).toEqual(await inline.summarise(bytes(text)))
      expect(await outcome(checker.load(bytes(text))), what).toEqual(await outcome(inline.load(bytes(text))))
      expect(await outcome(checker.prepareImport(text, APP, NOW)), what).toEqual(
        await outcome(inline.prepareImport(text, APP, NOW)),
      )
    }
    const refused = await outcome(checker.prepareImport(files().skynet!, APP, NOW))
    expect(refused).toEqual({
      ok: false,
      error: { kind: 'MALFORMED', message: expect.stringMatching(/Seat 2 asks for a bot "skynet"/) },
    })
  })

  it('checks bytes that are a view of a larger buffer without taking the rest of it', async () => {
    thread = saveCheckThread()
    const { text } = selfishSave()
    const whole = bytes(`xxxx${text}yyyy`)
    const view = whole.subarray(4, whole.length - 4)
    const verdict = await thread.summarise(view)
    expect(verdict.ok).toBe(true)
    expect(whole.byteLength).toBeGreaterThan(0)
    expect(new TextDecoder().decode(whole.subarray(0, 4))).toBe('xxxx')
  })

  it('stops once idle, and starts again for the next file', async () => {
    thread = saveCheckThread({ idleStopMs: 1 })
    const { text } = selfishSave()
    expect(thread.running).toBe(false)
    for (let i = 0; i < 5; i++) await thread.prepareImport(text, APP, NOW)
    await vi.waitFor(() => expect(thread?.running).toBe(false), { timeout: 10_000 })
    expect((await thread.summarise(bytes(text))).ok).toBe(true)
  })
})
