/**
 * Search figures for `npm run bench`:
 *   playouts      iterations (one playout each) of Hard's search in its 300 ms, 4 players, at
 *                 moments in the middle of seeded games, after a warm-up; median and lowest
 *   intents       how long the host takes to answer a person's intents while an Expert bot
 *                 thinks, on the worker thread (as the app runs it) and in place (p50/p99/max)
 */
import { performance } from 'node:perf_hooks'
import { botContext } from '../../engine/bots/context'
import { HARD } from '../../engine/bots/levels'
import { searchMove } from '../../engine/bots/search/ismcts'
import { Match } from '../../engine/core/match'
import { seedRng } from '../../engine/core/rng'
import { games, bots } from '../../engine/index'
import { MatchHost } from '../../electron/host'
import { inlineThinker } from '../../electron/host/thinking/inlineThinker'
import type { Thinker } from '../../electron/host/thinking/thinker'
import { workerThinker } from '../../electron/host/thinking/workerThinker'
import { momentsOf } from '../engine/bots/searchMoments'

const round = (x: number, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits
const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN

function hardPlayouts(game: string, quick: boolean) {
  // Mid-game: random 4-player games last about 78 actions in Selfish, 75 in Zombielife, 370 in MonopoZombie.
  const [gap, from] = game === 'monopozombie' ? [20, 120] : [4, 25]
  const moments = momentsOf(game, `bench:search:${game}`, quick ? 4 : 8, gap, from)
  const counts: number[] = []
  const clock = () => performance.now()
  // The first searches warm the engine up, as a worker's have by mid-game.
  for (const warm of [true, false]) {
    for (const m of moments) {
      const result = searchMove(m.game, botContext(m.game, m.state, m.seat, seedRng(m.at), { clock }), {
        ...HARD,
        iterations: Number.MAX_SAFE_INTEGER,
      })
      if (!warm) counts.push(result.iterations)
    }
  }
  counts.sort((a, b) => a - b)
  const median = percentile(counts, 50)
  return {
    game,
    players: 4,
    moments: counts.length,
    atActions: moments.map((m) => m.at),
    medianPer300Ms: median,
    lowestPer300Ms: counts[0] ?? NaN,
    playoutsPerSecond: Math.round((median / (HARD.timeMs ?? 300)) * 1000),
  }
}

/** Counts the jobs under way, so that only intents sent while the bot thinks are timed. */
function watched(thinker: Thinker): { thinker: Thinker; busy: () => boolean } {
  let jobs = 0
  return {
    busy: () => jobs > 0,
    thinker: {
      think(job) {
        jobs++
        const thinking = thinker.think(job)
        thinking.answer.finally(() => jobs--).catch(() => undefined)
        return thinking
      },
      close: () => thinker.close(),
    },
  }
}

/** A person sends intents every few milliseconds while the Expert bot at seat 0 thinks. */
async function intentsWhileThinking(inner: Thinker, label: string) {
  // A first job starts the thread and loads the engine there, as the first bot move of a session does.
  const setup = Match.create(games, {
    game: 'selfish',
    players: [{ name: 'A' }, { name: 'B' }],
    seed: 'warm',
  })
  await inner.think({ game: 'selfish', level: 'easy', state: setup.state, seat: 0, rng: seedRng(1) }).answer
  const { thinker, busy } = watched(inner)
  const host = new MatchHost({
    registry: games,
    bots,
    botDelayMs: 0,
    thinker,
    seedSource: () => 'bench:think',
  })
  const id = host.createMatch({
    game: 'selfish',
    seats: [
      { name: 'Expert', kind: 'bot', bot: 'expert' },
      { name: 'Ann', kind: 'human' },
      { name: 'Bob', kind: 'human' },
      { name: 'Cid', kind: 'human' },
    ],
    options: { firstSeat: 0 },
  })
  const times: number[] = []
  // The longest the host's thread went without a turn of its event loop.
  let longestBlock = 0
  let lastTick = performance.now()
  const ticker = setInterval(() => {
    const at = performance.now()
    longestBlock = Math.max(longestBlock, at - lastTick)
    lastTick = at
  }, 1)
  const started = performance.now()
  // The Expert thinks about 1.5 s a move; a person's intent is refused (not their turn) either way.
  while (performance.now() - started < 1_200) {
    const thinking = busy()
    const t0 = performance.now()
    await host.intent(id, 1, { type: 'endTurn' }, host.record(id).log.length)
    if (thinking && busy()) times.push(performance.now() - t0)
    await new Promise((resolve) => setTimeout(resolve, 4))
  }
  clearInterval(ticker)
  await host.close(id)
  await thinker.close()
  times.sort((a, b) => a - b)
  return {
    where: label,
    // In place, no intent is even sent while the bot thinks: the thread is held the whole time.
    intents: times.length,
    p50Ms: round(percentile(times, 50), 3),
    p99Ms: round(percentile(times, 99), 3),
    maxMs: round(times[times.length - 1] ?? NaN, 1),
    longestBlockMs: round(longestBlock, 1),
  }
}

export async function searchBench(quick: boolean) {
  return {
    playouts: ['selfish', 'zombielife', 'monopozombie'].map((game) => hardPlayouts(game, quick)),
    intents: [
      await intentsWhileThinking(
        workerThinker(new URL('../../electron/host/thinking/searchWorker.ts', import.meta.url)),
        'worker thread',
      ),
      await intentsWhileThinking(
        inlineThinker(games, bots, () => performance.now()),
        'in place',
      ),
    ],
  }
}
