/**
 * Command-line arguments of `npm run sim`. Parsing never throws: a bad argument gives one sentence
 * saying what is wrong, for the CLI to print before exiting with code 2.
 */
import type { Bot, BotRegistry } from '../../engine/bots/types'
import type { GameRegistry } from '../../engine/core/match'
import { DEFAULT_MAX_ACTIONS } from '../../engine/sim/runGame'
import { FlagError, readFlags, type FlagSpec, type FlagValues, type FlagWords } from './flags'

export interface SimArgs {
  readonly game: string
  readonly players: number
  readonly games: number
  readonly seed: string | number
  /** Bot levels as given (an id, or a name such as `medium`); seats cycle through them. */
  readonly bots: readonly string[]
  readonly checkInvariants: boolean
  readonly maxActions: number
}

export type ParsedSimArgs =
  { readonly ok: true; readonly args: SimArgs } | { readonly ok: false; readonly error: string }

export const SIM_USAGE =
  'usage: npm run sim -- --game <id> --players <n> [--games <k>] [--seed <s>] [--bots random,easy,medium,hard,expert,...] ' +
  '[--check-invariants | --no-invariants] [--max-actions <n>]'

/**
 * Bot levels by the name the app shows ("Medium"), for the ids that differ: the ids stay as saves
 * know them, and `--bots heuristic` (and `cunning`, Medium's earlier name) keep working.
 */
export const BOT_NAMES: Readonly<Record<string, string>> = { medium: 'heuristic', cunning: 'heuristic' }

/** The bot a `--bots` entry names among a game's bots (by id or by name), if any. */
export function botNamed(
  available: Readonly<Record<string, Bot>> | undefined,
  name: string,
): Bot | undefined {
  if (!available) return undefined
  const id = Object.prototype.hasOwnProperty.call(BOT_NAMES, name) ? (BOT_NAMES[name] as string) : name
  return Object.prototype.hasOwnProperty.call(available, id) ? available[id] : undefined
}

/** A game's bot levels as the CLI names them: "random, easy, medium, hard, expert". */
function levelNames(available: Readonly<Record<string, Bot>>): string {
  const names = Object.keys(available).map(
    (id) => Object.keys(BOT_NAMES).find((name) => BOT_NAMES[name] === id) ?? id,
  )
  return names.join(', ')
}

/** The flags of `npm run sim` (the arena adds its own). */
export const SIM_FLAGS = {
  game: { type: 'string' },
  players: { type: 'string' },
  games: { type: 'string' },
  seed: { type: 'string' },
  bots: { type: 'string' },
  'max-actions': { type: 'string' },
  'check-invariants': { type: 'boolean' },
  'no-invariants': { type: 'boolean' },
} as const satisfies FlagSpec

/** How the simulator and the arena name a flag they do not know, and a word that is no flag. */
export const SIM_FLAG_WORDS: FlagWords = {
  unknown: (arg) => `Unknown flag "${arg.split('=')[0] ?? arg}".`,
  stray: (arg) => `Unexpected argument "${arg}".`,
}

class ArgError extends Error {}

function wholeNumber(flag: string, text: string, min: number, max: number): number {
  if (!/^\d+$/.test(text)) throw new ArgError(`--${flag} must be a whole number, not "${text}".`)
  const n = Number(text)
  if (n < min || n > max) throw new ArgError(`--${flag} must be from ${min} to ${max}, not ${text}.`)
  return n
}

/** A seed written as a plain integer is kept as a number, anything else as text. */
function seedOf(text: string): string | number {
  if (text === '') throw new ArgError('--seed must not be empty.')
  const n = Number(text)
  return /^-?\d+$/.test(text) && Number.isSafeInteger(n) && String(n) === text ? n : text
}

export function parseSimArgs(argv: readonly string[], games: GameRegistry, bots: BotRegistry): ParsedSimArgs {
  try {
    return simArgsFrom(readFlags(argv, SIM_FLAGS, SIM_FLAG_WORDS), games, bots)
  } catch (err) {
    if (err instanceof FlagError) return { ok: false, error: err.message }
    throw err
  }
}

/**
 * The simulator's arguments from flags already read; `invariants` is what to do when neither
 * --check-invariants nor --no-invariants is given.
 */
export function simArgsFrom(
  values: FlagValues<typeof SIM_FLAGS>,
  games: GameRegistry,
  bots: BotRegistry,
  invariants = true,
): ParsedSimArgs {
  try {
    if (values['check-invariants'] && values['no-invariants']) {
      throw new ArgError('Give either --check-invariants or --no-invariants, not both.')
    }
    const gameId = values.game
    if (gameId === undefined) throw new ArgError('--game is required.')
    const game = Object.prototype.hasOwnProperty.call(games, gameId) ? games[gameId] : undefined
    if (!game) {
      throw new ArgError(`There is no game "${gameId}"; the games are ${Object.keys(games).join(', ')}.`)
    }
    const playersText = values.players
    if (playersText === undefined) throw new ArgError('--players is required.')
    const players = wholeNumber('players', playersText, game.minPlayers, game.maxPlayers)
    const count = wholeNumber('games', values.games ?? '100', 1, 10_000_000)
    const seed = seedOf(values.seed ?? '1')
    const maxActions = wholeNumber(
      'max-actions',
      values['max-actions'] ?? String(DEFAULT_MAX_ACTIONS),
      1,
      1e9,
    )
    const available = Object.prototype.hasOwnProperty.call(bots, gameId) ? bots[gameId] : undefined
    const botIds = (values.bots ?? 'random').split(',').map((b) => b.trim())
    for (const id of botIds) {
      if (botNamed(available, id) === undefined) {
        const known = available ? levelNames(available) : 'none'
        throw new ArgError(`There is no "${id}" bot for ${gameId}; its bots are: ${known}.`)
      }
    }
    return {
      ok: true,
      args: {
        game: gameId,
        players,
        games: count,
        seed,
        bots: botIds,
        checkInvariants: values['check-invariants'] ? true : values['no-invariants'] ? false : invariants,
        maxActions,
      },
    }
  } catch (err) {
    if (err instanceof ArgError) return { ok: false, error: err.message }
    throw err
  }
}
