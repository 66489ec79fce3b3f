/** Moments from seeded games of every searchable game, where a seat has a real choice to make. */
import { describe } from 'vitest'
import { randomBot } from '../../../engine/bots/random'
import type { Bot } from '../../../engine/bots/types'
import type { AnyGame, Seat } from '../../../engine/core/types'
import { bots, games } from '../../../engine/index'
import { runGame } from '../../../engine/sim/runGame'

export interface Moment {
  readonly game: AnyGame
  readonly state: unknown
  readonly seat: Seat
  readonly legal: readonly unknown[]
  readonly at: number
}

/**
 * Up to `count` moments of a 4-player game, at least `gap` actions apart and from action `from` on,
 * each with two or more moves.
 */
export function momentsOf(gameId: string, seed: string, count = 4, gap = 7, from = 0): Moment[] {
  const game = games[gameId] as AnyGame
  const random = (bots[gameId]?.random ?? randomBot) as Bot
  const moments: Moment[] = []
  let last = from - gap
  runGame({
    registry: games,
    game: gameId,
    players: ['Ann', 'Bob', 'Cid', 'Dee'].map((name) => ({ name })),
    seed,
    bots: [random, random, random, random],
    checkInvariants: false,
    onAction: ({ match }) => {
      if (moments.length >= count || match.outcome() !== null || match.version - last < gap) return
      const seat = match.toAct()[0] as Seat
      const legal = match.legalActions(seat)
      if (legal.length < 2) return
      moments.push({ game, state: match.state, seat, legal, at: match.version })
      last = match.version
    },
  })
  return moments
}

export const SEARCHABLE = Object.keys(games).filter((id) => games[id]?.sample && games[id]?.estimate)

/** A describe per searchable game, each given that game's four moments from the seed `label:id`. */
export function describeEachSearchable(
  label: string,
  body: (id: string, moments: readonly Moment[]) => void,
): void {
  for (const id of SEARCHABLE) describe(id, () => body(id, momentsOf(id, `${label}:${id}`)))
}
