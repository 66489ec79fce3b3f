import { describe, expect, it } from 'vitest'
import { randomInt, seedRng } from '../../../engine/core/rng'
import { BOARD_SIZE, JAIL } from '../../../engine/games/monopozombie/dataTypes'
import { bestWalk, firstToQuarantine } from '../../../engine/games/monopozombie/quarantineRace'

const squareAt = (from: number, steps: number) => (((from + steps) % BOARD_SIZE) + BOARD_SIZE) % BOARD_SIZE
const off = (square: number) => Math.min(Math.abs(square - JAIL), BOARD_SIZE - Math.abs(square - JAIL))

/** Plays the race out, each zombie stepping to where the table says the other's chance is least. */
function playRace(mover: number, other: number, seed: string): boolean {
  const rng = seedRng(seed)
  const at = [mover, other]
  for (let walk = 0; walk < 10_000; walk++) {
    const me = walk % 2
    const total = randomInt(rng, 4) + randomInt(rng, 4) + 2
    const ahead = squareAt(at[me]!, total)
    const behind = squareAt(at[me]!, -total)
    if (ahead === JAIL || behind === JAIL) return me === 0
    const rival = at[1 - me]!
    at[me] = firstToQuarantine(rival, ahead) <= firstToQuarantine(rival, behind) ? ahead : behind
  }
  throw new Error('the race never ended')
}

describe('the race to Quarantine (R15)', () => {
  it('gives the zombie five squares off the best start and one square off none this walk', () => {
    for (let other = 0; other < BOARD_SIZE; other++) {
      expect(firstToQuarantine(15, other)).toBeGreaterThan(firstToQuarantine(11, other))
      expect(firstToQuarantine(5, other)).toBeGreaterThanOrEqual(4 / 16)
    }
  })

  it('is the same on either side of Quarantine, and walking first is worth something', () => {
    for (let x = 0; x < BOARD_SIZE; x++) {
      for (let y = 0; y < BOARD_SIZE; y++) {
        const mirror = (s: number) => squareAt(2 * JAIL, -s)
        expect(firstToQuarantine(mirror(x), mirror(y))).toBeCloseTo(firstToQuarantine(x, y), 9)
        if (off(x) === off(y)) expect(firstToQuarantine(x, y)).toBeGreaterThan(0.5)
      }
    }
  })

  it('matches races played out with dice (5,000 each, within 0.03)', () => {
    for (const [mover, other] of [
      [15, 30],
      [11, 15],
      [30, 5],
    ] as const) {
      let wins = 0
      for (let k = 0; k < 5_000; k++) if (playRace(mover, other, `race:${mover}:${other}:${k}`)) wins++
      expect(Math.abs(wins / 5_000 - firstToQuarantine(mover, other))).toBeLessThan(0.03)
    }
  })

  it('walks the way that leaves the rival the least chance, or onto Quarantine', () => {
    expect(bestWalk(JAIL + 5, 5, 30)).toEqual({ dir: -1, odds: 1 })
    expect(bestWalk(JAIL - 6, 6, 30)).toEqual({ dir: 1, odds: 1 })
    for (let from = 0; from < BOARD_SIZE; from++) {
      for (let total = 2; total <= 8; total++) {
        const { dir, odds } = bestWalk(from, total, 30)
        const [there, away] = [squareAt(from, dir * total), squareAt(from, -dir * total)]
        if (there === JAIL) continue
        expect(away).not.toBe(JAIL)
        expect(odds).toBeCloseTo(1 - firstToQuarantine(30, there))
        expect(firstToQuarantine(30, there)).toBeLessThanOrEqual(firstToQuarantine(30, away) + 1e-12)
      }
    }
  })
})
