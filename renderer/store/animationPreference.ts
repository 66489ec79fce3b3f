/** "Skip animations", remembered by this browser or app window (a missing storage means off). */
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
