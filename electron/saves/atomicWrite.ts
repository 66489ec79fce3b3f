/**
 * Replaces a file so that, whatever step fails or wherever the process dies, the path holds either
 * the whole old content or the whole new content: write a temp file beside it, fsync, keep the old
 * file as `<path>.bak` (copied and fsynced), rename the temp over the target, fsync the folder.
 */
import { randomBytes } from 'node:crypto'
import { dirname } from 'node:path'
import { errorCode } from './saveError'
import { defaultFs, type SaveFs } from './saveFs'

export interface AtomicWriteOptions {
  /** How many times to try each rename (Windows virus scanners and indexers hold files briefly). */
  readonly renameAttempts?: number
  /** Delay before retry n is n × this many milliseconds. */
  readonly retryDelayMs?: number
  /** Keep the previous content as `<path>.bak` (default true). */
  readonly backup?: boolean
}

const RETRYABLE_RENAME = new Set(['EPERM', 'EACCES', 'EBUSY'])
// Folders cannot be opened or fsynced on Windows and some file systems; the rename is done anyway.
const DIR_SYNC_UNSUPPORTED = new Set(['EISDIR', 'EPERM', 'EACCES', 'EINVAL', 'ENOTSUP', 'EBADF'])

let tempCounter = 0

/** Temp names end in `.tmp` and start with the target's name, so leftovers are easy to find. */
export function tempPathFor(path: string): string {
  tempCounter = (tempCounter + 1) % 1_000_000
  return `${path}.${process.pid}-${tempCounter}-${randomBytes(4).toString('hex')}.tmp`
}

export function backupPathFor(path: string): string {
  return `${path}.bak`
}

export async function atomicWrite(
  path: string,
  data: string | Uint8Array,
  fsImpl: SaveFs = defaultFs,
  options: AtomicWriteOptions = {},
): Promise<void> {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data
  const attempts = options.renameAttempts ?? 10
  const delayMs = options.retryDelayMs ?? 15
  const temp = tempPathFor(path)
  let backupTemp: string | null = null
  let fd: number | null = null
  let renamed = false
  try {
    fd = await fsImpl.open(temp, 'wx')
    for (let offset = 0; offset < bytes.length;) {
      const written = await fsImpl.write(fd, bytes, offset)
      if (written <= 0) throw new Error(`Writing ${temp} made no progress.`)
      offset += written
    }
    await fsImpl.fsync(fd)
    const closing = fd
    fd = null
    await fsImpl.close(closing)

    // Copy rather than move the old file aside, so the target never goes missing.
    if (options.backup ?? true) {
      backupTemp = tempPathFor(backupPathFor(path))
      if (await copyIfExists(fsImpl, path, backupTemp)) {
        // Durable before it takes the backup's name: a power cut must not leave an empty .bak.
        await syncFile(fsImpl, backupTemp)
        await renameWithRetry(fsImpl, backupTemp, backupPathFor(path), attempts, delayMs)
      }
      backupTemp = null
    }

    await renameWithRetry(fsImpl, temp, path, attempts, delayMs)
    renamed = true
    await syncDirectory(fsImpl, dirname(path))
  } catch (err) {
    if (fd !== null) await ignoreErrors(fsImpl.close(fd))
    if (!renamed) await ignoreErrors(fsImpl.unlink(temp))
    if (backupTemp !== null) await ignoreErrors(fsImpl.unlink(backupTemp))
    throw err
  }
}

async function copyIfExists(fsImpl: SaveFs, from: string, to: string): Promise<boolean> {
  try {
    await fsImpl.copyFile(from, to)
    return true
  } catch (err) {
    if (errorCode(err) === 'ENOENT') return false
    throw err
  }
}

async function syncFile(fsImpl: SaveFs, path: string): Promise<void> {
  const fd = await fsImpl.open(path, 'r+')
  try {
    await fsImpl.fsync(fd)
  } finally {
    await ignoreErrors(fsImpl.close(fd))
  }
}

async function renameWithRetry(
  fsImpl: SaveFs,
  from: string,
  to: string,
  attempts: number,
  delayMs: number,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await fsImpl.rename(from, to)
      return
    } catch (err) {
      const code = errorCode(err)
      if (attempt >= attempts || code === undefined || !RETRYABLE_RENAME.has(code)) throw err
      await sleep(attempt * delayMs)
    }
  }
}

async function syncDirectory(fsImpl: SaveFs, dir: string): Promise<void> {
  let fd: number
  try {
    fd = await fsImpl.open(dir, 'r')
  } catch (err) {
    if (DIR_SYNC_UNSUPPORTED.has(errorCode(err) ?? '')) return
    throw err
  }
  try {
    await fsImpl.fsync(fd)
  } catch (err) {
    if (!DIR_SYNC_UNSUPPORTED.has(errorCode(err) ?? '')) throw err
  } finally {
    await ignoreErrors(fsImpl.close(fd))
  }
}

async function ignoreErrors(promise: Promise<unknown>): Promise<void> {
  try {
    await promise
  } catch {
    // Cleanup is best effort; the original error is the one worth reporting.
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
