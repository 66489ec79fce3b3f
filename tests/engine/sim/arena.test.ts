import { describe, expect, it } from 'vitest'
import {
  arenaDeal,
  arenaLineup,
  tallyArena,
  tallyPaired,
  wilson,
  type ArenaGame,
} from '../../../engine/sim/arena'

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

describe('paired deals', () => {
  it('plays each deal once from every chair: the same deal for a whole turn of the lineup', () => {
    const names = ['expert', 'hard-2026-12', 'hard-2026-12', 'hard-2026-12']
    const games = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => ({
      deal: arenaDeal(4, i, true),
      lineup: arenaLineup(names, 4, i),
    }))
    expect(games.map((g) => g.deal)).toEqual([0, 0, 0, 0, 1, 1, 1, 1])
    const chairs = games.slice(0, 4).map((g) => g.lineup.indexOf('expert'))
    expect([...chairs].sort()).toEqual([0, 1, 2, 3])
    expect([0, 1, 2].map((i) => arenaDeal(4, i, false))).toEqual([0, 1, 2])
  })

  it('leaves the luck of the deal out of the interval: a deal won by its first chair whoever sits there tells the bots apart by nothing', () => {
    // Each deal is won from seat 0: bot A wins it from there, bot B when they swap.
    const played = Array.from({ length: 40 }, (_, i) => {
      const lineup = arenaLineup(['a', 'b'], 2, i)
      return game(i, lineup, [lineup[0] as string])
    })
    const plain = tallyArena(played, ['a', 'b']).standings[0]
    const paired = tallyPaired(played, ['a', 'b'], 2)
    expect(paired.deals).toBe(20)
    expect(paired.standings[0]).toEqual({ bot: 'a', share: 0.5, shareCI: [0.5, 0.5] })
    expect(plain?.shareCI[1]).toBeGreaterThan(0.6)
  })

  it('gives a bot that wins every deal from both chairs the whole share; deals split between the bots leave the interval wide', () => {
    const played = Array.from({ length: 20 }, (_, i) =>
      game(i, arenaLineup(['a', 'b'], 2, i), i < 10 ? ['a'] : ['b']),
    )
    const mixed = tallyPaired(played, ['a', 'b'], 2)
    expect(mixed.standings[0]?.share).toBe(0.5)
    const [low, high] = mixed.standings[0]?.shareCI ?? [0, 0]
    expect(low).toBeLessThan(0.5)
    expect(high).toBeGreaterThan(0.5)
    const sweep = Array.from({ length: 20 }, (_, i) => game(i, arenaLineup(['a', 'b'], 2, i), ['a']))
    expect(tallyPaired(sweep, ['a', 'b'], 2).standings[0]).toEqual({ bot: 'a', share: 1, shareCI: [1, 1] })
  })

  it('counts only deals whose every chair finished', () => {
    const played = [
      game(0, ['a', 'b'], ['a']),
      game(1, ['b', 'a'], ['a']),
      game(2, ['a', 'b'], ['a']),
      game(3, ['b', 'a'], [], 'The game stopped.'),
      game(4, ['a', 'b'], ['b']),
    ]
    const paired = tallyPaired(played, ['a', 'b'], 2)
    expect(paired.deals).toBe(1)
    expect(paired.standings[0]?.share).toBe(1)
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
