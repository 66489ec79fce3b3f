/**
 * The final standings on the game-over card: ranked by each game's own rules from real finished bot
 * games (the winners first, then Selfish by how far up the columns, Zombielife by its score,
 * MonopoZombie by worth with players out last), ties sharing a place, names from the seats.
 */
import { describe, expect, it } from 'vitest'
import type { Outcome } from '../../../engine/core/types'
import type { MonopoView } from '../../../engine/games/monopozombie/types'
import type { SelfishView } from '../../../engine/games/selfish/types'
import type { ZombielifeView } from '../../../engine/games/zombielife/types'
import type { SeatConfig } from '../../../electron/protocol'
import { gameUis } from '../../../renderer/games'
import { rankStandings, type Standing } from '../../../renderer/hud/standings'
import { playForMoments, type PlayedGame } from '../shared/playedMoments'

describe('rankStandings', () => {
  const p = (seat: number, rank: number[], winner = false) => ({
    seat,
    name: `P${seat}`,
    detail: '',
    winner,
    rank,
  })

  it('puts the winners first whatever their rank, then the biggest rank, entry by entry', () => {
    const out = rankStandings([p(0, [3, 0]), p(1, [1], true), p(2, [3, 1]), p(3, [5])])
    expect(out.map((s) => s.seat)).toEqual([1, 3, 2, 0])
    expect(out.map((s) => s.place)).toEqual([1, 2, 3, 4])
  })

  it('players who tie share a place, in seat order, and the next place skips', () => {
    const out = rankStandings([p(2, [4]), p(0, [4]), p(1, [9]), p(3, [1])])
    expect(out.map((s) => [s.seat, s.place])).toEqual([
      [1, 1],
      [0, 2],
      [2, 2],
      [3, 4],
    ])
  })
})

/** Finished bot games of a game at each table size. */
function finished(game: string, perCount: number, options: Record<string, unknown> = {}): PlayedGame[] {
  return [2, 3, 4, 5].flatMap((players) =>
    Array.from({ length: perCount }, (_, g) =>
      playForMoments({ game, players, seed: `standings:${players}:${g}`, options, types: new Set() }),
    ),
  )
}

function standingsOf(game: string, played: PlayedGame, seats: readonly SeatConfig[] = played.seats) {
  return gameUis[game]!.standings!(played.view, played.outcome, seats) as readonly Standing[]
}

/** What every game's standings share: each seat once, the outcome's winners first, places in order. */
function expectWellFormed(standings: readonly Standing[], outcome: Outcome, seats: readonly SeatConfig[]) {
  expect(standings.map((s) => s.seat).sort()).toEqual(seats.map((_, i) => i))
  const winners = standings.filter((s) => s.winner).map((s) => s.seat)
  expect([...winners].sort()).toEqual([...outcome.winners].sort())
  expect(standings.slice(0, winners.length).every((s) => s.winner)).toBe(true)
  for (let i = 1; i < standings.length; i++) {
    expect(standings[i]!.place).toBeGreaterThanOrEqual(standings[i - 1]!.place)
  }
  for (const s of standings) {
    expect(s.name).toBe(seats[s.seat]!.name)
    expect(s.detail).not.toMatch(/[{}]|undefined|NaN/)
  }
}

describe('selfish: the escaper, then how far up the columns', () => {
  const games = finished('selfish', 3)

  it('both endings come up: an escape and the zombies winning', () => {
    expect(games.some((g) => g.outcome.winners.length === 1)).toBe(true)
    expect(games.some((g) => g.outcome.winners.length === 0)).toBe(true)
  })

  it.each(games.map((g, i) => [i, g] as const))('game %i', (_i, played) => {
    const standings = standingsOf('selfish', played)
    expectWellFormed(standings, played.outcome, played.seats)
    const view = played.view as SelfishView
    const rest = standings.filter((s) => !s.winner).map((s) => view.players[s.seat]!)
    for (let i = 1; i < rest.length; i++) {
      const [a, b] = [rest[i - 1]!, rest[i]!]
      expect(a.level > b.level || (a.level === b.level && (a.alive || !b.alive))).toBe(true)
    }
    for (const s of standings) {
      const p = view.players[s.seat]!
      expect(s.detail).toMatch(s.winner ? /chopper/ : p.alive ? /^Survivor/ : /^Zombie/)
    }
  })
})

describe('zombielife: by the score that decides the game', () => {
  const games = finished('zombielife', 2)

  it.each(games.map((g, i) => [i, g] as const))('game %i', (_i, played) => {
    const standings = standingsOf('zombielife', played)
    expectWellFormed(standings, played.outcome, played.seats)
    const scores = standings.map((s) => played.outcome.scores[s.seat]!)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
    for (const s of standings) expect(s.detail).toContain(`${played.outcome.scores[s.seat]} Wonga`)
    const view = played.view as ZombielifeView
    const zombies = standings.filter((s) => view.players[s.seat]!.zombie)
    for (const s of zombies) expect(s.detail).toMatch(/zombie/)
  })
})

describe('monopozombie: the winners, then by worth; players out of the game last', () => {
  const games = [...finished('monopozombie', 1), ...finished('monopozombie', 1, { bankruptcy: 'eliminate' })]

  it.each(games.map((g, i) => [i, g] as const))('game %i', (_i, played) => {
    const standings = standingsOf('monopozombie', played)
    expectWellFormed(standings, played.outcome, played.seats)
    const view = played.view as MonopoView
    const rest = standings.filter((s) => !s.winner).map((s) => view.players[s.seat]!)
    const seated = rest.filter((p) => !p.eliminated)
    expect(rest.slice(0, seated.length)).toEqual(seated)
    const worth = seated.map((p) => played.outcome.scores[p.seat]!)
    expect(worth).toEqual([...worth].sort((a, b) => b - a))
    for (const s of standings) {
      const p = view.players[s.seat]!
      expect(s.detail).toMatch(p.eliminated ? /Out/ : p.zombie ? /^Zombie, worth \$/ : /^Survivor, worth \$/)
    }
  })
})

it('every game names the players by their seats at this table', () => {
  for (const game of ['selfish', 'zombielife', 'monopozombie']) {
    const played = playForMoments({ game, players: 3, seed: 'standings:names', types: new Set() })
    const seats = played.seats.map((s, i) => ({ ...s, name: `Streamer ${i}` }))
    expect(
      standingsOf(game, played, seats)
        .map((s) => s.name)
        .sort(),
    ).toEqual(seats.map((s) => s.name))
  }
})
