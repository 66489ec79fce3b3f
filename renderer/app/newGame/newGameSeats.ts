/** The seats of a new game as the player edits them, and the match:create request they make. */
import type { GameInfo } from '../../../electron/protocol/app'
import type { SeatConfig } from '../../../electron/protocol/match'
import type { RequestPayload } from '../../../electron/protocol/requests'
import type { OptionChoice } from './newGameOptions'

export type SeatKind = 'human' | 'bot'

export interface SeatDraft {
  readonly name: string
  readonly kind: SeatKind
  /** The bot level id (for a bot seat). */
  readonly bot: string | null
  /** The player typed this name: keep it when the seat changes kind. */
  readonly named: boolean
}

export const MAX_NAME = 40

/** The bot level a new bot seat gets: the one the host suggests, else the last listed (the hardest). */
export function defaultBot(game: GameInfo): string | null {
  return (game.bots.find((b) => b.suggested) ?? game.bots[game.bots.length - 1])?.id ?? null
}

export function defaultName(index: number, kind: SeatKind): string {
  return kind === 'human' ? `Player ${index + 1}` : `Bot ${index + 1}`
}

/** Seat 1 is a person, the others bots (or people, when the game has no bots). */
export function defaultSeat(game: GameInfo, index: number): SeatDraft {
  const bot = defaultBot(game)
  const kind: SeatKind = index === 0 || bot === null ? 'human' : 'bot'
  return { name: defaultName(index, kind), kind, bot: kind === 'bot' ? bot : null, named: false }
}

export function defaultSeatCount(game: GameInfo): number {
  return Math.min(game.maxPlayers, Math.max(game.minPlayers, 3))
}

export function defaultSeats(game: GameInfo): SeatDraft[] {
  return Array.from({ length: defaultSeatCount(game) }, (_, i) => defaultSeat(game, i))
}

/** Keeps the seats there are, adds default ones or drops the last ones. */
export function resizeSeats(seats: readonly SeatDraft[], game: GameInfo, count: number): SeatDraft[] {
  return Array.from({ length: count }, (_, i) => seats[i] ?? defaultSeat(game, i))
}

/** Fits the seats to another game: its seat range and its bot levels. */
export function seatsForGame(seats: readonly SeatDraft[], game: GameInfo): SeatDraft[] {
  const count = Math.min(game.maxPlayers, Math.max(game.minPlayers, seats.length))
  const levels = new Set(game.bots.map((b) => b.id))
  return resizeSeats(seats, game, count).map((seat, i) =>
    seat.kind === 'bot' && (seat.bot === null || !levels.has(seat.bot))
      ? levels.size === 0
        ? withKind(seat, i, 'human', game)
        : { ...seat, bot: defaultBot(game) }
      : seat,
  )
}

/**
 * The seats of a match as the screen edits them (a new game like the one just played), fitted to the
 * game: a name that is not the seat's default is kept as the player's own.
 */
export function seatsFrom(seats: readonly SeatConfig[], game: GameInfo): SeatDraft[] {
  const drafts = seats.map((seat, i): SeatDraft => {
    const kind: SeatKind = seat.kind === 'bot' ? 'bot' : 'human'
    return {
      name: seat.name,
      kind,
      bot: kind === 'bot' ? (seat.bot ?? null) : null,
      named: seat.name !== defaultName(i, kind),
    }
  })
  return drafts.length === 0 ? defaultSeats(game) : seatsForGame(drafts, game)
}

export function withKind(seat: SeatDraft, index: number, kind: SeatKind, game: GameInfo): SeatDraft {
  return {
    name: seat.named ? seat.name : defaultName(index, kind),
    kind,
    bot: kind === 'bot' ? (seat.bot ?? defaultBot(game)) : null,
    named: seat.named,
  }
}

export function withName(seat: SeatDraft, name: string): SeatDraft {
  return { ...seat, name, named: true }
}

export function withBot(seat: SeatDraft, bot: string): SeatDraft {
  return { ...seat, bot }
}

/** The first thing wrong with the seats, in words; null when they can start a game. */
export function seatProblem(seats: readonly SeatDraft[]): string | null {
  for (const [i, seat] of seats.entries()) {
    const name = seat.name.trim()
    if (name === '') return `Seat ${i + 1} needs a name.`
    if (name.length > MAX_NAME) return `Seat ${i + 1}'s name is longer than ${MAX_NAME} characters.`
    if (seat.kind === 'bot' && seat.bot === null) return `Seat ${i + 1} needs a bot level.`
  }
  return null
}

/**
 * The match:create request: trimmed names, a level for each bot seat, the seed when one was typed,
 * and the match options (read by newGameOptions) when the game has any.
 */
export function createRequest(
  game: GameInfo,
  seats: readonly SeatDraft[],
  seed: string,
  options: Readonly<Record<string, OptionChoice>> = {},
): RequestPayload<'match:create'> {
  const trimmedSeed = seed.trim()
  return {
    game: game.id,
    seats: seats.map((seat) =>
      seat.kind === 'bot' && seat.bot !== null
        ? { name: seat.name.trim(), kind: 'bot', bot: seat.bot }
        : { name: seat.name.trim(), kind: 'human' },
    ),
    ...(trimmedSeed === '' ? {} : { seed: trimmedSeed }),
    ...(Object.keys(options).length === 0 ? {} : { options: { ...options } }),
  }
}
