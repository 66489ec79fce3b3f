/** Reading a replay's win chances: the chances at a point of the timeline, and its big swings. */
import type { ReplayChancePoint } from '../../electron/protocol/replay'

/** A change of at least this much in one seat's chance between two points is a big swing… */
export const BIG_SWING = 0.25
/** …and only the biggest few are marked, so the marks still stand out. */
export const MARKED_SWINGS = 5

export interface ChanceSwing {
  /** The point before the swing (where watching it starts) and the point after it. */
  readonly from: number
  readonly to: number
  /** The seat whose chance moved most, and its chance before and after. */
  readonly seat: number
  readonly before: number
  readonly after: number
}

/**
 * The `most` biggest swings of at least `threshold` between consecutive points, in the match's order,
 * each by the seat that moved most (the one who gained, of seats that moved alike).
 */
export function bigSwings(
  points: readonly ReplayChancePoint[],
  threshold = BIG_SWING,
  most = MARKED_SWINGS,
): ChanceSwing[] {
  const swings: ChanceSwing[] = []
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!
    const b = points[i]!
    let seat = -1
    let moved = 0
    b.chances.forEach((after, s) => {
      const before = a.chances[s] ?? 0
      const by = Math.abs(after - before)
      // Of seats that moved alike (two players: always), the one who gained.
      if (by > moved + 1e-9 || (by > moved - 1e-9 && after > before)) {
        moved = by
        seat = s
      }
    })
    if (seat >= 0 && moved >= threshold - 1e-9) {
      swings.push({ from: a.at, to: b.at, seat, before: a.chances[seat] ?? 0, after: b.chances[seat] ?? 0 })
    }
  }
  const size = (s: ChanceSwing) => Math.abs(s.after - s.before)
  const kept = new Set([...swings].sort((x, y) => size(y) - size(x)).slice(0, most))
  return swings.filter((s) => kept.has(s))
}

/** The chances shown at action `at`: those of the last point at or before it (none before the first). */
export function chancesAt(points: readonly ReplayChancePoint[], at: number): readonly number[] | null {
  let found: readonly number[] | null = null
  for (const p of points) {
    if (p.at > at) break
    found = p.chances
  }
  return found
}

/** A chance as the HUD writes it: a whole percentage, "<1%" for a chance too small to round up. */
export function percentOf(chance: number): string {
  const percent = Math.round(Math.min(1, Math.max(0, chance)) * 100)
  return percent === 0 && chance > 0 ? '<1%' : `${percent}%`
}
