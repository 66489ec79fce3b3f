import { describe, expect, it } from 'vitest'
import { randomBot } from '../../../engine/bots/random'
import { zombielifeHeuristicBot } from '../../../engine/games/zombielife/bots'
import { bots, games } from '../../../engine/index'
import { simulate } from '../../../engine/sim/simulate'
import { PLAYER_COUNTS } from './randomGames'

describe('Bots', () => {
  it('the registry offers the random, easy, heuristic (Medium), hard and expert bots for zombielife', () => {
    expect(Object.keys(bots.zombielife ?? {})).toEqual(['random', 'easy', 'heuristic', 'hard', 'expert'])
    expect(bots.zombielife?.heuristic).toBe(zombielifeHeuristicBot)
    expect(games.zombielife?.name).toBe('Zombielife Insurance')
  })

  it('the heuristic bot clearly beats random bots in every seat (4 players)', () => {
    for (let seat = 0; seat < 4; seat++) {
      const lineup = [randomBot, randomBot, randomBot, randomBot]
      lineup[seat] = zombielifeHeuristicBot
      const tally = simulate({
        registry: games,
        game: 'zombielife',
        players: 4,
        games: 150,
        seed: `bots:${seat}`,
        bots: lineup,
      })
      expect(tally.errorCount).toBe(0)
      expect(tally.wins[String(seat)] ?? 0).toBeGreaterThan(150 * 0.55)
    }
  })

  it('the heuristic bot wins more than its share at every player count', () => {
    for (const n of PLAYER_COUNTS) {
      const lineup = [zombielifeHeuristicBot, ...Array.from({ length: n - 1 }, () => randomBot)]
      const tally = simulate({
        registry: games,
        game: 'zombielife',
        players: n,
        games: 120,
        seed: `share:${n}`,
        bots: lineup,
      })
      expect(tally.wins['0'] ?? 0).toBeGreaterThan((120 / n) * 1.5)
    }
  })
})
