/**
 * The saves figures of `npm run bench`: listing 200 MonopoZombie saves (wall time, and the longest
 * the event loop was held up, cold and warm), and loading one 2,000-action MonopoZombie save.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { bots, games } from '../../engine/index'
import type { Bot } from '../../engine/bots/types'
import type { MatchRecord } from '../../engine/core/match'
import { runGame } from '../../engine/sim/runGame'
import { SaveStore } from '../../electron/saves/saveStore'
import { Replays } from '../../electron/service/replays'
import type { ClientContext } from '../../electron/service/clientContext'
import { watched } from './loopWatch'

const players = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Bot ${i + 1}` }))
const metaFor = (record: MatchRecord, finished: boolean) => ({
  seats: record.players.map((p) => ({ name: p.name, kind: 'bot' as const, bot: 'random' })),
  finished,
})
const round = (x: number, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits

/**
 * MonopoZombie's random bot, except that in an auction it always raises by the least it may, up to
 * $150: bidding wars make the long logs a load benchmark needs (every other bot's games end within
 * about 1,600 actions, even with 8 players).
 */
function biddingWarBot(): Bot {
  const base = bots.monopozombie?.random
  if (!base) throw new Error('no MonopoZombie bot')
  return {
    id: 'biddingWar',
    label: 'Bidding war',
    choose(context) {
      const bids = (context.legal as readonly { readonly type: string; readonly amount?: number }[])
        .filter((a) => a.type === 'bid')
        .sort((x, y) => (x.amount ?? 0) - (y.amount ?? 0))
      const lowest = bids[0]
      return lowest !== undefined && (lowest.amount ?? 0) < 150 ? lowest : base.choose(context)
    },
  }
}

function monopoGame(seed: string, playerCount: number, maxActions?: number, drawnOut = false) {
  const bot = drawnOut ? biddingWarBot() : bots.monopozombie?.random
  if (!bot) throw new Error('no MonopoZombie bot')
  return runGame({
    registry: games,
    game: 'monopozombie',
    players: players(playerCount),
    seed,
    bots: Array.from({ length: playerCount }, () => bot),
    checkInvariants: false,
    ...(maxActions === undefined ? {} : { maxActions }),
  })
}

export async function savesBench(): Promise<{
  readonly saves: number
  readonly listColdMs: number
  readonly listColdLongestBlockMs: number
  readonly listWarmMs: number
  readonly listWarmLongestBlockMs: number
  readonly longLoadActions: number
  readonly longLoadMedianMs: number
  readonly longLoadMaxMs: number
  readonly replayOpenMs: number
  readonly replaySeekMedianMs: number
  readonly replaySeekP99Ms: number
  readonly replaySeekMaxMs: number
}> {
  const dir = mkdtempSync(join(tmpdir(), 'zt-bench-saves-'))
  try {
    const app = { name: 'Zombie Table', version: 'bench' }
    const writer = new SaveStore({ dir, registry: games, app })
    const distinct = 20
    const records: MatchRecord[] = []
    for (let g = 0; g < distinct; g++) records.push(monopoGame(`list:${g}`, 4 + (g % 5)).match.record())
    for (let i = 0; i < 200; i++) {
      const record = records[i % distinct] as MatchRecord
      await writer.save(`Game ${i}`, record, metaFor(record, true))
    }
    // A fresh store (an app just started) lists cold; the same store lists again warm.
    const store = new SaveStore({ dir, registry: games, app })
    const cold = await watched(() => store.list())
    const warm = await watched(() => store.list())
    if (cold.result.length !== 200 || cold.result.some((s) => s.error)) throw new Error('bench list is wrong')

    let long = monopoGame('long:0', 8, 2000, true)
    for (let g = 1; long.match.log.length < 2000 && g < 50; g++) long = monopoGame(`long:${g}`, 8, 2000, true)
    if (long.match.log.length < 2000) throw new Error('no 2,000-action MonopoZombie game')
    const record = long.match.record()
    await writer.save('Long game', record, metaFor(record, long.outcome !== null))
    const loads: number[] = []
    for (let i = 0; i < 20; i++) {
      const t0 = performance.now()
      const loaded = await store.load('Long game')
      loads.push(performance.now() - t0)
      if (loaded.match.version !== record.log.length) throw new Error('bench long save did not round-trip')
    }
    loads.sort((a, b) => a - b)
    const seek = replaySeeks(record)
    return {
      saves: 200,
      listColdMs: round(cold.wallMs),
      listColdLongestBlockMs: round(cold.longestBlockMs),
      listWarmMs: round(warm.wallMs),
      listWarmLongestBlockMs: round(warm.longestBlockMs),
      longLoadActions: record.log.length,
      longLoadMedianMs: round(loads[Math.floor(loads.length / 2)] ?? NaN),
      longLoadMaxMs: round(loads[loads.length - 1] ?? NaN),
      ...seek,
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * A replay of the long game as the replay viewer uses it: opened once, then 300 seeks to random
 * places, each the full replay:show answer (the view and the log up to there, as a snapshot).
 */
function replaySeeks(record: MatchRecord) {
  const client: ClientContext = { role: 'player', transport: 'ipc', push: () => undefined }
  const replays = new Replays(games)
  const t0 = performance.now()
  const info = replays.open({ record, meta: metaFor(record, true) }, client)
  const openMs = performance.now() - t0
  let x = 12345
  const times: number[] = []
  for (let i = 0; i < 300; i++) {
    x = (x * 1103515245 + 12345) % 2147483648
    const at = x % (info.length + 1)
    const start = performance.now()
    replays.show({ replayId: info.replayId, at, viewer: 'spectator' }, client)
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  return {
    replayOpenMs: round(openMs),
    replaySeekMedianMs: round(times[Math.floor(times.length / 2)] ?? NaN),
    replaySeekP99Ms: round(times[Math.floor(times.length * 0.99)] ?? NaN),
    replaySeekMaxMs: round(times[times.length - 1] ?? NaN),
  }
}
