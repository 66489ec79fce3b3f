import { describe, expect, it } from 'vitest'
import { bots, games } from '../../../engine'
import { advance } from '../../../engine/core/advance'
import { Match } from '../../../engine/core/match'
import type { AnyGame } from '../../../engine/core/types'
import { runGame } from '../../../engine/sim/runGame'

const QUIET = Object.keys(games).filter((id) => games[id]?.advance !== undefined)

describe("a search's quiet moves (GameDefinition.advance) give the states apply gives", () => {
  it('every game builds no events for a search', () => {
    expect(QUIET).toEqual(Object.keys(games))
  })

  for (const id of QUIET) {
    it(`${id}: every action of random 4-player games, from the state before it`, () => {
      const game = games[id] as AnyGame
      for (const seed of ['q1', 'q2', 'q3']) {
        const players = ['A', 'B', 'C', 'D'].map((name) => ({ name }))
        let before = Match.create(games, { game: id, players, seed }).state
        let checked = 0
        let told = 0
        runGame({
          registry: games,
          game: id,
          players,
          seed,
          bots: players.map(() => bots[id]!.random!),
          maxActions: 1500,
          checkInvariants: false,
          onAction: ({ match, seat, action, events }) => {
            const frozen = JSON.stringify(before)
            const quiet = advance(game, before, seat, action)
            expect(quiet).toEqual(match.state)
            expect(JSON.stringify(before)).toBe(frozen)
            before = match.state
            checked++
            told += events.length
          },
        })
        expect(checked).toBeGreaterThan(20)
        // apply still tells what happened.
        expect(told).toBeGreaterThan(checked)
      }
    })
  }
})
