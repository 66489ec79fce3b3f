/** One colour per seat (token, ring, owned-lot frame, roster swatch) and the colours of the pieces. */
import { seatColorFrom } from '../../../table/seatMarks'

/** Eight colours told apart at a glance, none of them the zombies' sickly green. */
export const SEAT_COLORS: readonly string[] = [
  '#e0473a',
  '#3d8fe6',
  '#f2c230',
  '#a463e6',
  '#f07f1f',
  '#2fc4c0',
  '#f06eb4',
  '#f4f1e8',
]

export const seatColor = seatColorFrom(SEAT_COLORS)

/** A zombie token's skin: grey-green rot. */
export const ZOMBIE_SKIN = '#5f8a3c'
export const ZOMBIE_TEXT = '#9fe070'
export const HOUSE_COLOR = '#2f9a46'
export const HOTEL_COLOR = '#c8322b'
export const BODYGUARD_COLOR = '#2a3038'
export const TURN_COLOR = '#ffd23f'
