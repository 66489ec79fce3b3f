/**
 * Comparing moves played in the same drawn states (paired means): which move leads, which have
 * fallen clearly behind, and whether another beats the policy's by more than luck explains. Shared
 * by the rollouts (./rollouts.ts) and the tree search's paired root (./ismcts.ts).
 */
import { upperQuantile, upperTail } from './normalTail'

export interface Racing {
  /** Drawn states every move is played in before any is dropped; the next look is at twice as many. */
  readonly firstLook: number
  /** How many standard errors below the best a move's paired mean must stay to be dropped, with one other left (more with many). */
  readonly drop: number
}

export interface PairedRace {
  /** How many moves are compared; move 0 is the policy's. */
  readonly moves: number
  /** The most plays (each move in each drawn state counts one). */
  readonly iterations: number
  /** How many standard errors better another move must be to replace the policy's. */
  readonly confidence: number
  /** Drop moves that fall clearly behind (left out: every move in every drawn state). */
  readonly racing?: Racing
  /** False once cancelled or out of time (asked once per drawn state). */
  readonly goOn: () => boolean
  /** The `worlds`-th drawn state. */
  readonly draw: (worlds: number) => unknown
  /** The dice every move is played with in one drawn state. */
  readonly luck: () => number
  /** Move `i` played in `world` with dice `luck`: the searching seat's reward. */
  readonly play: (i: number, world: unknown, luck: number) => number
}

/**
 * Every move still in play played in each drawn state with the same dice, until the budget, the
 * clock or a cancel ends it (or racing leaves one move); then the move `chosen` picks.
 */
export function racePaired(race: PairedRace): { best: number; iterations: number; visits: number[] } {
  const rewards: number[][] = Array.from({ length: race.moves }, () => [])
  let active = rewards.map((_, i) => i)
  let nextLook = race.racing?.firstLook ?? Infinity
  let worlds = 0
  let iterations = 0
  while (iterations + active.length <= race.iterations && race.goOn()) {
    const world = race.draw(worlds)
    const luck = race.luck()
    for (const i of active) (rewards[i] as number[]).push(race.play(i, world, luck))
    worlds++
    iterations += active.length
    if (race.racing && worlds >= nextLook) {
      active = stillClose(rewards, active, worlds, race.racing.drop)
      nextLook *= 2
      if (active.length === 1) break
    }
  }
  const best = worlds > 1 ? chosen(rewards, active, worlds, marginFor(race.confidence, race.moves - 1)) : 0
  return { best, iterations, visits: rewards.map((r) => r.length) }
}

/**
 * The policy's move (index 0) unless another still in play beats it by `z` standard errors; the best
 * if it was dropped. `z` is the margin for every move the search began with: a race's survivors
 * are its luckiest moves, not a fresh few.
 */
function chosen(rewards: readonly number[][], active: readonly number[], worlds: number, z: number) {
  if (active[0] !== 0) return leaderOf(rewards, active, worlds)
  let best = 0
  let bestMargin = 0
  for (const i of active) {
    const { mean, error } = paired(rewards[0] as number[], rewards[i] as number[], worlds)
    const margin = mean - z * error
    if (i > 0 && mean > 0 && margin > bestMargin) {
      best = i
      bestMargin = margin
    }
  }
  return best
}

/**
 * The standard errors one of `rivals` moves must beat the policy's by: `confidence` for one rival,
 * more for many (Bonferroni), so that the luckiest of many equal moves is no likelier to replace
 * the policy's than one equal move is.
 */
function marginFor(confidence: number, rivals: number): number {
  if (rivals <= 1) return confidence
  return upperQuantile(upperTail(confidence) / rivals)
}

/** The moves whose paired mean is not below the best's by `drop` standard errors, more when many are left (the best of many is lucky). */
function stillClose(rewards: readonly number[][], active: readonly number[], worlds: number, drop: number) {
  const leader = leaderOf(rewards, active, worlds)
  const lead = rewards[leader] as number[]
  const z = marginFor(drop, active.length - 1)
  return active.filter((i) => {
    if (i === leader) return true
    const { mean, error } = paired(lead, rewards[i] as number[], worlds)
    return mean + z * error >= 0
  })
}

function leaderOf(rewards: readonly number[][], active: readonly number[], worlds: number): number {
  let leader = active[0] as number
  let most = -Infinity
  for (const i of active) {
    const total = sumOf(rewards[i] as number[], worlds)
    if (total > most) {
      leader = i
      most = total
    }
  }
  return leader
}

/** Mean and standard error of b − a over the first `n` drawn states. */
function paired(a: readonly number[], b: readonly number[], n: number) {
  let sum = 0
  let sumSq = 0
  for (let k = 0; k < n; k++) {
    const d = (b[k] as number) - (a[k] as number)
    sum += d
    sumSq += d * d
  }
  const mean = sum / n
  return { mean, error: Math.sqrt(Math.max(0, sumSq / n - mean * mean) / (n - 1)) }
}

function sumOf(values: readonly number[], n: number): number {
  let sum = 0
  for (let k = 0; k < n; k++) sum += values[k] as number
  return sum
}
