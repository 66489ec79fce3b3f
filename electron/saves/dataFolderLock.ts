/**
 * One Zombie Table at a time per data folder: the desktop app and `npm run serve` on the same
 * folder would otherwise overwrite each other's autosaves and delete each other's temp files.
 * proper-lockfile holds `<dataDir>/zombie-table.lock` (a folder, made atomically, its time kept
 * fresh while we live, stale 10 s after we die). The holder's note (`owner.json`) is kept inside
 * that folder, so it always describes that very lock, and beside it (`zombie-table.lock.json`,
 * as older versions kept it), so a second instance can say what is in the way. A lock whose
 * holder's process is gone from this computer is taken over at once: the note is claimed by an
 * atomic rename, so two instances starting together never both take it.
 *
 * A folder that cannot be written to (read-only, no permission) gives DataFolderReadOnly: the
 * caller starts without a lock and saves nothing (nobody can write there, so nobody needs one).
 */
import { randomBytes } from 'node:crypto'
import * as fs from 'node:fs'
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { hostname } from 'node:os'
import { basename, dirname, join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { lock } from 'proper-lockfile'
import { DataFolderReadOnly, isReadOnlyError } from './readOnlyFolder'
import { errorCode } from './saveError'
import { isProcessAlive } from './tempFiles'

export { DataFolderReadOnly } from './readOnlyFolder'

const LOCK_NAME = 'zombie-table.lock'
/** The holder's note inside the lock folder. */
const NOTE_NAME = 'owner.json'
/** The same note beside the lock folder, where versions before the note inside kept it. */
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
  /** For tests: makes a folder as fs.mkdir does (a read-only disk refuses it). */
  readonly mkdir?: (path: string, options: { recursive?: boolean }) => Promise<unknown>
}

/**
 * Takes the data folder for this process. Throws DataFolderInUse when another live Zombie Table
 * has it, and DataFolderReadOnly when nothing can be written there.
 */
export async function lockDataFolder(dir: string, options: LockOptions): Promise<DataFolderLock> {
  try {
    return await takeLock(dir, options)
  } catch (err) {
    if (isReadOnlyError(err)) throw new DataFolderReadOnly(dir, err)
    throw err
  }
}

