/**
 * Hostile save files (issue 41, item 3): the longest the main thread's event loop is held up
 * while the saves list reads a folder holding 20 real saves, a 32 MB file of `[` and 5 MB of deep
 * nesting (cold: the first listing, which checks them on the save-check thread; warm: the next,
 * from the verdicts kept), and while Import checks the largest file it takes (MAX_IMPORT_CHARS):
 * deep nesting, refused, and a save padded to that size, kept. Then what a burst of 20 such
 * imports leaves behind in the process's memory once the thread has stopped.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { bots, games } from '../../engine/index'
import { runGame } from '../../engine/sim/runGame'
import { MAX_IMPORT_CHARS } from '../../electron/protocol'
import { IDLE_STOP_MS, saveCheckThread } from '../../electron/saves/saveCheckThread'
import { checksumOf, encodeSave } from '../../electron/saves/saveFormat'
import { SaveStore } from '../../electron/saves/saveStore'
import { watched as watchedLoop, type Watched } from './loopWatch'

const round = (x: number, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits
const mb = (bytes: number) => round(bytes / 1024 / 1024)

async function watched<T>(task: () => Promise<T>): Promise<Watched<T>> {
  const seen = await watchedLoop(task)
  return {
    result: seen.result,
    wallMs: round(seen.wallMs),
    longestBlockMs: round(seen.longestBlockMs),
    histogramMaxMs: round(seen.histogramMaxMs),
  }
}

/** `levels` deep of alternating objects and lists, padded to `chars` (still within the file limits). */
function deepNesting(chars: number): string {
  const unit = '{"a":['
  return unit.repeat(Math.floor(chars / unit.length))
}

