/** The stage plaque flaring up when the outbreak reaches a new stage (Outbreak, Apocalypse). */
import { arc } from '../../../table/animation'

export const PLAQUE_PULSE_SECONDS = 1.2

export interface PlaqueLook {
  /** Multiplies the plaque's colours (1: as painted; more washes it bright). */
  readonly brightness: number
  /** Multiplies the plaque's size. */
  readonly scale: number
}

export const PLAQUE_AT_REST: PlaqueLook = { brightness: 1, scale: 1 }

/**
 * The plaque at pulse progress t (-1: no pulse): two bright flashes while it swells and settles.
 * Under reduced motion it keeps its size and only glows, once.
 */
export function plaqueLook(t: number, reducedMotion: boolean): PlaqueLook {
  if (t < 0 || t >= 1) return PLAQUE_AT_REST
  if (reducedMotion) return { brightness: 1 + arc(t, 0.8), scale: 1 }
  return { brightness: 1 + Math.abs(arc(t * 2, 1.6)), scale: 1 + arc(t, 0.12) }
}
