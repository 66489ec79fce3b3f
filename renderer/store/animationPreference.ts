/**
 * "Skip animations", remembered by this browser or app window as well as by the host (a missing
 * storage means off). A choice made in this window wins over the host's setting here.
 */
import { readStored, writeStored } from '../hud/windowStorage'

const KEY = 'zombie-table.skipAnimations'

export function readSkipAnimations(): boolean {
  return readStored(KEY) === 'on'
}

export function writeSkipAnimations(on: boolean): void {
  writeStored(KEY, on ? 'on' : 'off')
}

/** Whether this window has a choice of its own (it then wins over the host's setting). */
export function hasSkipAnimationsChoice(): boolean {
  return readStored(KEY) !== null
}
