/**
 * Fetches save thumbnails (saves:thumbnail) once each: a save saved again since (a new date) is
 * fetched again. A thumbnail that cannot be had is none: the row shows its placeholder.
 */
import type { TableBridge } from '../../bridge/bridge'
import { ask } from '../request'

export type ThumbnailLoader = (slot: string, savedAt: string) => Promise<string | null>

export function createThumbnailLoader(bridge: TableBridge): ThumbnailLoader {
  const asked = new Map<string, Promise<string | null>>()
  return (slot, savedAt) => {
    const key = `${slot}\n${savedAt}`
    let picture = asked.get(key)
    if (picture === undefined) {
      picture = ask(bridge, 'saves:thumbnail', { slot }).then(
        (found) => found?.dataUrl ?? null,
        () => {
          // Not had this time (the table busy, a lost connection): asked again when shown again.
          asked.delete(key)
          return null
        },
      )
      asked.set(key, picture)
    }
    return picture
  }
}
