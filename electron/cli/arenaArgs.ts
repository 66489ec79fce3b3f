/**
 * Command-line arguments of `npm run arena`: those of `npm run sim`, with `--bots` required, plus
 * `--workers` (threads to play on; by default one per core), `--results <file>` (each game kept
 * as it ends, and a stopped run taken up again from there) and `--paired` (each deal played from
 * every chair).
 */
import { availableParallelism } from 'node:os'
import type { BotRegistry } from '../../engine/bots/types'
import type { GameRegistry } from '../../engine/core/match'
import { FlagError, readFlags, type FlagSpec, type FlagValues } from './flags'
import { SIM_FLAG_WORDS, SIM_FLAGS, simArgsFrom, type SimArgs } from './simArgs'

export interface ArenaArgs extends SimArgs {
  readonly workers: number
  /** The file the run is kept in, or null. */
  readonly results: string | null
  /** Each deal played once from every chair (engine/sim/arena.ts, arenaDeal). */
  readonly paired: boolean
}

export type ParsedArenaArgs =
  { readonly ok: true; readonly args: ArenaArgs } | { readonly ok: false; readonly error: string }

export const ARENA_USAGE =
  'usage: npm run arena -- --game <id> --players <n> --games <k> --bots hard,medium[,...] [--seed <s>] ' +
  '[--paired] [--workers <n>] [--results <file>] [--max-actions <n>] [--check-invariants]'

const ARENA_FLAGS = {
  ...SIM_FLAGS,
  workers: { type: 'string' },
  results: { type: 'string' },
  paired: { type: 'boolean' },
} as const satisfies FlagSpec

export function parseArenaArgs(
  argv: readonly string[],
  games: GameRegistry,
  bots: BotRegistry,
): ParsedArenaArgs {
  let values: FlagValues<typeof ARENA_FLAGS>
  try {
    values = readFlags(argv, ARENA_FLAGS, SIM_FLAG_WORDS)
  } catch (err) {
    if (err instanceof FlagError) return { ok: false, error: err.message }
    throw err
  }
  if (values.results === '') return { ok: false, error: '--results needs a value.' }
  if (values.bots === undefined) {
    return { ok: false, error: '--bots is required: the bots to set against each other, e.g. hard,medium.' }
  }
  const workersText = values.workers
  const workers = workersText === undefined ? availableParallelism() : Number(workersText)
  if (!/^\d+$/.test(String(workersText ?? workers)) || workers < 1 || workers > 64) {
    return { ok: false, error: `--workers must be from 1 to 64, not "${String(workersText)}".` }
  }
  // The arena checks invariants only when asked: the tests do that, and it costs search time.
  const parsed = simArgsFrom(values, games, bots, false)
  const results = values.results ?? null
  const paired = values.paired === true
  if (!parsed.ok) return parsed
  if (paired && parsed.args.games % parsed.args.players !== 0) {
    return {
      ok: false,
      error: `--paired plays each deal from all ${parsed.args.players} chairs: --games must be a multiple of ${parsed.args.players}, not ${parsed.args.games}.`,
    }
  }
  return { ok: true, args: { ...parsed.args, workers, results, paired } }
}
