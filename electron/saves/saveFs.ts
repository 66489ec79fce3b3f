/**
 * The few file-system calls the save layer makes, behind one small interface so that tests can
 * make any single step fail. Every call is a separate step: open, write, fsync, close, ….
 */
import * as fs from 'node:fs'
import * as fsp from 'node:fs/promises'
import { promisify } from 'node:util'

import { errorCode } from './saveError'
import { MAX_SAVE_FILE_BYTES } from './saveLimits'

/** Far above any real save (a long game is well under a megabyte); larger files are not read. */
export { MAX_SAVE_FILE_BYTES } from './saveLimits'

export interface SaveFs {
  /** Opens a file and returns its descriptor; `flags` as for fs.open ('wx', 'r', …). */
  open(path: string, flags: string): Promise<number>
  /** Writes from `data[offset]` onwards; returns how many bytes were written (may be fewer). */
  write(fd: number, data: Uint8Array, offset: number): Promise<number>
  fsync(fd: number): Promise<void>
  close(fd: number): Promise<void>
  rename(from: string, to: string): Promise<void>
  copyFile(from: string, to: string): Promise<void>
  unlink(path: string): Promise<void>
  /**
   * Reads a regular file of at most MAX_SAVE_FILE_BYTES as UTF-8. Anything else (a FIFO, a device,
   * a folder, a huge file) fails at once with code ENOTREG or EFBIG, without reading it.
   */
  readFile(path: string): Promise<string>
  /** Reads a regular file of at most `maxBytes` as bytes (a thumbnail), failing as readFile does. */
  readBytes(path: string, maxBytes: number): Promise<Uint8Array>
  readdir(dir: string): Promise<string[]>
  /** `size` lets the save list skip files that have not changed since it last read them. */
  stat(path: string): Promise<{ readonly mtimeMs: number; readonly size?: number }>
  mkdir(dir: string): Promise<void>
}

/** Whether anything is at `path` (whatever stat can see). */
export async function pathExists(files: Pick<SaveFs, 'stat'>, path: string): Promise<boolean> {
  try {
    await files.stat(path)
    return true
  } catch {
    return false
  }
}

/** Deletes the file at `path`; one that is not there is no failure. */
export async function removeIfPresent(files: Pick<SaveFs, 'unlink'>, path: string): Promise<void> {
  try {
    await files.unlink(path)
  } catch (err) {
    if (errorCode(err) !== 'ENOENT') throw err
  }
}

const openAsync = promisify(fs.open)
const writeAsync = promisify(fs.write)
const fsyncAsync = promisify(fs.fsync)
const closeAsync = promisify(fs.close)

export function fileError(code: 'ENOTREG' | 'EFBIG', message: string): Error {
  return Object.assign(new Error(message), { code })
}

// O_NONBLOCK keeps opening a FIFO from waiting for a writer; Windows has neither FIFOs nor the flag.
const READ_FLAGS = fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0)

/** The checks happen on the open descriptor, so the file cannot be swapped between check and read. */
async function readRegularFile(path: string, maxBytes: number = MAX_SAVE_FILE_BYTES): Promise<Buffer> {
  const handle = await fsp.open(path, READ_FLAGS)
  try {
    const info = await handle.stat()
    if (!info.isFile()) throw fileError('ENOTREG', `${path} is not a regular file`)
    if (info.size > maxBytes) throw fileError('EFBIG', `${path} is larger than ${maxBytes} bytes`)
    const buffer = Buffer.alloc(info.size)
    let filled = 0
    while (filled < buffer.length) {
      const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, filled)
      if (bytesRead === 0) break
      filled += bytesRead
    }
    return buffer.subarray(0, filled)
  } finally {
    await handle.close()
  }
}

export const defaultFs: SaveFs = {
  open: (path, flags) => openAsync(path, flags),
  write: async (fd, data, offset) => (await writeAsync(fd, data, offset, data.length - offset)).bytesWritten,
  fsync: (fd) => fsyncAsync(fd),
  close: (fd) => closeAsync(fd),
  rename: (from, to) => fsp.rename(from, to),
  copyFile: (from, to) => fsp.copyFile(from, to),
  unlink: (path) => fsp.unlink(path),
  readFile: async (path) => (await readRegularFile(path)).toString('utf8'),
  readBytes: (path, maxBytes) => readRegularFile(path, maxBytes),
  readdir: (dir) => fsp.readdir(dir),
  stat: (path) => fsp.stat(path),
  mkdir: async (dir) => {
    await fsp.mkdir(dir, { recursive: true })
  },
}
