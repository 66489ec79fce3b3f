/** The order in which matches were opened, so "the active match" is the newest one still open. */
import type { MatchHost } from '../host'
import type { ActiveMatch } from '../protocol'

export class OpenedMatches {
  private readonly order: string[] = []

  constructor(private readonly host: MatchHost) {}

  add(matchId: string): void {
    this.forget(matchId)
    this.order.push(matchId)
  }

  forget(matchId: string): void {
    const index = this.order.indexOf(matchId)
    if (index >= 0) this.order.splice(index, 1)
  }

  isOpen(matchId: string): boolean {
    return this.host.list().some((m) => m.matchId === matchId)
  }

  /** The most recently created or loaded match that is still open, or null. */
  active(): ActiveMatch | null {
    const open = new Map(this.host.list().map((m) => [m.matchId, m]))
    for (let i = this.order.length - 1; i >= 0; i--) {
      const summary = open.get(this.order[i] ?? '')
      if (summary === undefined) continue
      return {
        matchId: summary.matchId,
        game: summary.game,
        seats: summary.seats,
        ...(summary.label === undefined ? {} : { label: summary.label }),
      }
    }
    return null
  }
}
