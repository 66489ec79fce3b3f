import { describe, expect, it } from 'vitest'
import { bots, games } from '../../../engine'
import { Match, ReplayError } from '../../../engine/core/match'
import { MatchReplay } from '../../../engine/core/replay'
import { hiddenOutcomeOf } from '../../../engine/core/hiddenOutcome'
import { runGame } from '../../../engine/sim/runGame'
import type { Viewer } from '../../../engine/core/types'

const PLAYERS = { selfish: 4, zombielife: 4, monopozombie: 3 } as const
const SEEDS = ['r1', 'r2', 'r3', 'r4', 'r5']

/** A random bot-only game, with every state live play had (states[k]: after k actions). */
function playedGame(game: keyof typeof PLAYERS, seed: string) {
  const n = PLAYERS[game]
  const players = Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` }))
  const states: unknown[] = [Match.create(games, { game, players, seed }).state]
  const result = runGame({
    registry: games,
    game,
    players,
    seed,
    bots: players.map(() => bots[game]!.random!),
    maxActions: 1500,
    checkInvariants: false,
    onAction: ({ match }) => states.push(match.state),
  })
  return { record: result.match.record(), states }
}

describe('a replay rebuilds every state live play had', () => {
  for (const game of Object.keys(PLAYERS) as (keyof typeof PLAYERS)[]) {
    it(`${game}: replaying to action k gives the state after action k, for every k, in any order`, () => {
      for (const seed of SEEDS) {
        const { record, states } = playedGame(game, seed)
        expect(record.log.length).toBeGreaterThan(20)
        // Small checkpoints, so that seeks cross many of them.
        const replay = MatchReplay.build(games, record, 8)
        expect(replay.length).toBe(record.log.length)
        for (let k = 0; k <= replay.length; k++) expect(replay.stateAt(k)).toEqual(states[k])
        // Backwards and scattered: every seek starts from a checkpoint or the cursor.
        const order = Array.from({ length: replay.length + 1 }, (_, k) => (k * 7919) % (replay.length + 1))
        for (const k of order) expect(replay.stateAt(k)).toEqual(states[k])
        for (let k = replay.length; k >= 0; k -= 3) expect(replay.stateAt(k)).toEqual(states[k])
      }
    })

    it(`${game}: stepping back and forward gives the same view as jumping there`, () => {
      const { record } = playedGame(game, 'views')
      const replay = MatchReplay.build(games, record)
      const viewers: Viewer[] = ['spectator', 0, 1]
      const middle = Math.floor(replay.length / 2)
      for (const viewer of viewers) {
        const jumped = JSON.stringify(MatchReplay.build(games, record).view(middle, viewer))
        // From the end, back to the middle one action at a time.
        for (let k = replay.length; k >= middle; k--) replay.view(k, viewer)
        expect(JSON.stringify(replay.view(middle, viewer))).toBe(jumped)
        // From the start, forward one at a time.
        for (let k = 0; k <= middle; k++) replay.view(k, viewer)
        expect(JSON.stringify(replay.view(middle, viewer))).toBe(jumped)
        // Back one and forward one.
        replay.view(middle - 1, viewer)
        expect(JSON.stringify(replay.view(middle, viewer))).toBe(jumped)
      }
    })

    it(`${game}: the events of each step are the ones live play emitted`, () => {
      const events: unknown[] = []
      const n = PLAYERS[game]
      const players = Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` }))
      const result = runGame({
        registry: games,
        game,
        players,
        seed: 'ev',
        bots: players.map(() => bots[game]!.random!),
        maxActions: 400,
        checkInvariants: false,
        onAction: (step) => events.push(step.events),
      })
      const replay = MatchReplay.build(games, result.match.record())
      expect(replay.eventsAt(0)).toEqual([])
      for (let k = 1; k <= replay.length; k++) expect(replay.eventsAt(k)).toEqual(events[k - 1])
    })

    it(`${game}: every step that drew on the dice or the shuffle is marked as letting something out`, () => {
      for (const seed of SEEDS) {
        const { record, states } = playedGame(game, seed)
        const replay = MatchReplay.build(games, record)
        replay.steps.forEach((step, i) => {
          const before = JSON.stringify((states[i] as { rng: unknown }).rng)
          const after = JSON.stringify((states[i + 1] as { rng: unknown }).rng)
          if (before !== after) {
            const seen = { before: states[i], after: states[i + 1], events: step.events }
            expect(
              hiddenOutcomeOf(games[game]!, seen, PLAYERS[game]),
              `${game} ${seed} action ${i + 1}: ${step.events.map((e) => e.type).join(', ')}`,
            ).not.toBeNull()
          }
        })
      }
    })
  }

  it('refuses a log the rules refuse, naming the action', () => {
    const { record } = playedGame('selfish', 'bad')
    const log = record.log.slice(0, 10)
    const broken = { ...record, log: [...log, { seat: 0, action: { type: 'nonsense' } }] }
    expect(() => MatchReplay.build(games, broken)).toThrow(ReplayError)
    try {
      MatchReplay.build(games, broken)
    } catch (err) {
      expect((err as ReplayError).index).toBe(10)
    }
  })

  it('refuses a seek outside the log', () => {
    const { record } = playedGame('zombielife', 'range')
    const replay = MatchReplay.build(games, record)
    expect(() => replay.stateAt(replay.length + 1)).toThrow(/no action/)
    expect(() => replay.stateAt(-1)).toThrow(/no action/)
    expect(replay.recordUpTo(5).log).toEqual(record.log.slice(0, 5))
  })
})
