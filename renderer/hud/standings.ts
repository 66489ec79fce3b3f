/**
 * The final standings the game-over card lists: each game says how its players rank, and
 * standingsFrom makes its GameUi.standings of that.
 */
import type { Outcome, Seat } from '../../engine/core/types'

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

/** How one player finished, in the game's words, and what ranks them (biggest first, entry by entry). */
export interface Finish {
  readonly detail: string
  readonly rank: readonly number[]
}

/**
 * A game's GameUi.standings from how each player finished: the outcome's winners first, then by
 * rank, each named as the table names them.
 */
export function standingsFrom<
  V extends { readonly players: readonly P[] },
  P extends { readonly seat: Seat; readonly name: string },
>(
  finish: (player: P, view: V, outcome: Outcome) => Finish,
): (view: V, outcome: Outcome, seats: readonly { readonly name: string }[]) => Standing[] {
  return (view, outcome, seats) =>
    rankStandings(
      view.players.map((p) => ({
        seat: p.seat,
        name: seatName(seats, view.players, p.seat),
        winner: outcome.winners.includes(p.seat),
        ...finish(p, view, outcome),
      })),
    )
}
