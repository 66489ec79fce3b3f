/**
 * Command-line arguments of `npm run arena`: those of `npm run sim`, with `--bots` required, plus
 * `--workers` (threads to play on; by default one per core) and `--results <file>` (each game kept
 * as it ends, and a stopped run taken up again from there).
 */
import { availableParallelism } from 'node:os'
import type { BotRegistry } from '../../engine/bots/types'
import type { GameRegistry } from '../../engine/core/match'
import { parseSimArgs, type SimArgs } from './simArgs'

export interface ArenaArgs extends SimArgs {
  readonly workers: number
  /** The file the run is kept in, or null. */
  readonly results: string | null
}

export type ParsedArenaArgs =
  { readonly ok: true; readonly args: ArenaArgs } | { readonly ok: false; readonly error: string }

export const ARENA_USAGE =
  'usage: npm run arena -- --game <id> --players <n> --games <k> --bots hard,medium[,...] [--seed <s>] ' +
  '[--workers <n>] [--results <file>] [--max-actions <n>] [--check-invariants]'

const OWN_FLAGS = ['--workers', '--results'] as const

export function parseArenaArgs(
  argv: readonly string[],
  games: GameRegistry,
  bots: BotRegistry,
): ParsedArenaArgs {
  const rest: string[] = []
  const own = new Map<string, string>()
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string
    const flag = OWN_FLAGS.find((f) => arg === f || arg.startsWith(`${f}=`))
    if (flag === undefined) {
      rest.push(arg)
      continue
    }
    if (own.has(flag)) return { ok: false, error: `${flag} is given twice.` }
    const given = arg.includes('=')
    const value = given ? arg.slice(arg.indexOf('=') + 1) : argv[++i]
    if (value === undefined || value === '' || (!given && value.startsWith('--'))) {
      return { ok: false, error: `${flag} needs a value.` }
    }
    own.set(flag, value)
  }
  const workersText = own.get('--workers')
  if (!rest.some((arg) => arg === '--bots' || arg.startsWith('--bots='))) {
    return { ok: false, error: '--bots is required: the bots to set against each other, e.g. hard,medium.' }
  }
  const workers = workersText === undefined ? availableParallelism() : Number(workersText)
  if (!/^\d+$/.test(String(workersText ?? workers)) || workers < 1 || workers > 64) {
    return { ok: false, error: `--workers must be from 1 to 64, not "${String(workersText)}".` }
  }
  // The arena checks invariants only when asked: the tests do that, and it costs search time.
  const invariantsGiven = rest.some((arg) => arg === '--check-invariants' || arg === '--no-invariants')
  const parsed = parseSimArgs(invariantsGiven ? rest : [...rest, '--no-invariants'], games, bots)
  const results = own.get('--results') ?? null
  return parsed.ok ? { ok: true, args: { ...parsed.args, workers, results } } : parsed
}
