/**
 * Temp files are named `<target>.<pid>-<n>-<random>.tmp` (atomicWrite). One may be removed when
 * it is this process's own, when its process is gone, or when it is far older than any write.
 */

/** Far longer than any save takes to write. */
export const STALE_TEMP_MS = 10 * 60 * 1000

const TEMP_NAME = /\.(\d+)-\d+-[0-9a-f]+\.tmp$/

export function tempFileOwner(name: string): number | null {
  const match = TEMP_NAME.exec(name)
  return match ? Number(match[1]) : null
}

export function isProcessAlive(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as { code?: unknown }).code === 'EPERM'
  }
}

export function isLeftoverTemp(
  name: string,
  ageMs: number,
  alive: (pid: number) => boolean = isProcessAlive,
): boolean {
  const owner = tempFileOwner(name)
  if (owner === null) return false
  return owner === process.pid || ageMs > STALE_TEMP_MS || !alive(owner)
}
