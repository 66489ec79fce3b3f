/**
 * One Zombie Table at a time per data folder: the desktop app and `npm run serve` on the same
 * folder would otherwise overwrite each other's autosaves and delete each other's temp files.
 * proper-lockfile holds `<dataDir>/zombie-table.lock` (a folder, made atomically, kept fresh while
 * we live, stale 10 s after we die); `zombie-table.lock.json` beside it says who holds it, so a
 * second instance can say what is in the way, and a lock left by a crashed process on this
 * computer is taken over at once instead of after the stale time.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { hostname } from 'node:os'
import { join } from 'node:path'
import { lock } from 'proper-lockfile'
import { isProcessAlive } from './tempFiles'

const LOCK_NAME = 'zombie-table.lock'
const OWNER_NAME = 'zombie-table.lock.json'

export interface LockOwner {
  /** What holds the folder, in words: "the desktop app", "npm run serve". */
  readonly what: string
  readonly pid: number
  readonly host: string
  readonly since: string
}

export interface DataFolderLock {
  readonly dir: string
  /** True if another process took the lock from us (for example after the computer slept long). */
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
  /** Called if the lock is lost while we hold it. */
  readonly onCompromised?: (err: Error) => void
}

export async function lockDataFolder(dir: string, options: LockOptions): Promise<DataFolderLock> {
  await mkdir(dir, { recursive: true })
  const lockPath = join(dir, LOCK_NAME)
  const ownerPath = join(dir, OWNER_NAME)
  let compromised = false
  const attempt = () =>
    lock(dir, {
      lockfilePath: lockPath,
      realpath: false,
      stale: 10_000,
      update: 2_000,
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
    if (owner === null || !isDeadHereAndNow(owner)) throw new DataFolderInUse(dir, owner)
    // Left by a process of ours that crashed on this computer: no need to wait for it to go stale.
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
      await rm(ownerPath, { force: true })
      if (!compromised) await release()
    },
  }
}

function isDeadHereAndNow(owner: LockOwner): boolean {
  return owner.host === hostname() && owner.pid !== process.pid && !isProcessAlive(owner.pid)
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
