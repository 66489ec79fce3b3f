/**
 * `npm run sim -- --game <id> --players <n> --games <k> --seed <s>`: plays bot-only games through the
 * engine and prints one JSON line (the README's "Simulate and measure" lists what it holds). Exit
 * code 0 when every game finished cleanly, 1 when an invariant broke or a game failed, 2 for bad
 * arguments.
 */
import { performance } from 'node:perf_hooks'
import { bots, games } from '../../engine/index'
import { seatBots, simulate, type SimTally } from '../../engine/sim/simulate'
import { botNamed, parseSimArgs, SIM_USAGE, type SimArgs } from './simArgs'
import { tuneHeapForTheEngine } from '../host/engineHeap'

tuneHeapForTheEngine()

const round = (n: number, places: number): number => {
  const f = 10 ** places
  return Math.round(n * f) / f
}

function simReport(args: SimArgs, tally: SimTally, seconds: number): Record<string, unknown> {
  const winRateBySeat: Record<string, number> = {}
  for (let seat = 0; seat < args.players; seat++) {
    winRateBySeat[String(seat)] = round((tally.wins[String(seat)] ?? 0) / tally.games, 4)
  }
  return {
    game: args.game,
    players: args.players,
    games: tally.games,
    seed: args.seed,
    bots: seatBots(args.bots, args.players),
    checkInvariants: args.checkInvariants,
    seconds: round(seconds, 3),
    gamesPerSecond: round(tally.games / seconds, 1),
    actionsPerSecond: round(tally.actions / seconds, 0),
    meanActions: round(tally.actions / tally.games, 2),
    wins: tally.wins,
    winRateBySeat,
    finished: tally.finished,
    invariantViolations: tally.invariantViolations,
    errorCount: tally.errorCount,
    errors: tally.errors,
  }
}

function main(argv: readonly string[]): number {
  const parsed = parseSimArgs(argv, games, bots)
  if (!parsed.ok) {
    process.stderr.write(`sim: ${parsed.error}\n${SIM_USAGE}\n`)
    return 2
  }
  const args = parsed.args
  const available = bots[args.game]
  // parseSimArgs checked that each entry names one of the game's bots.
  const chosen = args.bots.map((name) => botNamed(available, name)!)
  const start = performance.now()
  const tally = simulate({
    registry: games,
    game: args.game,
    players: args.players,
    games: args.games,
    seed: args.seed,
    bots: chosen,
    checkInvariants: args.checkInvariants,
    maxActions: args.maxActions,
    clock: () => performance.now(),
  })
  const seconds = (performance.now() - start) / 1000
  process.stdout.write(`${JSON.stringify(simReport(args, tally, seconds))}\n`)
  return tally.invariantViolations > 0 || tally.errorCount > 0 ? 1 : 0
}

process.exitCode = main(process.argv.slice(2))
