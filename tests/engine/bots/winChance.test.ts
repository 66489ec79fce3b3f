/**
 * The stream's win chances (engine/bots/winChance.ts): drawn from the spectator's view alone, so two
 * states that differ only in cards the spectator cannot see give the same chances; they add up to 1;
 * a finished game gives its winners everything. Every game.
 */
import { describe, expect, it } from 'vitest'
import { bots, games, playoutPolicies } from '../../../engine'
import { winChances } from '../../../engine/bots/winChance'
import { seedRng } from '../../../engine/core/rng'
import type { AnyGame } from '../../../engine/core/types'
import { runGame } from '../../../engine/sim/runGame'

const BUDGET = { worlds: 6, playoutSteps: 200 } as const
const PLAYERS = [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cy' }]

/** A 3-player Medium game's states every few moves, and its end. */
function playedStates(id: string): { readonly states: unknown[]; readonly last: unknown } {
  const states: unknown[] = []
  let last: unknown = null
  runGame({
    registry: games,
    game: id,
    players: PLAYERS,
    seed: `chances:${id}`,
    bots: PLAYERS.map(() => bots[id]!.heuristic!),
    checkInvariants: false,
    onAction: ({ match }) => {
      last = match.state
      if (match.version % 7 === 0 && match.outcome() === null) states.push(match.state)
    },
  })
  return { states: states.slice(0, 8), last }
}

describe.each(Object.keys(games))('win chances in %s', (id) => {
  const game = games[id] as AnyGame
  const chances = (state: unknown, seed = 'c') =>
    winChances(game, state, seedRng(seed), playoutPolicies[id], BUDGET)
  const { states, last } = playedStates(id)

  it('are the same for states the spectator sees alike (hidden cards dealt otherwise)', () => {
    let differed = 0
    for (const [i, state] of states.entries()) {
      const alike = game.sample!(state, 'spectator', seedRng(`other deal ${i}`))
      expect(JSON.stringify(game.view(alike, 'spectator'))).toBe(
        JSON.stringify(game.view(state, 'spectator')),
      )
      if (JSON.stringify(alike) !== JSON.stringify(state)) differed++
      expect(chances(alike)).toEqual(chances(state))
    }
    // The check means something only if the hidden cards really were dealt otherwise.
    expect(differed).toBeGreaterThan(states.length / 2)
  })

  it('give every seat a share, adding up to 1, and move with the game', () => {
    const seen = new Set<string>()
    for (const state of states) {
      const shares = chances(state)!
      expect(shares).toHaveLength(3)
      for (const share of shares) expect(share).toBeGreaterThanOrEqual(0)
      expect(shares.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9)
      seen.add(shares.map((x) => x.toFixed(3)).join('/'))
    }
    expect(seen.size).toBeGreaterThan(1)
  })

  it('give a finished game to its winners', () => {
    const outcome = game.outcome(last)!
    expect(outcome).not.toBeNull()
    const shares = chances(last)!
    outcome.scores.forEach((_, seat) =>
      expect(shares[seat]).toBeCloseTo(outcome.winners.includes(seat) ? 1 / outcome.winners.length : 0, 9),
    )
  })

  it('stop early when told, with at least one world played', () => {
    let asked = 0
    const shares = winChances(game, states[1], seedRng('s'), playoutPolicies[id], {
      ...BUDGET,
      stop: () => ++asked >= 2,
    })
    expect(asked).toBe(2)
    expect(shares!.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9)
  })
})
