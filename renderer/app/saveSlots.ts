/** Save slot names: the host accepts letters, digits, spaces, _ and -, 1 to 64 characters. */
import type { SeatConfig } from '../../electron/host/types'

export const SLOT_PATTERN = /^[A-Za-z0-9 _-]{1,64}$/
export const SLOT_RULE = 'Use letters, digits, spaces, _ and - (at most 64).'

export function isValidSlot(name: string): boolean {
  return SLOT_PATTERN.test(name)
}

/** Turns any text into a valid slot name (accents dropped, other characters become spaces). */
export function toSlot(text: string): string {
  const cleaned = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 _-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 64)
    .trim()
  return cleaned === '' ? 'Match' : cleaned
}

/** The quick-save slot of a match: named after its game and players ("Selfish - Ann Bob Cid"). */
export function slotForMatch(gameName: string, seats: readonly SeatConfig[]): string {
  const shortGame = gameName.split(':')[0] ?? gameName
  return toSlot(`${shortGame} - ${seats.map((s) => s.name).join(' ')}`)
}
