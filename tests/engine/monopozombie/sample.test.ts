/**
 * The search hooks: `sample` redraws only what a seat cannot see (the deck order and the random
 * stream) and reads nothing else hidden; `estimate` scores every seat in [0, 1] the way the game is won.
 */
import { describe, expect, it } from 'vitest'
import { seedRng } from '../../../engine/core/rng'
import { estimateMonopoZombie } from '../../../engine/games/monopozombie/estimate'
import { chaseBoard, chaseOdds } from '../../../engine/games/monopozombie/lastHumanChase'
import { bestWalk, firstToQuarantine } from '../../../engine/games/monopozombie/quarantineRace'
import { sampleMonopoZombie } from '../../../engine/games/monopozombie/sample'
import type { MonopoState } from '../../../engine/games/monopozombie/types'
import { chiSquare, chiSquareLimit } from '../shared/chiSquare'
import { deepFreeze } from '../shared/determinism'
import {
  expectSampleKeepsWhatItsSeatSees,
  expectSharesInRange,
  expectWinnersShares,
} from '../shared/searchHooks'
import { CHANCE, SQ } from './board'
import { playRandomGame } from './randomGames'
import { monopozombie, owned, scenario } from './scenario'

/** Every 5th state of a few seeded random games, and each game's last state. */
function collect(): { states: MonopoState[]; finals: MonopoState[] } {
  const states: MonopoState[] = []
  const finals: MonopoState[] = []
  const games = [
    { players: 2, options: {} },
    { players: 4, options: {} },
    { players: 5, options: { bankruptcy: 'eliminate', apocalypseAt: 'halfThePlayers' } },
    { players: 6, options: { hopelessLastHuman: 'zombiesWin' } },
    { players: 3, options: { taxEdition: 'classic' } },
    { players: 8, options: {} },
    { players: 6, options: { stallRounds: 11 } },
  ]
  games.forEach((g, k) => {
    let actions = 0
    const run = playRandomGame({
      players: g.players,
      seed: `sample:${k}`,
      options: g.options,
      onAction: ({ match }) => {
        if (++actions % 5 === 0) states.push(match.state as MonopoState)
      },
    })
    if (run.outcome === null) throw new Error(`game sample:${k} did not finish`)
    finals.push(run.match.state as MonopoState)
  })
  return { states, finals }
}

const { states, finals } = collect()
const rngFor = (k: number) => seedRng(`draw:${k}`)

describe('sampleMonopoZombie', () => {
  it('the collected states reach every stage', () => {
    expect(new Set(states.map((s) => s.stage))).toEqual(new Set([1, 2, 3]))
    expect(states.length).toBeGreaterThan(100)
  })

  it('keeps every seat view, the invariants and the legal moves, and never changes its input', () => {
    states.forEach((state, k) => {
      const before = JSON.stringify(state)
      deepFreeze(state)
      state.players.forEach((_, seat) => {
        expectSampleKeepsWhatItsSeatSees(
          monopozombie,
          state,
          seat,
          sampleMonopoZombie(state, seat, rngFor(k)),
        )
      })
      expect(JSON.stringify(state)).toBe(before)
    })
  })

  it('gives the same sample for the same rng, and another for another', () => {
    let differs = 0
    states.forEach((state, k) => {
      const seat = k % state.players.length
      const a = sampleMonopoZombie(state, seat, rngFor(k))
      expect(sampleMonopoZombie(state, seat, rngFor(k))).toStrictEqual(a)
      const b = sampleMonopoZombie(state, seat, rngFor(k + 1))
      if (JSON.stringify(b.decks) !== JSON.stringify(a.decks)) differs++
    })
    expect(differs).toBe(states.length)
  })

  it('reads nothing hidden: a state the seat sees alike gives the same sample', () => {
    states.forEach((state, k) => {
      state.players.forEach((_, seat) => {
        const twin = sampleMonopoZombie(state, seat, seedRng(`twin:${k}:${seat}`))
        expect(sampleMonopoZombie(twin, seat, rngFor(k))).toStrictEqual(
          sampleMonopoZombie(state, seat, rngFor(k)),
        )
      })
    })
  })

  it('puts every card of a deck on top equally often (chi-square)', () => {
    const state = scenario({ seed: 'chi', players: [{}, { cards: [CHANCE.goojf] }, {}] })
    const deck = state.decks.chance
    expect(deck).toHaveLength(15)
    const draws = 4000
    const tops = new Map<number, number>(deck.map((c) => [c, 0]))
    const rng = seedRng('chi-square')
    for (let i = 0; i < draws; i++) {
      const top = sampleMonopoZombie(state, 0, rng).decks.chance[0]!
      tops.set(top, (tops.get(top) ?? 0) + 1)
    }
    expect(tops.size).toBe(deck.length)
    expect(
      chiSquare(
        [...tops.values()],
        deck.map(() => 1),
      ),
    ).toBeLessThan(chiSquareLimit(deck.length))
  })
})

