/**
 * "Skip animations", remembered by this browser or app window as well as by the host (a missing
 * storage means off). A choice made in this window wins over the host's setting here.
 */
const KEY = 'zombie-table.skipAnimations'

export function readSkipAnimations(): boolean {
  try {
    return globalThis.localStorage?.getItem(KEY) === 'on'
  } catch {
    return false
  }
}

export function writeSkipAnimations(on: boolean): void {
  try {
    globalThis.localStorage?.setItem(KEY, on ? 'on' : 'off')
  } catch {
    // Private mode or a full storage: the setting lasts until the page closes.
  }
}

/** Whether this window has a choice of its own (it then wins over the host's setting). */
export function hasSkipAnimationsChoice(): boolean {
  try {
    return (globalThis.localStorage?.getItem(KEY) ?? null) !== null
  } catch {
    return false
  }
}