async function takeLock(dir: string, options: LockOptions): Promise<DataFolderLock> {
  const makeDir = options.mkdir ?? mkdir
  await makeFolder(dir, makeDir)
  const lockPath = join(dir, LOCK_NAME)
  const notePath = join(lockPath, NOTE_NAME)
  const ownerPath = join(dir, OWNER_NAME)
  const alive = options.alive ?? isProcessAlive
  const owner: LockOwner = {
    what: options.what,
    pid: process.pid,
    host: hostname(),
    since: new Date().toISOString(),
  }
  const text = `${JSON.stringify(owner, null, 2)}\n`
  let compromised = false
  const attempt = () =>
    lock(dir, {
      lockfilePath: lockPath,
      realpath: false,
      stale: STALE_MS,
      update: UPDATE_MS,
      retries: 0,
      fs: lockFs(makeDir, NOTE_NAME, text),
      onCompromised: (err) => {
        compromised = true
        options.onCompromised?.(err)
      },
    })
  const again = async (): Promise<() => Promise<void>> => {
    try {
      return await attempt()
    } catch (err) {
      if ((err as { code?: unknown }).code === 'ELOCKED') throw new DataFolderInUse(dir, await currentOwner())
      throw err
    }
  }
  const currentOwner = async (): Promise<LockOwner | null> =>
    (await readOwner(notePath)) ?? (await readOwner(ownerPath))

  let release: () => Promise<void>
  try {
    release = await attempt()
  } catch (err) {
    if ((err as { code?: unknown }).code !== 'ELOCKED') throw err
    const note = await readOwner(notePath)
    if (note !== null) {
      // The note inside is this lock's own: its holder gone from this computer means the lock is free.
      if (!isGone(note, alive) || !(await takeOver(lockPath, note))) {
        throw new DataFolderInUse(dir, await currentOwner())
      }
    } else {
      // No note inside: a holder that has just taken the lock and not yet written it, or a
      // version that kept its note only beside the lock. That one is taken over only when its
      // holder is gone and has stopped refreshing the lock, so a fresh lock always stays.
      const owner = await readOwner(ownerPath)
      const abandoned = owner !== null && isGone(owner, alive) && (await ageMs(lockPath)) > 2 * UPDATE_MS
      if (!abandoned) throw new DataFolderInUse(dir, owner)
      await rm(lockPath, { recursive: true, force: true })
    }
    release = await again()
  }

  await writeFile(ownerPath, text)
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

/**
 * Makes the data folder and those above it. Node answers ENOENT for any failure of a recursive
 * mkdir (a read-only disk among them), so the first missing folder is then asked for the reason.
 */
async function makeFolder(dir: string, makeDir: NonNullable<LockOptions['mkdir']>): Promise<void> {
  try {
    await makeDir(dir, { recursive: true })
  } catch (err) {
    if (errorCode(err) !== 'ENOENT') throw err
    let missing = dir
    while (dirname(missing) !== missing && !(await exists(dirname(missing)))) missing = dirname(missing)
    try {
      await makeDir(missing, {})
    } catch (reason) {
      throw errorCode(reason) === 'EEXIST' ? err : reason
    }
    await makeDir(dir, { recursive: true })
  }
}

/**
 * proper-lockfile's file system: the lock folder is made with the holder's note in it, before
 * proper-lockfile notes the folder's time (a note written afterwards changes that time, and at its
 * next refresh proper-lockfile would take the lock for lost: "Unable to update lock within the
 * stale threshold"); a removal takes the note with it (its own rmdir refuses a folder that is not
 * empty).
 */
function lockFs(makeDir: NonNullable<LockOptions['mkdir']>, noteName: string, note: string): typeof fs {
  return {
    ...fs,
    mkdir: ((path: string, callback: (err: NodeJS.ErrnoException | null) => void) => {
      makeDir(path, {})
        .then(() => writeFile(join(path, noteName), note))
        .then(
          () => callback(null),
          (err: NodeJS.ErrnoException) => callback(err),
        )
    }) as typeof fs.mkdir,
    rmdir: ((path: string, callback: (err: NodeJS.ErrnoException | null) => void) =>
      fs.rm(path, { recursive: true, force: true }, callback)) as typeof fs.rmdir,
    rmdirSync: ((path: string) => fs.rmSync(path, { recursive: true, force: true })) as typeof fs.rmdirSync,
  }
}

/**
 * Whether the process a note names is gone from this computer: no process has its pid, or this
 * process has it but started after the note was written (the pid was used again).
 */
function isGone(owner: LockOwner, alive: (pid: number) => boolean): boolean {
  if (owner.host !== hostname()) return false
  if (owner.pid === process.pid) return Date.parse(owner.since) < performance.timeOrigin
  return !alive(owner.pid)
}

/**
 * Removes the lock folder of a holder that is gone, if it is still that holder's: its note is
 * claimed by renaming it (only one instance can), the folder is moved aside and removed only if
 * the claim is in it. False when another instance got there first or took the lock meanwhile.
 */
async function takeOver(lockPath: string, note: LockOwner): Promise<boolean> {
  const token = `${process.pid}-${randomBytes(4).toString('hex')}`
  const notePath = join(lockPath, NOTE_NAME)
  const claimPath = `${notePath}.${token}.claim`
  try {
    await rename(notePath, claimPath)
  } catch (err) {
    // A read-only folder is said as such; anything else means another instance claimed it first.
    if (isReadOnlyError(err)) throw err
    return false
  }
  const claimed = await readOwner(claimPath)
  if (claimed?.pid !== note.pid || claimed.since !== note.since) {
    await rename(claimPath, notePath).catch(() => undefined)
    return false
  }
  const aside = `${lockPath}.${token}.stale`
  try {
    await rename(lockPath, aside)
  } catch {
    return false
  }
  if (!(await exists(join(aside, basename(claimPath))))) {
    // Not the folder we claimed: another instance's fresh lock. Put it back.
    await rename(aside, lockPath).catch(() => undefined)
    return false
  }
  await rm(aside, { recursive: true, force: true })
  return true
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path)
    return true
  } catch {
    return false
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
