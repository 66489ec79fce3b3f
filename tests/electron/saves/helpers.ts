/** Shared test helpers: a legal countdown match, temp folders, and file systems that misbehave. */
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach } from 'vitest'
import { Match, type MatchRecord } from '../../../engine/core/match'
import { defaultFs, type SaveFs } from '../../../electron/saves/saveFs'
import type { SaveMeta } from '../../../electron/saves/saveFormat'
import { countdownGame, type CountdownAction } from '../../fixtures/countdownGame'

export const registry = { countdown: countdownGame }
export const app = { name: 'Zombie Table', version: '0.1.0-test' }

/** A countdown match (counter starts at 10) after `moves`, submitted by whoever is to act. */
export function playedMatch(moves: readonly CountdownAction[], seed: string | number = 'seed'): Match {
  const match = Match.create(registry, {
    game: 'countdown',
    players: [{ name: 'Ann' }, { name: 'Bob' }],
    seed,
  })
  for (const action of moves) {
    const seat = match.toAct()[0]
    if (seat === undefined) throw new Error('the match is already over')
    match.submit(seat, action)
  }
  return match
}

/** A match played to the end, mixing die rolls and takes. */
export function finishedMatch(seed: string | number = 'seed'): Match {
  const match = playedMatch([], seed)
  for (let turn = 0; match.outcome() === null; turn++) {
    const seat = match.toAct()[0]!
    match.submit(seat, turn % 2 === 0 ? { type: 'roll' } : { type: 'take', amount: 1 })
  }
  return match
}

export function takes(...amounts: (1 | 2)[]): CountdownAction[] {
  return amounts.map((amount) => ({ type: 'take', amount }))
}

/** A record with `n` actions (n < 10 leaves the match unfinished). */
export function recordWith(n: number, seed: string | number = 'seed'): MatchRecord {
  return playedMatch(
    Array.from({ length: n }, () => ({ type: 'take', amount: 1 }) as const),
    seed,
  ).record()
}

export function metaFor(match: Match | MatchRecord, label?: string): SaveMeta {
  const finished =
    match instanceof Match ? match.outcome() !== null : Match.replay(registry, match).outcome() !== null
  return {
    seats: [
      { name: 'Ann', kind: 'human' },
      { name: 'Bob', kind: 'bot', bot: 'random' },
    ],
    finished,
    ...(label === undefined ? {} : { label }),
  }
}

/** A fresh folder under the OS temp dir for each test, removed afterwards. */
export function useTempDir(): () => string {
  let dir: string | undefined
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'zt-saves-'))
  })
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
    dir = undefined
  })
  return () => {
    if (!dir) throw new Error('no temp dir outside a test')
    return dir
  }
}

export async function tempFilesIn(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((name) => name.endsWith('.tmp'))
}

export type FsMethod = keyof SaveFs

/** Every SaveFs call: the record fails to compile until a new one is listed. */
const FS_METHODS = Object.keys({
  open: 0,
  write: 0,
  fsync: 0,
  close: 0,
  rename: 0,
  copyFile: 0,
  unlink: 0,
  readFile: 0,
  readBytes: 0,
  readdir: 0,
  stat: 0,
  mkdir: 0,
} satisfies Record<FsMethod, 0>) as FsMethod[]

export function fsError(code: string, message = `injected ${code}`): Error {
  return Object.assign(new Error(message), { code })
}

/**
 * Wraps a SaveFs so that `before` runs ahead of every call (it may wait or throw). The call
 * number counts every call, starting at 1.
 */
export function instrumentFs(
  before: (method: FsMethod, call: number, args: readonly unknown[]) => void | Promise<void>,
  base: SaveFs = defaultFs,
): { fs: SaveFs; calls: () => number } {
  let calls = 0
  const hook = async (method: FsMethod, args: readonly unknown[]): Promise<void> => {
    calls++
    await before(method, calls, args)
  }
  const wrap = (method: FsMethod) => {
    const call = base[method].bind(base) as (...args: unknown[]) => Promise<unknown>
    return async (...args: unknown[]): Promise<unknown> => {
      await hook(method, args)
      return call(...args)
    }
  }
  const fs = Object.fromEntries(FS_METHODS.map((method) => [method, wrap(method)])) as unknown as SaveFs
  return { fs, calls: () => calls }
}

/**
 * Fails the `failAt`-th call with EIO. A failing write first writes half of what it was given,
 * like a write cut short by a full disk or a pulled cable.
 */
export function faultyFs(failAt: number): { fs: SaveFs; calls: () => number; faulted: () => boolean } {
  let faulted = false
  const instrumented = instrumentFs(async (method, call, args) => {
    if (call !== failAt) return
    faulted = true
    if (method === 'write') {
      const [fd, data, offset] = args as [number, Uint8Array, number]
      const half = offset + Math.floor((data.length - offset) / 2)
      await defaultFs.write(fd, data.subarray(0, half), offset)
    }
    throw fsError('EIO', `injected fault in ${method} (call ${call})`)
  })
  return { ...instrumented, faulted: () => faulted }
}

/** A file system whose writes fail with ENOSPC while filled, as a full disk does; reads still work. */
export function diskThatFills(base: SaveFs = defaultFs): { fs: SaveFs; fill(on: boolean): void } {
  let full = false
  const refuse = (): void => {
    if (full) throw fsError('ENOSPC', 'ENOSPC: no space left on device')
  }
  return {
    fs: {
      ...base,
      open: async (path, flags) => {
        if (flags !== 'r') refuse()
        return base.open(path, flags)
      },
      write: async (fd, data, offset) => {
        refuse()
        return base.write(fd, data, offset)
      },
    },
    fill: (on) => {
      full = on
    },
  }
}

/** The smallest thumbnails that start as their pictures do (a JPEG, a PNG and a WebP header). */
export const THUMBNAILS = {
  jpg: 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==',
  png: 'data:image/png;base64,iVBORw0KGgo=',
  webp: 'data:image/webp;base64,UklGRiQAAABXRUJQVlA4IA==',
} as const
