/**
 * `npm run arena -- --game <id> --players <n> --games <k> --bots hard,medium --seed <s>`: sets bots
 * against each other with seats rotated, on one worker thread per core, and prints one JSON line
 * then a table: each bot's wins, win rate and share of the games somebody won, with 95% intervals.
 * With `--results <file>` each game is kept as it ends, and the same command again plays only the
 * games the file lacks. Exit code 0 when every game finished, 1 when one failed, 2 for bad arguments
 * or a results file of another run.
 */
import { performance } from 'node:perf_hooks'
import { arenaBots, games } from '../../engine/index'
import {
  tallyArena,
  tallyPaired,
  type ArenaGame,
  type ArenaTally,
  type PairedTally,
} from '../../engine/sim/arena'
import { ARENA_USAGE, parseArenaArgs, type ArenaArgs } from './arenaArgs'
import { playArenaJob, type ArenaJob } from './arenaJob'
import { openArenaResults, type OpenedResults } from './arenaResultsFile'
import { startWorker } from '../host/thinking/startWorker'
import { tuneHeapForTheEngine } from '../host/engineHeap'

tuneHeapForTheEngine()

async function main(argv: readonly string[]): Promise<number> {
  const parsed = parseArenaArgs(argv, games, arenaBots)
  if (!parsed.ok) {
    process.stderr.write(`arena: ${parsed.error}\n${ARENA_USAGE}\n`)
    return 2
  }
  const args = parsed.args
  const kept = keptGames(args)
  if (!kept.ok) {
    process.stderr.write(`arena: ${kept.error}\n`)
    return 2
  }
  if (kept.notice) process.stderr.write(`arena: ${kept.notice}\n`)
  const start = performance.now()
  const { played, workers } = await playAll(args, kept.played, kept.record)
  const seconds = (performance.now() - start) / 1000
  const tally = tallyArena(played, args.bots)
  const paired = args.paired ? tallyPaired(played, args.bots, args.players) : null
  const run = { seconds, resumed: kept.played.length, workers }
  process.stdout.write(`${JSON.stringify(report(args, tally, paired, run))}\n${table(tally, paired)}\n`)
  for (const game of played.filter((g) => g.error !== null).slice(0, 5)) {
    process.stderr.write(`game ${game.seed}: ${game.error}\n`)
  }
  return tally.errors > 0 ? 1 : 0
}

/** The games the results file already holds (those this run asks for), and how to keep the rest. */
function keptGames(args: ArenaArgs): OpenedResults {
  if (args.results === null) return { ok: true, played: [], notice: null, record: () => {} }
  const opened = openArenaResults(args.results, args)
  if (!opened.ok) return opened
  return { ...opened, played: opened.played.filter((g) => g.index < args.games) }
}

function jobs(args: ArenaArgs, indices: readonly number[]): ArenaJob[] {
  const count = Math.min(args.workers, indices.length)
  return Array.from({ length: count }, (_, w) => ({
    game: args.game,
    players: args.players,
    seed: args.seed,
    names: args.bots,
    indices: indices.filter((_, i) => i % count === w),
    maxActions: args.maxActions,
    checkInvariants: args.checkInvariants,
    paired: args.paired,
  }))
}

async function playAll(
  args: ArenaArgs,
  kept: readonly ArenaGame[],
  record: (game: ArenaGame) => void,
): Promise<{ played: ArenaGame[]; workers: number }> {
  const played = [...kept]
  const done = new Set(kept.map((g) => g.index))
  const indices = Array.from({ length: args.games }, (_, i) => i).filter((i) => !done.has(i))
  const from = kept.length > 0 ? ` (${kept.length} from ${args.results})` : ''
  const progressText = () => `arena: ${played.length}/${args.games} games${from}`
  const progress = (game: ArenaGame) => {
    played.push(game)
    record(game)
    process.stderr.write(`\r${progressText()}`)
    if (played.length === args.games) process.stderr.write('\n')
  }
  if (indices.length === 0) process.stderr.write(`${progressText()}\n`)
  const all = jobs(args, indices)
  if (all.length === 1) playArenaJob(all[0] as ArenaJob, games, arenaBots, progress)
  else {
    await Promise.all(all.map((job) => runWorker(job, progress)))
  }
  return { played: played.sort((a, b) => a.index - b.index), workers: all.length }
}

function runWorker(job: ArenaJob, onGame: (game: ArenaGame) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = startWorker(new URL('./arenaWorker.ts', import.meta.url), { workerData: job })
    worker.on('message', (game: ArenaGame) => onGame(game))
    worker.on('error', reject)
    worker.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`An arena worker stopped (${code}).`)),
    )
  })
}

const round = (n: number, places = 4): number => Math.round(n * 10 ** places) / 10 ** places

/**
 * This run alone: its time, the games it took from the results file, and the threads that played
 * the rest: the workers it started, 1 when a single job played on the main thread, 0 when the file
 * held every game.
 */
interface ThisRun {
  readonly seconds: number
  readonly resumed: number
  readonly workers: number
}

function report(
  args: ArenaArgs,
  tally: ArenaTally,
  paired: PairedTally | null,
  run: ThisRun,
): Record<string, unknown> {
  return {
    game: args.game,
    players: args.players,
    games: tally.games,
    seed: args.seed,
    paired: args.paired,
    bots: args.bots,
    workers: run.workers,
    seconds: round(run.seconds, 1),
    resumed: run.resumed,
    finished: tally.finished,
    nobodyWon: tally.nobodyWon,
    errors: tally.errors,
    meanActions: round(tally.meanActions, 1),
    standings: tally.standings.map((s) => ({
      bot: s.bot,
      seats: s.seats,
      wins: s.wins,
      winRate: round(s.winRate),
      winRateCI: s.winRateCI.map((x) => round(x)),
      share: round(s.share),
      shareCI: s.shareCI.map((x) => round(x)),
      fairShare: round(s.fairShare),
    })),
    ...(paired && {
      pairedDeals: paired.deals,
      pairedStandings: paired.standings.map((s) => ({
        bot: s.bot,
        share: round(s.share),
        shareCI: s.shareCI.map((x) => round(x)),
      })),
    }),
  }
}

function table(tally: ArenaTally, paired: PairedTally | null): string {
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`
  const rows = tally.standings.map((s) => [
    s.bot,
    String(s.seats),
    String(s.wins),
    `${pct(s.winRate)} (${pct(s.winRateCI[0])}–${pct(s.winRateCI[1])})`,
    `${pct(s.share)} (${pct(s.shareCI[0])}–${pct(s.shareCI[1])})`,
    `${(s.share / (s.fairShare || 1)).toFixed(2)}×`,
  ])
  const head = ['bot', 'seats', 'wins', 'win rate (95% CI)', 'share of wins (95% CI)', 'vs fair share']
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] as string).length)))
  const line = (cells: readonly string[]) => cells.map((c, i) => c.padEnd(widths[i] as number)).join('  ')
  const footer = `${tally.finished} of ${tally.games} games finished; nobody won ${tally.nobodyWon}; ${tally.errors} failed.`
  const pairedLines = paired
    ? [
        `paired over ${paired.deals} whole deals (each from every chair): share of wins (95% CI)`,
        ...paired.standings.map(
          (s) => `  ${s.bot}: ${pct(s.share)} (${pct(s.shareCI[0])}–${pct(s.shareCI[1])})`,
        ),
      ]
    : []
  return [line(head), ...rows.map(line), footer, ...pairedLines].join('\n')
}

process.exitCode = await main(process.argv.slice(2))
