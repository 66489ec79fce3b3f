/**
 * The race that decides most two-player games (R15): once everyone has turned, the first zombie to
 * land on Quarantine by its walk wins. A zombie walks 2d4 and picks the direction after the roll, so
 * the square it stops on sets its next chance: five squares off is best (4 in 16), one square off
 * is none. `firstToQuarantine(x, y)` is the chance that a zombie on square x, moving first, wins
 * the race against one on square y when both walk as well as they can; solved once by value
 * iteration over the 40 × 40 pairs of squares.
 */
import { BOARD_SIZE, JAIL } from './dataTypes'

/** Ways two d4 make each total, out of 16. */
export const TWO_D4: readonly number[] = [0, 0, 1, 2, 3, 4, 3, 2, 1]

const squareAt = (from: number, steps: number) => (((from + steps) % BOARD_SIZE) + BOARD_SIZE) % BOARD_SIZE

function solve(): Float64Array {
  const table = new Float64Array(BOARD_SIZE * BOARD_SIZE).fill(0.5)
  const get = (x: number, y: number) => table[x * BOARD_SIZE + y] as number
  for (let sweep = 0; sweep < 500; sweep++) {
    let change = 0
    for (let x = 0; x < BOARD_SIZE; x++) {
      for (let y = 0; y < BOARD_SIZE; y++) {
        let win = 0
        for (let total = 2; total <= 8; total++) {
          const p = (TWO_D4[total] as number) / 16
          const ahead = squareAt(x, total)
          const behind = squareAt(x, -total)
          if (ahead === JAIL || behind === JAIL) win += p
          else win += p * (1 - Math.min(get(y, ahead), get(y, behind)))
        }
        change = Math.max(change, Math.abs(win - get(x, y)))
        table[x * BOARD_SIZE + y] = win
      }
    }
    if (change < 1e-12) break
  }
  return table
}

/** Solved on first use (tens of milliseconds), not when the engine loads. */
let odds: Float64Array | null = null

/** The chance that a zombie on `mover`, about to walk, reaches Quarantine before a zombie on `other`. */
export function firstToQuarantine(mover: number, other: number): number {
  odds ??= solve()
  return odds[mover * BOARD_SIZE + other] as number
}

/**
 * A racing zombie on `from` that rolled `total`, against one on `other` that walks next: the way it
 * should walk and its chance of winning then (1 when either way ends on Quarantine).
 */
export function bestWalk(from: number, total: number, other: number): { dir: 1 | -1; odds: number } {
  const odds = (dir: 1 | -1) => {
    const to = squareAt(from, dir * total)
    return to === JAIL ? 1 : 1 - firstToQuarantine(other, to)
  }
  const ahead = odds(1)
  const behind = odds(-1)
  return ahead >= behind ? { dir: 1, odds: ahead } : { dir: -1, odds: behind }
}
