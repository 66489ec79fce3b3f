/** The hidden-card audit of the online tests: which cards only one seat ever saw, replayed from the record. */
import { games } from '../../engine'
import { Match, type MatchRecord } from '../../engine/core/match'
import { cardsIn } from '../../engine/core/viewCards'

/**
 * Every card `seat`'s view showed at some point that neither `other`'s view nor the spectator's
 * ever showed.
 */
export function cardsOnlySeenBy(record: MatchRecord, seat: number, other: number): Set<string> {
  const match = Match.create(games, record)
  const mine = new Set<string>()
  const open = new Set<string>()
  const look = () => {
    cardsIn(match.view(seat), mine)
    cardsIn(match.view(other), open)
    cardsIn(match.view('spectator'), open)
  }
  look()
  for (const entry of record.log) {
    match.submit(entry.seat, entry.action)
    look()
  }
  for (const card of open) mine.delete(card)
  return mine
}

/** The cards of `hidden` that appear anywhere in `messages`. */
export function leaked(hidden: ReadonlySet<string>, messages: unknown): string[] {
  const seen = cardsIn(messages)
  return [...hidden].filter((card) => seen.has(card))
}
