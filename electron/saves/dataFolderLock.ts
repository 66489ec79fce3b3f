/**
 * One Zombie Table at a time per data folder: the desktop app and `npm run serve` on the same
 * folder would otherwise overwrite each other's autosaves and delete each other's temp files.
 * proper-lockfile holds `<dataDir>/zombie-table.lock` (a folder, made atomically, its time kept
 * fresh while we live, stale 10 s after we die); `zombie-table.lock.json` beside it says who holds
 * it, so a second instance can say what is in the way, and a lock left by a process of ours that
 * crashed on this computer is taken over without waiting the whole stale time.
 */
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { hostname } from 'node:os'
import { join } from 'node:path'
import { lock } from 'proper-lockfile'
import { isProcessAlive } from './tempFiles'

const LOCK_NAME = 'zombie-table.lock'
const OWNER_NAME = 'zombie-table.lock.json'
/** How often a live holder refreshes the lock's time; a lock not refreshed for twice this is abandoned. */
const UPDATE_MS = 2_000
const STALE_MS = 10_000

export interface LockOwner {
  /** What holds the folder, in words: "the desktop app", "npm run serve". */
  readonly what: string
  readonly pid: number
  readonly host: string
  readonly since: string
}

export interface DataFolderLock {
  readonly dir: string
  /** True once another process took the lock from us (for example after the computer slept long). */
  readonly compromised: boolean
  release(): Promise<void>
}

export class DataFolderInUse extends Error {
  override readonly name = 'DataFolderInUse'
  constructor(
    readonly dir: string,
    readonly owner: LockOwner | null,
  ) {
    super(describeOwner(dir, owner))
  }
}

export interface LockOptions {
  /** What this process is, for the message another instance shows. */
  readonly what: string
  /** Called if the lock is lost while we hold it: stop writing to the folder. */
  readonly onCompromised?: (err: Error) => void
  /** For tests: whether a process is running (default: signal 0). */
  readonly alive?: (pid: number) => boolean
}

export async function lockDataFolder(dir: string, options: LockOptions): Promise<DataFolderLock> {
  await mkdir(dir, { recursive: true })
  const lockPath = join(dir, LOCK_NAME)
  const ownerPath = join(dir, OWNER_NAME)
  const alive = options.alive ?? isProcessAlive
  let compromised = false
  const attempt = () =>
    lock(dir, {
      lockfilePath: lockPath,
      realpath: false,
      stale: STALE_MS,
      update: UPDATE_MS,
      retries: 0,
      onCompromised: (err) => {
        compromised = true
        options.onCompromised?.(err)
      },
    })

  let release: () => Promise<void>
  try {
    release = await attempt()
  } catch (err) {
    if ((err as { code?: unknown }).code !== 'ELOCKED') throw err
    const owner = await readOwner(ownerPath)
    // Taken over only when its holder is gone from this computer and has stopped refreshing it:
    // a lock that another instance took a moment ago (fresh, owner file not yet written) stays.
    const abandoned =
      owner !== null &&
      owner.host === hostname() &&
      owner.pid !== process.pid &&
      !alive(owner.pid) &&
      (await ageMs(lockPath)) > 2 * UPDATE_MS
    if (!abandoned) throw new DataFolderInUse(dir, owner)
    await rm(lockPath, { recursive: true, force: true })
    try {
      release = await attempt()
    } catch (again) {
      if ((again as { code?: unknown }).code === 'ELOCKED') {
        throw new DataFolderInUse(dir, await readOwner(ownerPath))
      }
      throw again
    }
  }

  const owner: LockOwner = {
    what: options.what,
    pid: process.pid,
    host: hostname(),
    since: new Date().toISOString(),
  }
  await writeFile(ownerPath, `${JSON.stringify(owner, null, 2)}\n`)
  let released = false
  return {
    dir,
    get compromised() {
      return compromised
    },
    async release() {
      if (released) return
      released = true
      if (!compromised) await release()
      // Only our own note: another instance may already hold the folder and have written its own.
      const current = await readOwner(ownerPath)
      if (current?.pid === owner.pid && current.since === owner.since) await rm(ownerPath, { force: true })
    },
  }
}

async function ageMs(path: string): Promise<number> {
  try {
    return Date.now() - (await stat(path)).mtimeMs
  } catch {
    return Number.POSITIVE_INFINITY
  }
}

async function readOwner(path: string): Promise<LockOwner | null> {
  try {
    const value = JSON.parse(await readFile(path, 'utf8')) as Partial<LockOwner>
    if (
      typeof value.what !== 'string' ||
      typeof value.pid !== 'number' ||
      typeof value.host !== 'string' ||
      typeof value.since !== 'string'
    ) {
      return null
    }
    return { what: value.what, pid: value.pid, host: value.host, since: value.since }
  } catch {
    return null
  }
}

function describeOwner(dir: string, owner: LockOwner | null): string {
  const by =
    owner === null
      ? 'another Zombie Table'
      : `another Zombie Table (${owner.what}, process ${owner.pid}${owner.host === hostname() ? '' : ` on ${owner.host}`}, since ${owner.since})`
  return `The data folder ${dir} is in use by ${by}. Close that one first, or choose another folder (--data, or ZOMBIE_TABLE_DATA).`
}
