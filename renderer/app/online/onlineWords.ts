import words from '../../../assets/help/online.json'

/** The online table's words (assets/help/online.json). */
export const ONLINE_WORDS = words

/** A sentence of the words with its {name}-style blanks filled. */
export function fill(sentence: string, blanks: Readonly<Record<string, string>>): string {
  return sentence.replace(/\{(\w+)\}/g, (whole, key: string) => blanks[key] ?? whole)
}

/** "You are Ann" for the seat's name. */
export function seatLine(name: string): string {
  return fill(ONLINE_WORDS.seatLine, { name })
}

/** "2 minutes", "1 minute", "30 seconds". */
export function spell(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`
  const minutes = Math.round(seconds / 60)
  return `${minutes} minute${minutes === 1 ? '' : 's'}`
}
