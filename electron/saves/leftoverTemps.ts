/**
 * Removes from one folder the temp files that writes of its files (`settings.json`, …) left
 * behind when their process died (see tempFiles.ts: never a live process's, unless very old).
 */
import { readdir, stat, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import { isLeftoverTemp, isProcessAlive } from './tempFiles'

export interface LeftoverOptions {
  readonly now?: () => number
  /** For tests: whether a process is running (default: signal 0). */
  readonly alive?: (pid: number) => boolean
}

/** The names removed. A folder that cannot be read or a file that cannot be removed is left as it is. */
export async function removeLeftoverTemps(
  dir: string,
  targets: readonly string[],
  options: LeftoverOptions = {},
): Promise<string[]> {
  let names: string[]
  try {
    names = await readdir(dir)
  } catch {
    return []
  }
  const now = (options.now ?? Date.now)()
  const removed: string[] = []
  for (const name of names) {
    if (!targets.some((target) => name.startsWith(`${target}.`))) continue
    const path = join(dir, name)
    try {
      const age = now - (await stat(path)).mtimeMs
      if (!isLeftoverTemp(name, age, options.alive ?? isProcessAlive)) continue
      await unlink(path)
      removed.push(name)
    } catch {
      // Gone meanwhile, or not ours to remove: the next start tries again.
    }
  }
  return removed
}
