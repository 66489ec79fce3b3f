/**
 * `npm run bench`: the performance figures of issue targets, printed as one JSON object and a table.
 * Timings are measured here, never asserted in tests (shared machines are noisy).
 *
 *   engine throughput   4-player random-bot Selfish games a second on one core (invariants off)
 *   search              tree-search playouts and Hard's rollouts in 300 ms per game, Expert's time to
 *                       answer, the host's intent latency while an Expert bot thinks, and the
 *                       stream's win-chance estimate after a move (tests/bench/searchBench.ts)
 *   apply + view        per-action latency of Match.submit plus the acting seat's view (p50/p99/max),
 *                       and of submit plus every viewer's view (what the host publishes)
 *   saves               encode + atomic write, and load (read + validate + checksum + replay);
 *                       listing 200 MonopoZombie saves (wall time and the longest the event loop
 *                       was held up, cold and warm); loading a 2,000-action MonopoZombie save
 *   hostile saves       the longest event-loop block while the saves list reads a folder with a
 *                       32 MB `[` file and deep nesting in it, and while Import checks the largest
 *                       file it takes; memory after a burst of imports (tests/bench/
 *                       hostileSavesBench.ts; alone with --hostile-saves)
 *   render              draw calls, idle frames and click-to-view time in headless Chromium
 *                       (skipped with --no-render, or when Chromium is missing)
 *   stream              the stream page at each table quality: idle frames, draw calls, frame
 *                       times during a director move and a call-out (skipped likewise)
 *   frame script        JavaScript time inside each animation frame while bots play, per game
 *                       (tests/bench/frameScriptBench.ts; skipped likewise)
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBot } from '../../engine/bots/random'
import type { Bot } from '../../engine/bots/types'
import { dawdler } from '../fixtures/dawdler'
import { Match } from '../../engine/core/match'
import { pick, seedRng } from '../../engine/core/rng'
import type { Seat } from '../../engine/core/types'
import { bots as registryBots, games } from '../../engine/index'
import { runGame } from '../../engine/sim/runGame'
import { SaveStore } from '../../electron/saves/saveStore'
import { renderBench } from './renderBench'
import { streamBench } from './streamBench'
import { frameScriptBench } from './frameScriptBench'
import { savesBench } from './savesBench'
import { hostileSavesBench, hostileSavesRows } from './hostileSavesBench'
import { searchBench } from './searchBench'
import { CHANCE_BUDGET } from '../../electron/host/winChances'
import { tuneHeapForTheEngine } from '../../electron/host/engineHeap'

tuneHeapForTheEngine()

const players = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Bot ${i + 1}` }))
const now = () => process.hrtime.bigint()
const ms = (ns: bigint) => Number(ns) / 1e6

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number
}

function round(x: number, digits = 3): number {
  const f = 10 ** digits
  return Math.round(x * f) / f
}

/** Games a second for `seconds` of wall time, bots all random, invariant checks off. */
function throughput(playerCount: number, seconds: number, game = 'selfish') {
  // Each game's own random bot (MonopoZombie's picks a kind of move first, then a move).
  const bot = registryBots[game]?.random ?? randomBot
  const bots = Array.from({ length: playerCount }, () => bot)
  let gamesPlayed = 0
  let actions = 0
  const start = now()
  const budget = BigInt(Math.round(seconds * 1e9))
  while (now() - start < budget) {
    const r = runGame({
      registry: games,
      game,
      players: players(playerCount),
      seed: `bench:${gamesPlayed}`,
      bots,
      checkInvariants: false,
    })
    if (!r.outcome) throw new Error(`bench game ${gamesPlayed} did not finish: ${r.error ?? ''}`)
    gamesPlayed++
    actions += r.actions
  }
  const elapsed = ms(now() - start) / 1000
  return {
    game,
    players: playerCount,
    games: gamesPlayed,
    seconds: round(elapsed, 2),
    gamesPerSecond: round(gamesPlayed / elapsed, 0),
    actionsPerSecond: round(actions / elapsed, 0),
    meanActions: round(actions / gamesPlayed, 1),
  }
}

