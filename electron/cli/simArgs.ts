/**
 * Command-line arguments of `npm run sim`. Parsing never throws: a bad argument gives one sentence
 * saying what is wrong, for the CLI to print before exiting with code 2.
 */
import type { Bot, BotRegistry } from '../../engine/bots/types'
import type { GameRegistry } from '../../engine/core/match'
import { DEFAULT_MAX_ACTIONS } from '../../engine/sim/runGame'

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

const VALUE_FLAGS = ['game', 'players', 'games', 'seed', 'bots', 'max-actions'] as const
type ValueFlag = (typeof VALUE_FLAGS)[number]
const SWITCHES = ['check-invariants', 'no-invariants'] as const

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

function readFlags(argv: readonly string[]): { values: Map<ValueFlag, string>; invariants: boolean | null } {
  const values = new Map<ValueFlag, string>()
  let invariants: boolean | null = null
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string
    if (!arg.startsWith('--')) throw new ArgError(`Unexpected argument "${arg}".`)
    const eq = arg.indexOf('=')
    const name = eq === -1 ? arg.slice(2) : arg.slice(2, eq)
    if ((SWITCHES as readonly string[]).includes(name)) {
      if (eq !== -1) throw new ArgError(`--${name} takes no value.`)
      const on = name === 'check-invariants'
      if (invariants !== null && invariants !== on) {
        throw new ArgError('Give either --check-invariants or --no-invariants, not both.')
      }
      invariants = on
      continue
    }
    if (!(VALUE_FLAGS as readonly string[]).includes(name)) throw new ArgError(`Unknown flag "--${name}".`)
    const flag = name as ValueFlag
    let value: string | undefined
    if (eq !== -1) value = arg.slice(eq + 1)
    else {
      value = argv[i + 1]
      if (value === undefined || value.startsWith('--')) throw new ArgError(`--${flag} needs a value.`)
      i++
    }
    if (values.has(flag)) throw new ArgError(`--${flag} is given twice.`)
    values.set(flag, value)
  }
  return { values, invariants }
}

export function parseSimArgs(argv: readonly string[], games: GameRegistry, bots: BotRegistry): ParsedSimArgs {
  try {
    const { values, invariants } = readFlags(argv)
    const gameId = values.get('game')
    if (gameId === undefined) throw new ArgError('--game is required.')
    const game = Object.prototype.hasOwnProperty.call(games, gameId) ? games[gameId] : undefined
    if (!game) {
      throw new ArgError(`There is no game "${gameId}"; the games are ${Object.keys(games).join(', ')}.`)
    }
    const playersText = values.get('players')
    if (playersText === undefined) throw new ArgError('--players is required.')
    const players = wholeNumber('players', playersText, game.minPlayers, game.maxPlayers)
    const count = wholeNumber('games', values.get('games') ?? '100', 1, 10_000_000)
    const seed = seedOf(values.get('seed') ?? '1')
    const maxActions = wholeNumber(
      'max-actions',
      values.get('max-actions') ?? String(DEFAULT_MAX_ACTIONS),
      1,
      1e9,
    )
    const available = Object.prototype.hasOwnProperty.call(bots, gameId) ? bots[gameId] : undefined
    const botIds = (values.get('bots') ?? 'random').split(',').map((b) => b.trim())
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
        checkInvariants: invariants ?? true,
        maxActions,
      },
    }
  } catch (err) {
    if (err instanceof ArgError) return { ok: false, error: err.message }
    throw err
  }
}
