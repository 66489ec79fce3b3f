import { describe, expect, it } from 'vitest'
import { arenaLineup, tallyArena, wilson, type ArenaGame } from '../../../engine/sim/arena'

const game = (
  index: number,
  lineup: string[],
  winners: string[],
  error: string | null = null,
): ArenaGame => ({
  index,
  seed: `1:${index}`,
  lineup,
  winners,
  actions: 10,
  error,
})

describe('arena seats', () => {
  it('alternates two bots between the first and second seat from game to game', () => {
    expect([0, 1, 2, 3].map((i) => arenaLineup(['hard', 'medium'], 2, i))).toEqual([
      ['hard', 'medium'],
      ['medium', 'hard'],
      ['hard', 'medium'],
      ['medium', 'hard'],
    ])
  })

  it('moves one Hard through all four seats against three Medium', () => {
    const seats = [0, 1, 2, 3].map((i) =>
      arenaLineup(['hard', 'medium', 'medium', 'medium'], 4, i).indexOf('hard'),
    )
    expect(seats.sort()).toEqual([0, 1, 2, 3])
  })

  it('cycles a short list of bots over a larger table', () => {
    expect(arenaLineup(['hard', 'medium'], 4, 0)).toEqual(['hard', 'medium', 'hard', 'medium'])
  })
})

describe('arena tally', () => {
  it('counts games nobody won apart from the share of the games somebody won', () => {
    const played = [
      game(0, ['hard', 'medium'], ['hard']),
      game(1, ['medium', 'hard'], ['hard']),
      game(2, ['hard', 'medium'], []),
      game(3, ['medium', 'hard'], ['medium']),
    ]
    const tally = tallyArena(played, ['hard', 'medium'])
    expect(tally).toMatchObject({ games: 4, finished: 4, nobodyWon: 1, errors: 0 })
    const [hard, medium] = tally.standings
    expect(hard).toMatchObject({ bot: 'hard', seats: 4, wins: 2, winRate: 0.5, fairShare: 0.5 })
    expect(hard?.share).toBeCloseTo(2 / 3)
    expect(medium).toMatchObject({ bot: 'medium', seats: 4, wins: 1, winRate: 0.25 })
    expect(medium?.share).toBeCloseTo(1 / 3)
  })

  it('leaves failed games out of every rate and counts them as errors', () => {
    const played = [
      game(0, ['hard', 'medium'], ['hard']),
      game(1, ['medium', 'hard'], [], 'The game stopped.'),
    ]
    const tally = tallyArena(played, ['hard', 'medium'])
    expect(tally).toMatchObject({ games: 2, finished: 1, errors: 1, nobodyWon: 0 })
    expect(tally.standings[0]).toMatchObject({ seats: 1, wins: 1, winRate: 1, share: 1 })
  })

  it('gives one Hard against three Medium a fair share of a quarter', () => {
    const played = [0, 1, 2, 3].map((i) =>
      game(i, arenaLineup(['hard', 'medium', 'medium', 'medium'], 4, i), ['medium']),
    )
    const [hard, medium] = tallyArena(played, ['hard', 'medium', 'medium', 'medium']).standings
    expect(hard?.fairShare).toBe(0.25)
    expect(medium?.fairShare).toBe(0.75)
    expect(tallyArena(played, ['hard', 'medium', 'medium', 'medium']).standings).toHaveLength(2)
  })
})

describe('Wilson interval', () => {
  it('matches the textbook 95% interval of 50 in 100 and of 0 in 10', () => {
    const [lo, hi] = wilson(50, 100)
    expect(lo).toBeCloseTo(0.4038, 4)
    expect(hi).toBeCloseTo(0.5962, 4)
    const [lo0, hi0] = wilson(0, 10)
    expect(lo0).toBe(0)
    expect(hi0).toBeCloseTo(0.2775, 4)
  })

  it('narrows as games are added and says nothing of no games', () => {
    const width = (n: number) => wilson(n * 0.55, n)[1] - wilson(n * 0.55, n)[0]
    expect(width(400)).toBeLessThan(width(100))
    expect(wilson(0, 0)).toEqual([0, 1])
  })
})
