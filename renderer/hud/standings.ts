/** The final standings the game-over card lists: each game says how its players rank. */
import type { Seat } from '../../engine/core/types'

export interface Standing {
  readonly seat: Seat
  readonly name: string
  /** 1 for the best; players who tie share a place (1, 2, 2, 4). */
  readonly place: number
  /** How this player finished, in the game's words ("Escaped on the chopper", "42 Wonga"). */
  readonly detail: string
  readonly winner: boolean
}

/** A player to rank: winners first, then by `rank`, biggest first, compared entry by entry. */
export interface Ranked {
  readonly seat: Seat
  readonly name: string
  readonly detail: string
  readonly winner: boolean
  readonly rank: readonly number[]
}

function compare(a: Ranked, b: Ranked): number {
  if (a.winner !== b.winner) return a.winner ? -1 : 1
  const n = Math.max(a.rank.length, b.rank.length)
  for (let i = 0; i < n; i++) {
    const d = (b.rank[i] ?? 0) - (a.rank[i] ?? 0)
    if (d !== 0) return d
  }
  return 0
}

/** The standings, best first, with shared places for ties (seat order among equals). */
export function rankStandings(players: readonly Ranked[]): Standing[] {
  const sorted = [...players].sort((a, b) => compare(a, b) || a.seat - b.seat)
  const out: Standing[] = []
  sorted.forEach((p, i) => {
    const before = sorted[i - 1]
    const place = before && compare(before, p) === 0 ? (out[i - 1]?.place ?? i + 1) : i + 1
    out.push({ seat: p.seat, name: p.name, place, detail: p.detail, winner: p.winner })
  })
  return out
}

/** A seat's name as the table shows it: its seat config, else the view's, else "Seat n". */
export function seatName(
  seats: readonly { readonly name: string }[],
  fallback: readonly { readonly name: string }[],
  seat: Seat,
): string {
  return seats[seat]?.name ?? fallback[seat]?.name ?? `Seat ${seat + 1}`
}
