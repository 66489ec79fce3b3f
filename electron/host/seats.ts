/** Checks the seats of a new or loaded match and finds the bot that plays each bot seat. */
import { randomBot } from '../../engine/bots/random'
import type { Bot, BotRegistry } from '../../engine/bots/types'
import { IllegalAction } from '../../engine/core/errors'
import type { PlayerInfo, Seat } from '../../engine/core/types'
import type { SeatConfig } from './types'

export const MAX_NAME_LENGTH = 40
const DEFAULT_BOT = 'random'

export interface CheckedSeats {
  readonly seats: readonly SeatConfig[]
  readonly bots: ReadonlyMap<Seat, Bot>
}

/** The bot levels a game offers; `random` is always one of them. */
export function botLevels(bots: BotRegistry, game: string): Readonly<Record<string, Bot>> {
  const own = Object.prototype.hasOwnProperty.call(bots, game) ? bots[game] : undefined
  return { [DEFAULT_BOT]: randomBot, ...own }
}

/**
 * Returns the seats normalised (names trimmed, a bot seat without a level plays `random`, a human
 * seat carries no level), or throws IllegalAction('MALFORMED') naming the first bad seat.
 */
export function checkSeats(seats: unknown, levels: Readonly<Record<string, Bot>>): CheckedSeats {
  if (!Array.isArray(seats)) throw new IllegalAction('MALFORMED', 'The seats must be a list.')
  const checked: SeatConfig[] = []
  const bots = new Map<Seat, Bot>()
  seats.forEach((seat: unknown, index) => {
    const config = checkSeat(seat, index, levels)
    checked.push(config)
    if (config.kind === 'bot') bots.set(index, levels[config.bot ?? DEFAULT_BOT] as Bot)
  })
  return { seats: checked, bots }
}

/**
 * The seats and bots of a saved match, which must be its record's players in order: what loading
 * a save checks of its seats (the host's loadMatch, and every save file read: saves/loadCheck.ts).
 */
export function checkSavedSeats(
  seats: unknown,
  levels: Readonly<Record<string, Bot>>,
  players: readonly PlayerInfo[],
): CheckedSeats {
  const checked = checkSeats(seats, levels)
  if (
    checked.seats.length !== players.length ||
    checked.seats.some((seat, i) => seat.name !== players[i]?.name)
  ) {
    throw new IllegalAction('MALFORMED', 'This match cannot be loaded: its seats do not match its players.')
  }
  return checked
}

function checkSeat(seat: unknown, index: number, levels: Readonly<Record<string, Bot>>): SeatConfig {
  const label = `Seat ${index + 1}`
  if (typeof seat !== 'object' || seat === null) {
    throw new IllegalAction('MALFORMED', `${label} is not a seat.`)
  }
  const { name, kind, bot } = seat as Record<string, unknown>
  if (typeof name !== 'string' || name.trim() === '') {
    throw new IllegalAction('MALFORMED', `${label} needs a name.`)
  }
  const trimmed = name.trim()
  if (trimmed.length > MAX_NAME_LENGTH) {
    throw new IllegalAction('MALFORMED', `${label}'s name is longer than ${MAX_NAME_LENGTH} characters.`)
  }
  if (kind === 'human') return { name: trimmed, kind }
  if (kind !== 'bot') {
    throw new IllegalAction('MALFORMED', `${label} must be played by a human or a bot.`)
  }
  const level = bot ?? DEFAULT_BOT
  if (typeof level !== 'string' || !Object.prototype.hasOwnProperty.call(levels, level)) {
    const known = Object.keys(levels).join(', ')
    throw new IllegalAction(
      'MALFORMED',
      `${label} asks for a bot "${String(level)}"; this game has: ${known}.`,
    )
  }
  return { name: trimmed, kind, bot: level }
}
