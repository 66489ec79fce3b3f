/** One colour per seat, used on the survivor card, the name plate, the highlight and markers. */
import type { Seat } from '../../../../engine/core/types'

export const SEAT_COLORS: readonly string[] = ['#e0523f', '#3f95e0', '#e6b83a', '#a56be0', '#3cc0a4']

export function seatColor(seat: Seat): string {
  return SEAT_COLORS[seat % SEAT_COLORS.length] ?? '#cccccc'
}
