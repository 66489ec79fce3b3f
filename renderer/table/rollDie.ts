import type { DieHandle } from './Die'
import type { Timeline } from './timeline'
import { ROLL_SECONDS } from './useDieRoll'

/** Rolls a die in a timeline's slot: at the timeline's speed when it is catching up. */
export function rollDie(
  die: DieHandle | null | undefined,
  value: number,
  delay: number,
  line: Timeline,
): void {
  if (!die) return
  if (line.speed === 1) die.roll(value, delay)
  else die.roll(value, delay, line.seconds(ROLL_SECONDS))
}
