/**
 * What this browser or app window remembers for itself (localStorage), for the small choices kept
 * here rather than by the host. A window without storage, or one that refuses it (private mode, a
 * full storage), never throws here: a choice then lasts until the page closes.
 */

/** The value kept under `key`: null when there is none, `refused` when the storage cannot be read. */
export function readStored(key: string, refused: string | null = null): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null
  } catch {
    return refused
  }
}

/** Keeps `value` under `key` (for this page only when the storage refuses it). */
export function writeStored(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value)
  } catch {
    // Private mode or a full storage: the choice lasts until the page closes.
  }
}
