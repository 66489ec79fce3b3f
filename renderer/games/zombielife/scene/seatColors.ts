/** One colour per seat (name plate, area rim) and the colours of the Zombielife pieces. */
import type { Seat } from '../../../../engine/core/types'

export const SEAT_COLORS: readonly string[] = ['#e0523f', '#3f95e0', '#e6b83a', '#a56be0', '#e06fb0']

export function seatColor(seat: Seat): string {
  return SEAT_COLORS[seat % SEAT_COLORS.length] ?? '#cccccc'
}

export const HEALTHY_COLOR = '#f1f4ee'
export const INFECTED_COLOR = '#d3243b'
export const ZOMBIE_COLOR = '#6fd13a'
export const MARKER_COLOR = '#f0c419'
