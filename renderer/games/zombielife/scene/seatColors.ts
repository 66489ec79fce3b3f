/** One colour per seat (name plate, area rim) and the colours of the Zombielife pieces. */
import { seatColorFrom } from '../../../table/seatMarks'

export const SEAT_COLORS: readonly string[] = ['#e0523f', '#3f95e0', '#e6b83a', '#a56be0', '#e06fb0']

export const seatColor = seatColorFrom(SEAT_COLORS)

export const HEALTHY_COLOR = '#f1f4ee'
export const INFECTED_COLOR = '#d3243b'
export const ZOMBIE_COLOR = '#6fd13a'
export const MARKER_COLOR = '#f0c419'