function realSave(seed: string): { text: string; doc: Record<string, unknown> } {
  const players = [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cy' }, { name: 'Di' }]
  const bot = bots.selfish?.random
  if (!bot) throw new Error('no Selfish bot')
  const { match } = runGame({
    registry: games,
    game: 'selfish',
    players,
    seed,
    bots: players.map(() => bot),
    checkInvariants: false,
  })
  const record = match.record()
  const meta = {
    seats: players.map((p) => ({ name: p.name, kind: 'bot' as const, bot: 'random' })),
    finished: true,
  }
  const text = encodeSave(record, meta, { name: 'Zombie Table', version: 'bench' }, new Date())
  return { text, doc: JSON.parse(text) as Record<string, unknown> }
}

/** A real save whose label pads it to `chars` characters, with a valid checksum: Import keeps it. */
function paddedSave(chars: number): string {
  const { text, doc } = realSave('padded')
  const meta = { ...(doc.meta as Record<string, unknown>) }
  meta.label = 'x'.repeat(Math.max(0, chars - text.length - 64))
  const padded = JSON.stringify({ ...doc, meta, checksum: checksumOf(doc.match, meta) }, null, 2)
  if (padded.length > chars) throw new Error('the padded save is over the import limit')
  return padded
}

export async function hostileSavesBench() {
  const dir = mkdtempSync(join(tmpdir(), 'zt-bench-hostile-'))
  const checker = saveCheckThread()
  try {
    const app = { name: 'Zombie Table', version: 'bench' }
    const store = new SaveStore({ dir, registry: games, bots, app, checker })
    for (let i = 0; i < 20; i++) writeFileSync(join(dir, `Game ${i}.ztsave.json`), realSave(`list:${i}`).text)
    writeFileSync(join(dir, 'Brackets.ztsave.json'), '['.repeat(32 * 1024 * 1024))
    writeFileSync(join(dir, 'Deep.ztsave.json'), deepNesting(5 * 1024 * 1024))

    const cold = await watched(() => store.list())
    const warm = await watched(() => store.list())
    const refusedKinds = cold.result.filter((s) => s.error).map((s) => `${s.slot}: ${s.error?.kind}`)
    if (cold.result.length !== 22 || refusedKinds.length !== 2) throw new Error('bench list is wrong')

    const deep = deepNesting(MAX_IMPORT_CHARS)
    const padded = paddedSave(MAX_IMPORT_CHARS)
    const slotFor = (name: string) => async () => name
    const importDeep = await watched(async () => {
      try {
        await store.importText(deep, slotFor('Imported deep'))
        return 'kept'
      } catch (err) {
        return `refused: ${(err as Error).message}`
      }
    })
    const importPadded = await watched(() => store.importText(padded, slotFor('Imported padded')))

    const rssBefore = process.memoryUsage().rss
    let rssPeak = rssBefore
    const burst = await watched(async () => {
      for (let i = 0; i < 20; i++) {
        await store.importText(deep, slotFor(`Burst ${i}`)).catch(() => undefined)
        rssPeak = Math.max(rssPeak, process.memoryUsage().rss)
      }
    })
    await new Promise((resolve) => setTimeout(resolve, IDLE_STOP_MS + 1_000))
    globalThis.gc?.()
    const rssAfter = process.memoryUsage().rss

    return {
      list: {
        files: `20 saves, 32 MB of "[", ${mb(deepNesting(5 * 1024 * 1024).length)} MB of deep nesting`,
        coldLongestBlockMs: cold.longestBlockMs,
        coldHistogramMaxMs: cold.histogramMaxMs,
        coldWallMs: cold.wallMs,
        warmLongestBlockMs: warm.longestBlockMs,
        warmHistogramMaxMs: warm.histogramMaxMs,
        warmWallMs: warm.wallMs,
        refused: refusedKinds,
      },
      importDeep: {
        chars: deep.length,
        longestBlockMs: importDeep.longestBlockMs,
        histogramMaxMs: importDeep.histogramMaxMs,
        wallMs: importDeep.wallMs,
        result: importDeep.result,
      },
      importPadded: {
        chars: padded.length,
        longestBlockMs: importPadded.longestBlockMs,
        histogramMaxMs: importPadded.histogramMaxMs,
        wallMs: importPadded.wallMs,
      },
      burst: {
        imports: 20,
        longestBlockMs: burst.longestBlockMs,
        rssBeforeMb: mb(rssBefore),
        rssPeakMb: mb(rssPeak),
        rssAfterIdleMb: mb(rssAfter),
        threadStopped: !checker.running,
      },
    }
  } finally {
    await checker.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

export type HostileSavesResult = Awaited<ReturnType<typeof hostileSavesBench>>

/** The bench table's rows for these figures. */
export function hostileSavesRows(r: HostileSavesResult): [string, string, string][] {
  return [
    [
      `saves list with ${r.list.files}, cold: longest event-loop block / histogram max / wall (ms)`,
      `${r.list.coldLongestBlockMs} / ${r.list.coldHistogramMaxMs} / ${r.list.coldWallMs}`,
      '< 50',
    ],
    [
      '  … warm (verdicts kept): longest block / histogram max / wall (ms)',
      `${r.list.warmLongestBlockMs} / ${r.list.warmHistogramMaxMs} / ${r.list.warmWallMs}`,
      '< 50',
    ],
    [
      `import ${r.importDeep.chars.toLocaleString('en-US')} chars of deep nesting (refused): longest block / histogram max / wall (ms)`,
      `${r.importDeep.longestBlockMs} / ${r.importDeep.histogramMaxMs} / ${r.importDeep.wallMs}`,
      '< 50',
    ],
    [
      `import a ${r.importPadded.chars.toLocaleString('en-US')}-char save (kept): longest block / histogram max / wall (ms)`,
      `${r.importPadded.longestBlockMs} / ${r.importPadded.histogramMaxMs} / ${r.importPadded.wallMs}`,
      '< 50',
    ],
    [
      `${r.burst.imports} imports of deep nesting: longest block (ms); RSS before / peak / ${IDLE_STOP_MS / 1000 + 1} s after (MB)`,
      `${r.burst.longestBlockMs}; ${r.burst.rssBeforeMb} / ${r.burst.rssPeakMb} / ${r.burst.rssAfterIdleMb}${r.burst.threadStopped ? '' : ' (thread still running)'}`,
      '',
    ],
  ]
}
