/**
 * The few file-system calls the save layer makes, behind one small interface so that tests can
 * make any single step fail. Every call is a separate step: open, write, fsync, close, ….
 */
import * as fs from 'node:fs'
import * as fsp from 'node:fs/promises'
import { promisify } from 'node:util'

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
  readFile(path: string): Promise<string>
  readdir(dir: string): Promise<string[]>
  stat(path: string): Promise<{ readonly mtimeMs: number }>
  mkdir(dir: string): Promise<void>
}

const openAsync = promisify(fs.open)
const writeAsync = promisify(fs.write)
const fsyncAsync = promisify(fs.fsync)
const closeAsync = promisify(fs.close)

export const defaultFs: SaveFs = {
  open: (path, flags) => openAsync(path, flags),
  write: async (fd, data, offset) => (await writeAsync(fd, data, offset, data.length - offset)).bytesWritten,
  fsync: (fd) => fsyncAsync(fd),
  close: (fd) => closeAsync(fd),
  rename: (from, to) => fsp.rename(from, to),
  copyFile: (from, to) => fsp.copyFile(from, to),
  unlink: (path) => fsp.unlink(path),
  readFile: (path) => fsp.readFile(path, 'utf8'),
  readdir: (dir) => fsp.readdir(dir),
  stat: (path) => fsp.stat(path),
  mkdir: async (dir) => {
    await fsp.mkdir(dir, { recursive: true })
  },
}