/** Latency of one action through the door plus the views the host then builds. */
function latency(playerCount: number, gameCount: number) {
  const single: number[] = []
  const all: number[] = []
  for (let g = 0; g < gameCount; g++) {
    const match = Match.create(games, { game: 'selfish', players: players(playerCount), seed: `lat:${g}` })
    const rng = seedRng(`lat-bots:${g}`)
    while (match.outcome() === null) {
      const seat = match.toAct()[0] as Seat
      const action = pick(rng, match.legalActions(seat))
      const t0 = now()
      match.submit(seat, action)
      match.view(seat)
      const t1 = now()
      for (let s = 0; s < playerCount; s++) match.view(s)
      match.view('spectator')
      const t2 = now()
      single.push(ms(t1 - t0))
      all.push(ms(t2 - t0))
    }
  }
  single.sort((a, b) => a - b)
  all.sort((a, b) => a - b)
  const summary = (xs: number[]) => ({
    samples: xs.length,
    p50Ms: round(percentile(xs, 50), 4),
    p99Ms: round(percentile(xs, 99), 4),
    maxMs: round(xs[xs.length - 1] ?? NaN, 3),
  })
  return { players: playerCount, applyPlusView: summary(single), applyPlusAllViews: summary(all) }
}

async function saves() {
  let longest: Match | null = null
  for (let g = 0; g < 300; g++) {
    const r = runGame({
      registry: games,
      game: 'selfish',
      players: players(5),
      seed: `long:${g}`,
      bots: Array.from({ length: 5 }, () => dawdler as Bot),
      checkInvariants: false,
    })
    if (!longest || r.actions > longest.log.length) longest = r.match
  }
  if (!longest) throw new Error('no game played')
  const dir = mkdtempSync(join(tmpdir(), 'zt-bench-'))
  try {
    const store = new SaveStore({ dir, registry: games, app: { name: 'Zombie Table', version: 'bench' } })
    const record = longest.record()
    const meta = {
      seats: record.players.map((p) => ({ name: p.name, kind: 'bot' as const, bot: 'random' })),
      finished: true,
    }
    const saveTimes: number[] = []
    const loadTimes: number[] = []
    for (let i = 0; i < 30; i++) {
      const t0 = now()
      await store.save('bench', record, meta)
      const t1 = now()
      const loaded = await store.load('bench')
      const t2 = now()
      if (loaded.record.log.length !== record.log.length) throw new Error('bench save did not round-trip')
      saveTimes.push(ms(t1 - t0))
      loadTimes.push(ms(t2 - t1))
    }
    saveTimes.sort((a, b) => a - b)
    loadTimes.sort((a, b) => a - b)
    const actions = record.log.length
    const loadMedian = percentile(loadTimes, 50)
    return {
      actions,
      saveMedianMs: round(percentile(saveTimes, 50)),
      loadMedianMs: round(loadMedian),
      loadMaxMs: round(loadTimes[loadTimes.length - 1] ?? NaN),
      // Selfish games end long before 2,000 actions; scale the measured per-action load cost.
      loadPer2000ActionsMsExtrapolated: round((loadMedian / actions) * 2000, 2),
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** `--hostile-saves`: only the hostile save files' figures (hostileSavesBench.ts). */
async function hostileOnly(): Promise<void> {
  const hostileSaves = await hostileSavesBench()
  console.log(JSON.stringify({ node: process.version, hostileSaves }))
  printRows(hostileSavesRows(hostileSaves))
}

function printRows(rows: readonly [string, string, string][]): void {
  const width = Math.max(...rows.map((r) => r[0].length))
  for (const [name, value, target] of rows) {
    console.log(`${name.padEnd(width)}  ${value.padStart(10)}  ${target}`)
  }
}

async function main(): Promise<void> {
  if (process.argv.includes('--hostile-saves')) return hostileOnly()
  const quick = process.argv.includes('--quick')
  const result = {
    node: process.version,
    throughput: [
      throughput(4, quick ? 1 : 5),
      throughput(2, quick ? 0.5 : 2),
      throughput(5, quick ? 0.5 : 2),
      throughput(4, quick ? 1 : 5, 'zombielife'),
      throughput(4, quick ? 1 : 5, 'monopozombie'),
      throughput(8, quick ? 0.5 : 2, 'monopozombie'),
    ],
    latency: latency(4, quick ? 50 : 300),
    search: await searchBench(quick),
    saves: await saves(),
    savesList: await savesBench(),
    hostileSaves: await hostileSavesBench(),
    render: process.argv.includes('--no-render') ? { skipped: '--no-render' } : await renderBench(),
    stream: process.argv.includes('--no-render') ? { skipped: '--no-render' } : await streamBench(),
    frameScript: process.argv.includes('--no-render') ? { skipped: '--no-render' } : await frameScriptBench(),
  }
  console.log(JSON.stringify(result))
  const rows: [string, string, string][] = [
    ...result.throughput.map(
      (t) =>
        [
          `${t.game} ${t.players}p random-bot games/s`,
          String(t.gamesPerSecond),
          t.players !== 4
            ? ''
            : ({ selfish: '≥ 1000', zombielife: '≥ 2000', monopozombie: '≥ 200' }[t.game] ?? ''),
        ] as [string, string, string],
    ),
    ['apply + view p99 (ms)', String(result.latency.applyPlusView.p99Ms), '< 1'],
    ['apply + all views p99 (ms)', String(result.latency.applyPlusAllViews.p99Ms), ''],
    ...result.search.playouts.map(
      (p) =>
        [
          `${p.game} 4p mid-game: tree-search playouts (30 quick moves) in 300 ms, median (lowest)`,
          `${p.medianPer300Ms} (${p.lowestPer300Ms})`,
          ({ selfish: '≥ 2000', monopozombie: '≥ 500' } as Record<string, string>)[p.game] ?? '',
        ] as [string, string, string],
    ),
    ...result.search.rollouts.map(
      (r) =>
        [
          `${r.game} 4p mid-game: Hard's Medium rollouts / drawn states in 300 ms, median (lowest)`,
          `${r.medianRollouts} (${r.lowestRollouts}) / ${r.medianStates} (${r.lowestStates})`,
          '',
        ] as [string, string, string],
    ),
    ...result.search.expert.map(
      (e) =>
        [
          `${e.game} 4p mid-game: Expert's time to answer, mean / median (ms)`,
          `${e.meanMs} / ${e.medianMs}`,
          '',
        ] as [string, string, string],
    ),
    ...result.search.chances.map(
      (c) =>
        [
          `${c.game} 4p mid-game: the stream's win-chance estimate, median / longest (ms)`,
          `${c.medianMs} / ${c.longestMs}`,
          `≤ ${CHANCE_BUDGET.timeMs}`,
        ] as [string, string, string],
    ),
    ...result.search.intents.map(
      (i) =>
        [
          `intent p99 / longest thread block while Expert thinks, ${i.where} (ms)`,
          `${Number.isNaN(i.p99Ms) ? '—' : i.p99Ms} / ${i.longestBlockMs}`,
          i.where === 'worker thread' ? '< 5' : '',
        ] as [string, string, string],
    ),
    [`save median (ms, ${result.saves.actions} actions)`, String(result.saves.saveMedianMs), ''],
    [`load median (ms, ${result.saves.actions} actions)`, String(result.saves.loadMedianMs), ''],
    [
      'load per 2,000 actions (ms, extrapolated)',
      String(result.saves.loadPer2000ActionsMsExtrapolated),
      '< 50',
    ],
    [
      `list ${result.savesList.saves} MonopoZombie saves, cold: longest event-loop block (ms)`,
      String(result.savesList.listColdLongestBlockMs),
      '< 50',
    ],
    ['  … cold: wall time (ms)', String(result.savesList.listColdMs), ''],
    [
      '  … warm: longest block / wall (ms)',
      `${result.savesList.listWarmLongestBlockMs} / ${result.savesList.listWarmMs}`,
      '< 50',
    ],
    [
      `load a ${result.savesList.longLoadActions}-action MonopoZombie save: median / max (ms)`,
      `${result.savesList.longLoadMedianMs} / ${result.savesList.longLoadMaxMs}`,
      '< 50',
    ],
    [`  … open its replay (ms)`, String(result.savesList.replayOpenMs), ''],
    [
      '  … seek anywhere in it: median / p99 / max (ms, 300 seeks)',
      `${result.savesList.replaySeekMedianMs} / ${result.savesList.replaySeekP99Ms} / ${result.savesList.replaySeekMaxMs}`,
      '< 50',
    ],
  ]
  rows.push(...hostileSavesRows(result.hostileSaves))
  const render = result.render
  if ('skipped' in render) {
    rows.push(['render figures', 'skipped', render.skipped])
  } else {
    rows.push(
      ['selfish 5-player mid-game draw calls', String(render.fivePlayerMidGame.drawCalls), '≤ 60'],
      ['selfish frames drawn in 3 s idle', String(render.fivePlayerMidGame.idleFramesIn3s), '0'],
      [
        'zombielife 5-player mid-game draw calls',
        String(render.zombielifeFivePlayerMidGame.drawCalls),
        '≤ 80',
      ],
      ['zombielife frames drawn in 3 s idle', String(render.zombielifeFivePlayerMidGame.idleFramesIn3s), '0'],
      [
        'monopozombie 8p, 32 houses, 12 hotels: draw calls',
        String(render.monopozombieFullBoard.drawCalls),
        '≤ 100',
      ],
      ['monopozombie frames drawn in 3 s idle', String(render.monopozombieFullBoard.idleFramesIn3s), '0'],
      [
        `click to view median (ms, ${render.clickToView.samples} clicks)`,
        String(render.clickToView.medianMs),
        '< 50',
      ],
      ['click to view max (ms)', String(render.clickToView.maxMs), ''],
      [
        `save thumbnail, page held up: median / max (ms, ${render.thumbnail.samples} pictures, ${render.thumbnail.kilobytes} KB)`,
        `${render.thumbnail.blockedMedianMs} / ${render.thumbnail.blockedMaxMs}`,
        '< 30',
      ],
      [
        'save thumbnail, until the picture is ready: median / max (ms)',
        `${render.thumbnail.medianMs} / ${render.thumbnail.maxMs}`,
        '',
      ],
    )
  }
  const stream = result.stream
  if ('skipped' in stream) {
    rows.push(['stream page figures', 'skipped', String(stream.skipped)])
  } else {
    for (const [quality, f] of Object.entries(stream)) {
      rows.push(
        [
          `stream page (${quality}): frames drawn in 3 s idle, director at rest`,
          String(f.idleFramesIn3s),
          '0',
        ],
        [`stream page (${quality}): draw calls`, String(f.drawCalls), quality === 'high' ? '≤ 60' : ''],
        [
          `stream page (${quality}): director move frame ms, median / worst (${f.directorMove.frames})`,
          `${f.directorMove.medianMs} / ${f.directorMove.worstMs}`,
          quality === 'low' ? '≤ high / 2' : '',
        ],
        [
          `stream page (${quality}): call-out frame ms, median / worst (${f.callOut.frames})`,
          `${f.callOut.medianMs} / ${f.callOut.worstMs}`,
          '',
        ],
      )
    }
  }
  const frameScript = result.frameScript
  if ('skipped' in frameScript) {
    rows.push(['frame script figures', 'skipped', String(frameScript.skipped)])
  } else {
    for (const [game, f] of Object.entries(frameScript)) {
      rows.push([
        `${game}: JS in each animation frame while bots play, p50 / p95 / worst (${f.frames} frames, ms)`,
        `${f.p50Ms} / ${f.p95Ms} / ${f.worstMs}`,
        'p95 < 4, worst < 8',
      ])
    }
  }
  printRows(rows)
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
