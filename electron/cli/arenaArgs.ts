/**
 * Command-line arguments of `npm run arena`: those of `npm run sim`, with `--bots` required, plus
 * `--workers` (threads to play on; by default one per core).
 */
import { availableParallelism } from 'node:os'
import type { BotRegistry } from '../../engine/bots/types'
import type { GameRegistry } from '../../engine/core/match'
import { parseSimArgs, type SimArgs } from './simArgs'

export interface ArenaArgs extends SimArgs {
  readonly workers: number
}

export type ParsedArenaArgs =
  { readonly ok: true; readonly args: ArenaArgs } | { readonly ok: false; readonly error: string }

export const ARENA_USAGE =
  'usage: npm run arena -- --game <id> --players <n> --games <k> --bots hard,medium[,...] [--seed <s>] ' +
  '[--workers <n>] [--max-actions <n>] [--check-invariants]'

export function parseArenaArgs(
  argv: readonly string[],
  games: GameRegistry,
  bots: BotRegistry,
): ParsedArenaArgs {
  const rest: string[] = []
  let workersText: string | undefined
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string
    if (arg === '--workers' || arg.startsWith('--workers=')) {
      if (workersText !== undefined) return { ok: false, error: '--workers is given twice.' }
      workersText = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[++i]
      if (workersText === undefined) return { ok: false, error: '--workers needs a value.' }
    } else rest.push(arg)
  }
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
  return parsed.ok ? { ok: true, args: { ...parsed.args, workers } } : parsed
}
