/**
 * Each seat's chance to win, as the stream's win-chance bar shows it: the mean result of playouts
 * from worlds drawn from what the spectator sees (GameDefinition.sample with 'spectator'), so the
 * estimate reveals nothing the stream may not show. Two states the spectator sees alike give the same
 * chances for the same `rng` and budget. The chances add up to 1.
 */
import type { RngState } from '../core/rng'
import type { AnyGame } from '../core/types'
import { playOut } from './search/playout'
import type { Bot } from './types'

export interface ChanceBudget {
  /** Worlds drawn and played out, one playout each. */
  readonly worlds: number
  /** Moves a playout makes before the game's estimate is taken. */
  readonly playoutSteps: number
  /** Checked after each world: true stops early with what is done (at least one world). */
  readonly stop?: () => boolean
}

/** The chances, by seat, or null where the game cannot be searched. */
export function winChances(
  game: AnyGame,
  state: unknown,
  rng: RngState,
  policy: Bot | undefined,
  budget: ChanceBudget,
): number[] | null {
  const ended = game.outcome(state)
  if (ended !== null) return shares(ended.scores.map((_, seat) => (ended.winners.includes(seat) ? 1 : 0)))
  if (game.sample === undefined || game.estimate === undefined) return null
  let totals: number[] = []
  for (let world = 0; world < budget.worlds; world++) {
    const drawn = game.sample(state, 'spectator', rng)
    const rewards = playOut(game, drawn, rng, {
      playoutSteps: budget.playoutSteps,
      ...(policy ? { policy } : {}),
    })
    if (totals.length === 0) totals = new Array<number>(rewards.length).fill(0)
    rewards.forEach((reward, seat) => (totals[seat] = (totals[seat] ?? 0) + reward))
    if (budget.stop?.()) break
  }
  return totals.length === 0 ? null : shares(totals)
}

/** Scaled to add up to 1; all zero: an even share each. */
function shares(values: readonly number[]): number[] {
  const sum = values.reduce((a, b) => a + Math.max(0, b), 0)
  if (sum <= 0) return values.map(() => 1 / values.length)
  return values.map((v) => Math.max(0, v) / sum)
}
