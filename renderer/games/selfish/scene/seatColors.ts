/** One colour per seat, used on the survivor card, the name plate, the highlight and markers. */
import { seatColorFrom } from '../../../table/seatMarks'

export const SEAT_COLORS: readonly string[] = ['#e0523f', '#3f95e0', '#e6b83a', '#a56be0', '#3cc0a4']

export const seatColor = seatColorFrom(SEAT_COLORS)
