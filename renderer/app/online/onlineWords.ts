import words from '../../../assets/help/online.json'

/** The online table's words (assets/help/online.json). */
export const ONLINE_WORDS = words

/** "You are Ann" for the seat's name. */
export function seatLine(name: string): string {
  return ONLINE_WORDS.seatLine.replace('{name}', name)
}
