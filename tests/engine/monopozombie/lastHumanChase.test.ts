import { describe, expect, it } from 'vitest'
import { botContext } from '../../../engine/bots/context'
import { seedRng } from '../../../engine/core/rng'
import { BOARD_SIZE, JAIL } from '../../../engine/games/monopozombie/dataTypes'
import { chaseBoard, chaseOdds, quickChaseOdds } from '../../../engine/games/monopozombie/lastHumanChase'
import { firstToQuarantine } from '../../../engine/games/monopozombie/quarantineRace'
import { monopoSearchPolicy } from '../../../engine/games/monopozombie/searchPolicy'
import type { MonopoAction, MonopoState } from '../../../engine/games/monopozombie/types'
import { ann, SQ } from './board'
import { actor, monopozombie, scenario } from './scenario'

const nobodyOwns = chaseBoard([], () => false)

/** Plays a chase out in the engine, both seats by the search policy (which plays the table). */
function playChase(human: number, zombie: number, rounds: number, seed: string): boolean {
  let s: MonopoState = scenario({
    players: [
      { lapped: true, position: human },
      { zombie: true, position: zombie },
    ],
    stage: 3,
    options: { stallRounds: rounds },
    seed,
  })
  const rng = seedRng(`${seed}:bots`)
  for (let step = 0; s.winners === null; step++) {
    if (step > 10_000) throw new Error('the chase never ended')
    const seat = actor(s)
    const ctx = botContext(monopozombie, s, seat, rng)
    s = monopozombie.apply(s, seat, monopoSearchPolicy.choose(ctx as never) as MonopoAction).state
  }
  return s.winners.includes(ann)
}

describe('the chase of a last human with nothing to win on (R14, R15, M19)', () => {
  it('gives the zombie the game when no round is left (the stall limit)', () => {
    const odds = chaseOdds(nobodyOwns, 200)
    for (let h = 0; h < BOARD_SIZE; h++) {
      for (let z = 0; z < BOARD_SIZE; z++) {
        expect(odds.humanToMove(h, z, 0)).toBe(0)
        expect(odds.humanToMove(h, z, 200)).toBeGreaterThan(0)
        expect(odds.humanToMove(h, z, 200)).toBeLessThan(1)
      }
    }
  })

  it('grows with the rounds left: the human can wait for a good place to turn', () => {
    const odds = chaseOdds(nobodyOwns, 200)
    for (const [h, z] of [
      [25, 20],
      [8, 30],
      [0, 15],
    ] as const) {
      expect(odds.humanToMove(h, z, 1)).toBeLessThan(odds.humanToMove(h, z, 10))
      expect(odds.humanToMove(h, z, 10)).toBeLessThan(odds.humanToMove(h, z, 100))
      // Far from the limit she does better than turning at once would (the zombie walking first).
      expect(odds.humanToMove(h, z, 100)).toBeGreaterThan(1 - firstToQuarantine(z, h))
    }
  })

  it('counts snake eyes onto Quarantine as a win; turns her on unimproved zombie ground and by a card', () => {
    const odds = chaseOdds(nobodyOwns, 200)
    expect(odds.afterWalk(JAIL, 30, 1, 1, 5)).toBe(1)
    // Chance: one card in 16 sends her to jail, which turns her (R2); else the zombie walks.
    expect(odds.afterWalk(SQ.chance1, 30, 2, 5, 3)).toBeCloseTo(
      (1 - firstToQuarantine(30, SQ.chance1)) / 16 + (odds.zombieToMove(SQ.chance1, 30, 3) * 15) / 16,
    )
    const ground = chaseBoard([{ square: SQ.oriental, owner: 1, level: 0 }], (seat) => seat === 1)
    expect(chaseOdds(ground, 200).afterWalk(SQ.oriental, 30, 2, 4, 1)).toBeCloseTo(
      1 - firstToQuarantine(30, SQ.oriental),
    )
    const improved = chaseBoard([{ square: SQ.oriental, owner: 1, level: 2 }], (seat) => seat === 1)
    expect(improved.turning[SQ.oriental]).toBe(false)
    expect(improved.sheltered[SQ.oriental]).toBe(true)
  })

  it('has a quick stand-in for playouts: the step at hand on the real board, what follows on the open one', () => {
    const ground = chaseBoard([{ square: SQ.oriental, owner: 1, level: 0 }], (seat) => seat === 1)
    const quick = quickChaseOdds(ground, 200)
    const exact = chaseOdds(ground, 200)
    const open = chaseOdds(nobodyOwns, 200)
    expect(quick.afterWalk(SQ.oriental, 30, 2, 4, 50)).toBe(exact.afterWalk(SQ.oriental, 30, 2, 4, 50))
    expect(quick.humanToMove(25, 20, 50)).toBe(open.humanToMove(25, 20, 50))
    // Zombie ground changes her chances: one more place to turn, and one she cannot always avoid.
    expect(exact.humanToMove(25, 20, 50)).not.toBeCloseTo(open.humanToMove(25, 20, 50), 3)
  })

  it('matches chases played out in the engine (1,000 each, within 0.045)', () => {
    const rounds = 30
    const odds = chaseOdds(nobodyOwns, rounds)
    for (const [h, z] of [
      [25, 20],
      [2, 17],
    ] as const) {
      let wins = 0
      for (let k = 0; k < 1_000; k++) if (playChase(h, z, rounds, `chase:${h}:${z}:${k}`)) wins++
      expect(Math.abs(wins / 1_000 - odds.humanToMove(h, z, rounds))).toBeLessThan(0.045)
    }
  })
})
