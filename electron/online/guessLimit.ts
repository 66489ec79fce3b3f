/**
 * Guessing, limited per address: after `max` wrong invites (codes or tokens) from one address in
 * `windowMs`, every try from it is refused until its window has passed, right or wrong. The list
 * of addresses is bounded: the oldest entries go first.
 */
export const MAX_WRONG_GUESSES = 10
export const GUESS_WINDOW_MS = 10 * 60_000
const MAX_ADDRESSES = 100_000

export class GuessLimit {
  private readonly wrongs = new Map<string, { count: number; since: number }>()

  constructor(
    private readonly max = MAX_WRONG_GUESSES,
    private readonly windowMs = GUESS_WINDOW_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** How long, in ms, `address` must wait before it may guess again; 0 when it may now. */
  waitFor(address: string | undefined): number {
    const entry = this.entry(address)
    if (entry === null || entry.count < this.max) return 0
    return Math.max(0, entry.since + this.windowMs - this.now())
  }

  wrong(address: string | undefined): void {
    const key = address ?? 'unknown'
    const entry = this.entry(address) ?? { count: 0, since: this.now() }
    entry.count++
    this.wrongs.delete(key)
    this.wrongs.set(key, entry)
    if (this.wrongs.size > MAX_ADDRESSES) {
      const oldest = this.wrongs.keys().next().value
      if (oldest !== undefined) this.wrongs.delete(oldest)
    }
  }

  private entry(address: string | undefined): { count: number; since: number } | null {
    const key = address ?? 'unknown'
    const entry = this.wrongs.get(key)
    if (entry === undefined) return null
    if (this.now() - entry.since >= this.windowMs) {
      this.wrongs.delete(key)
      return null
    }
    return entry
  }
}

/** "Too many wrong invites from your address: try again in 7 minutes." */
export function tooManyGuesses(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000))
  return `Too many wrong invites from your address: try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
}
