/**
 * Search figures for `npm run bench`, 4 players, at moments in the middle of seeded games, after a
 * warm-up; median and lowest:
 *   playouts      engine speed: playouts of the tree search (30 of the game's quick moves each) in
 *                 300 ms
 *   rollouts      Hard itself, as the app runs it in each game: moves played out (to the end, or
 *                 the game's cut: 400 moves, 100 in MonopoZombie) by the game's search policy in
 *                 its 300 ms, and the states drawn for them
 *   expert        how long Expert (the tree search) takes to answer (up to 1.5 s: it answers early
 *                 once racing has left one move), mean and median
 *   intents       how long the host takes to answer a person's intents while an Expert bot
 *                 thinks, on the worker thread (as the app runs it) and in place (p50/p99/max)
 *   chances       the stream's win-chance estimate after a move (CHANCE_BUDGET: 32 worlds, 400 ms
 *                 at most), median and longest, on one core as its thread runs it
 */
import { performance } from 'node:perf_hooks'
import { botContext } from '../../engine/bots/context'
import { expertLevel, HARD, hardLevel } from '../../engine/bots/levels'
import { levelSearch, type SearchLevel, type TreeLevel } from '../../engine/bots/search/searchBot'
import { searchMove } from '../../engine/bots/search/ismcts'
import type { PolicyBot } from '../../engine/bots/types'
import { Match } from '../../engine/core/match'
import { seedRng } from '../../engine/core/rng'
import { games, bots, levelOptions } from '../../engine/index'
import { MatchHost } from '../../electron/host'
import { inlineThinker } from '../../electron/host/thinking/inlineThinker'
import type { Thinker } from '../../electron/host/thinking/thinker'
import { workerThinker } from '../../electron/host/thinking/workerThinker'
import { runChanceJob } from '../../electron/host/thinking/chanceJob'
import { CHANCE_BUDGET } from '../../electron/host/winChances'
import { playoutPolicies } from '../../engine/index'
import { momentsOf, type Moment } from '../engine/bots/searchMoments'

const round = (x: number, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits
const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN

const TIME_MS = HARD.timeMs ?? 300
const QUICK_PLAYOUTS = {
  iterations: Number.MAX_SAFE_INTEGER,
  timeMs: TIME_MS,
  playoutSteps: 30,
  exploration: 0.7,
}

function midGame(game: string, quick: boolean) {
  // Mid-game: random 4-player games last about 78 actions in Selfish, 75 in Zombielife, 370 in MonopoZombie.
  const [gap, from] = game === 'monopozombie' ? [20, 120] : [4, 25]
  return momentsOf(game, `bench:search:${game}`, quick ? 4 : 8, gap, from)
}

/** Runs `measure` on each moment twice, keeping the second: the first warms the engine up, as a worker's is by mid-game. */
function warmed<T>(moments: readonly Moment[], measure: (m: Moment, clock: () => number) => T): T[] {
  const clock = () => performance.now()
  moments.forEach((m) => measure(m, clock))
  return moments.map((m) => measure(m, clock))
}

const medianAndLowest = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return { median: percentile(sorted, 50), lowest: sorted[0] ?? NaN }
}

function treePlayouts(game: string, quick: boolean) {
  const moments = midGame(game, quick)
  const counts = warmed(
    moments,
    (m, clock) =>
      searchMove(m.game, botContext(m.game, m.state, m.seat, seedRng(m.at), { clock }), QUICK_PLAYOUTS)
        .iterations,
  )
  const { median, lowest } = medianAndLowest(counts)
  return {
    game,
    players: 4,
    moments: counts.length,
    atActions: moments.map((m) => m.at),
    medianPer300Ms: median,
    lowestPer300Ms: lowest,
    playoutsPerSecond: Math.round((median / TIME_MS) * 1000),
  }
}

/** A thinking level's answer and time to answer at each mid-game moment, after a warm-up. */
function levelAtMoments(game: string, quick: boolean, level: SearchLevel | TreeLevel) {
  const moments = midGame(game, quick)
  const policy = playoutPolicies[game] as PolicyBot
  return warmed(moments, (m, clock) => {
    const t0 = clock()
    const ctx = botContext(m.game, m.state, m.seat, seedRng(m.at), { clock })
    const result = levelSearch(m.game, policy, level, ctx)
    // Drawn states: each is shared by every move compared at the root, except in a plain tree.
    const states = 'search' in level && !level.pairedRoot ? result.iterations : Math.max(0, ...result.visits)
    return { ...result, states, ms: clock() - t0 }
  })
}

function hardRollouts(game: string, quick: boolean) {
  const results = levelAtMoments(game, quick, hardLevel(levelOptions[game] ?? {}))
  const playouts = medianAndLowest(results.map((r) => r.iterations))
  const states = medianAndLowest(results.map((r) => r.states))
  return {
    game,
    players: 4,
    moments: results.length,
    medianRollouts: playouts.median,
    lowestRollouts: playouts.lowest,
    medianStates: states.median,
    lowestStates: states.lowest,
  }
}

function expertThinking(game: string, quick: boolean) {
  const times = levelAtMoments(game, quick, expertLevel(levelOptions[game] ?? {})).map((r) => r.ms)
  return {
    game,
    players: 4,
    moments: times.length,
    meanMs: Math.round(times.reduce((a, b) => a + b, 0) / Math.max(1, times.length)),
    medianMs: Math.round(medianAndLowest(times).median),
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

const SEARCHED = ['selfish', 'zombielife', 'monopozombie']

/** The stream's estimate after a move, timed at each mid-game moment after a warm-up. */
function chanceEstimates(game: string, quick: boolean) {
  const moments = midGame(game, quick)
  const times = warmed(moments, (m, clock) => {
    const t0 = clock()
    const job = { kind: 'chances' as const, game, state: m.state, rng: seedRng(m.at), ...CHANCE_BUDGET }
    runChanceJob(games, playoutPolicies, job, { aborted: false }, clock)
    return clock() - t0
  })
  const sorted = [...times].sort((a, b) => a - b)
  return {
    game,
    players: 4,
    moments: times.length,
    medianMs: round(percentile(sorted, 50), 1),
    longestMs: round(sorted.at(-1) ?? NaN, 1),
  }
}

export async function searchBench(quick: boolean) {
  return {
    chances: SEARCHED.map((game) => chanceEstimates(game, quick)),
    playouts: SEARCHED.map((game) => treePlayouts(game, quick)),
    rollouts: SEARCHED.map((game) => hardRollouts(game, quick)),
    expert: SEARCHED.map((game) => expertThinking(game, quick)),
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