describe('estimateMonopoZombie', () => {
  it('gives one number per seat in [0, 1], the winners 1 and everyone else 0 at the end', () => {
    for (const state of states) expectSharesInRange(estimateMonopoZombie(state), state.players.length)
    // One game ends at its stall limit, with every zombie winning.
    expect(finals.some((s) => s.winners!.length > 1)).toBe(true)
    for (const state of finals) {
      expect(state.winners).not.toBeNull()
      expectWinnersShares(estimateMonopoZombie(state), state.players.length, state.winners!)
    }
  })

  it('ranks the richer human higher', () => {
    const state = scenario({
      players: [{ cash: 1200 }, { cash: 900 }, { cash: 1500 }],
      lots: { ...owned(0, [SQ.parkPlace, SQ.boardwalk], 2), [SQ.reading]: { owner: 1, mortgaged: true } },
    })
    const [ann, bob, cid] = estimateMonopoZombie(state)
    expect(ann).toBeGreaterThan(cid!)
    expect(cid).toBeGreaterThan(bob!)
  })

  it('follows the stages: hopeless humans score 0, and the zombie in reach of Quarantine leads the race', () => {
    const apocalypse = scenario({
      players: [{ lapped: true }, { lapped: true }, { zombie: true }, { zombie: true }],
      stage: 3,
      lots: { [SQ.boardwalk]: { owner: 0, level: 1 }, [SQ.parkPlace]: 1 },
    })
    const [ann, bob, cid] = estimateMonopoZombie(apocalypse)
    expect(ann).toBeGreaterThan(0)
    expect(bob).toBe(0)
    expect(cid).toBeGreaterThan(0)

    const race = scenario({
      players: [
        { zombie: true, position: SQ.go },
        { zombie: true, position: SQ.electric + 3 },
        { zombie: true, position: SQ.jail },
      ],
      stage: 3,
      zombieDice: [1, 2],
    })
    const [far, near, there] = estimateMonopoZombie(race)
    expect(near).toBeGreaterThan(far!)
    expect(far).toBeGreaterThan(0)
    // A zombie already in Quarantine must leave and come back.
    expect(there).toBe(far)
    expect(far! + near! + there!).toBeCloseTo(1)
  })

  describe('with two left, by the odds of the race to Quarantine', () => {
    const racing = (ann: number, bob: number, dice: [number, number]) =>
      scenario({
        players: [
          { zombie: true, position: ann },
          { zombie: true, position: bob },
        ],
        stage: 3,
        zombieDice: dice,
      })

    it('gives the zombie whose walk reaches Quarantine the game', () => {
      expect(estimateMonopoZombie(racing(SQ.jail + 5, 30, [2, 3]))).toEqual([1, 0])
    })

    it("scores two zombies by the walker's best walk and the other's reply", () => {
      // Eleven squares past Quarantine with a 2: nine past (one 2d4 walk short) or thirteen.
      const [ann, bob] = estimateMonopoZombie(racing(SQ.jail + 11, 30, [1, 1]))
      const best = bestWalk(SQ.jail + 11, 2, 30)
      expect(ann).toBeCloseTo(best.odds)
      expect(ann! + bob!).toBeCloseTo(1)
      expect(ann).toBeCloseTo(
        1 - Math.min(firstToQuarantine(30, SQ.jail + 9), firstToQuarantine(30, SQ.jail + 13)),
      )
    })

    it('gives a last human with nothing to win on her odds in the solved chase, no longer 0', () => {
      const players = [
        { lapped: true, position: 25 },
        { zombie: true, position: 20 },
      ]
      const hopeless = scenario({ players, stage: 3 })
      const chase = chaseOdds(
        chaseBoard([], () => false),
        hopeless.options.stallRounds,
      )
      const [ann, bob] = estimateMonopoZombie(hopeless)
      expect(ann).toBeCloseTo(chase.humanToMove(25, 20, hopeless.options.stallRounds))
      expect(ann).toBeGreaterThan(0.5)
      expect(ann! + bob!).toBeCloseTo(1)
      // The zombie about to walk; and before her lap she cannot turn yet: the race she would start.
      const walking = scenario({ players, stage: 3, seat: 1, zombieDice: [2, 3] })
      expect(estimateMonopoZombie(walking)[0]).toBeCloseTo(
        chase.zombieToMove(25, 20, walking.options.stallRounds),
      )
      const unlapped = scenario({ players: [{ position: 25 }, players[1]!], stage: 3 })
      expect(estimateMonopoZombie(unlapped)[0]).toBeCloseTo(1 - firstToQuarantine(20, 25))
    })
  })
})
