/** The determinism checks every game's property tests share. */
import { expect, it } from 'vitest'
import { Match } from '../../../engine/core/match'
import { games } from '../../../engine/index'
import type { RunGameResult } from '../../../engine/sim/runGame'
import { plainJsonProblem, type RandomGameSetup } from './randomGames'

/** Freezes a value and everything inside it (apply must never change its input). */
export function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return
  Object.freeze(value)
  for (const v of Object.values(value)) deepFreeze(v)
}

/**
 * Replays the live match's record (through JSON, as a save would) and expects the same version,
 * state and outcome; `strict` also compares the states structurally and checks the live state
 * survives a JSON round trip unchanged.
 */
export function expectReplayedAsLive(live: Match, strict: boolean): void {
  const replayed = Match.replay(games, JSON.parse(JSON.stringify(live.record())))
  expect(replayed.version).toBe(live.version)
  expect(JSON.stringify(replayed.state)).toBe(JSON.stringify(live.state))
  expect(replayed.outcome()).toEqual(live.outcome())
  if (strict) {
    expect(replayed.state).toStrictEqual(live.state)
    expect(JSON.parse(JSON.stringify(live.state))).toStrictEqual(live.state)
  }
}

/** The same seed plays the same game (record and state); another seed another game. */
export function itPlaysTheSameGameForTheSameSeed(
  playRandomGame: (setup: RandomGameSetup) => RunGameResult,
): void {
  it('the same seed gives the same game; another seed another game', () => {
    const a = playRandomGame({ players: 4, seed: 'same' }).match
    const b = playRandomGame({ players: 4, seed: 'same' }).match
    const c = playRandomGame({ players: 4, seed: 'other' }).match
    expect(JSON.stringify(b.record())).toBe(JSON.stringify(a.record()))
    expect(JSON.stringify(b.state)).toBe(JSON.stringify(a.state))
    expect(JSON.stringify(c.record())).not.toBe(JSON.stringify(a.record()))
  })
}

export interface ReplayedGames {
  /** The player counts, one test each. */
  readonly counts: readonly number[]
  /** How many random games each count plays. */
  readonly games: number
  /** The live state is checked to be plain JSON after every action of every this-many-th game (1: all). */
  readonly jsonEvery?: number
  /** The bots of game `g` at `n` players (left out or undefined: all random). */
  readonly bots?: (n: number, g: number) => RandomGameSetup['bots']
}

/**
 * For each player count, random games played to the end (each from another first seat), each
 * record replayed to exactly its live match (strictly every 25th game), and the live states plain
 * JSON. `title` names the test, with %i for the count.
 */
export function itReplaysRandomGamesAsLive(
  title: string,
  playRandomGame: (setup: RandomGameSetup) => RunGameResult,
  { counts, games, jsonEvery = 1, bots }: ReplayedGames,
): void {
  it.each(counts)(title, (n) => {
    let jsonProblems = 0
    for (let g = 0; g < games; g++) {
      const run = playRandomGame({
        players: n,
        seed: `det:${n}:${g}`,
        firstSeat: g % n,
        bots: bots?.(n, g),
        onAction: ({ match }) => {
          if (g % jsonEvery === 0 && plainJsonProblem(match.state) !== null) jsonProblems++
        },
      })
      expect(run.error).toBeNull()
      expect(run.outcome).not.toBeNull()
      expectReplayedAsLive(run.match, g % 25 === 0)
    }
    expect(jsonProblems).toBe(0)
  })
}
