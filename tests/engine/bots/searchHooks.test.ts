/**
 * The moves a search plays without asking the door: each game's quick playout moves, and the other
 * forms of a listed move (every payment), must all be moves the rules take.
 */
import { describe, expect, it } from 'vitest'
import type { Bot } from '../../../engine/bots/types'
import { seedRng } from '../../../engine/core/rng'
import { sameAction } from '../../../engine/core/sameAction'
import type { AnyGame, Seat } from '../../../engine/core/types'
import { bots, games } from '../../../engine/index'
import { runGame } from '../../../engine/sim/runGame'

/** Every state of a few seeded games, with the seat asked to act. */
function statesOf(id: string, players: number): { state: unknown; seat: Seat }[] {
  const out: { state: unknown; seat: Seat }[] = []
  for (const seed of ['h1', 'h2', 'h3']) {
    const bot = (bots[id]?.random ?? bots[id]?.heuristic) as Bot
    runGame({
      registry: games,
      game: id,
      players: Array.from({ length: players }, (_, i) => ({ name: `P${i + 1}` })),
      seed: `${id}:${seed}`,
      bots: Array.from({ length: players }, () => bot),
      checkInvariants: false,
      onAction: ({ match }) => {
        const seat = match.toAct()[0]
        if (seat !== undefined && match.outcome() === null) out.push({ state: match.state, seat })
      },
    })
  }
  return out
}

const taken = (game: AnyGame, state: unknown, seat: Seat, move: unknown): boolean =>
  game.legalActions(state, seat).some((a) => sameAction(a, move)) ||
  (game.validate?.(state, seat, move) ?? null) !== null

describe.each(Object.values(games).filter((g) => g.playoutMove || g.alternatives))(
  '$name',
  (game: AnyGame) => {
    const states = statesOf(game.id, 4)

    it('plays out only moves the rules take', () => {
      expect(states.length).toBeGreaterThan(100)
      if (!game.playoutMove) return
      const rng = seedRng('playout')
      for (const { state, seat } of states) {
        const move = game.playoutMove(state, seat, rng)
        expect(taken(game, state, seat, move), JSON.stringify(move)).toBe(true)
      }
    })

    it('offers, as other forms of a move, only moves the rules take, the listed one among them', () => {
      if (!game.alternatives) return
      let forms = 0
      for (const { state, seat } of states) {
        for (const move of game.legalActions(state, seat)) {
          const alternatives = game.alternatives(state, seat, move)
          expect(
            alternatives.some((a) => sameAction(a, move)),
            JSON.stringify(move),
          ).toBe(true)
          for (const other of alternatives)
            expect(taken(game, state, seat, other), JSON.stringify(other)).toBe(true)
          forms += alternatives.length - 1
        }
      }
      // Some payments could be made more than one way in these games.
      expect(forms).toBeGreaterThan(0)
    })
  },
)
