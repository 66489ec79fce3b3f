/**
 * A file in the saves folder can hold anything (issue 41, item 3): the list refuses one past the
 * limits before parsing it, parses every file once, and remembers a damaged file's verdict until
 * the file changes, instead of reading and checking it again on every listing.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SaveFs } from '../../../electron/saves/saveFs'
import { MAX_SAVE_DEPTH, MAX_SAVE_ENTRIES } from '../../../electron/saves/saveLimits'
import { SaveStore } from '../../../electron/saves/saveStore'
import { app, instrumentFs, metaFor, recordWith, registry, useTempDir } from './helpers'

describe('a hostile file in the saves folder', () => {
  const tempDir = useTempDir()
  const dir = (): string => join(tempDir(), 'saves')
  const newStore = (fs?: SaveFs): SaveStore =>
    new SaveStore({ dir: dir(), registry, app, atomicWrite: { retryDelayMs: 1 }, ...(fs ? { fs } : {}) })
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('is refused for its depth before it is parsed: 32 MB of "["', async () => {
    const store = newStore()
    await store.save('Fine', recordWith(2), metaFor(recordWith(2)))
    await writeFile(join(dir(), 'Brackets.ztsave.json'), '['.repeat(32 * 1024 * 1024))
    const parse = vi.spyOn(JSON, 'parse')
    const bySlot = new Map((await store.list()).map((s) => [s.slot, s]))
    expect(bySlot.get('Brackets')?.error).toEqual({
      kind: 'CORRUPT',
      message: `This save file is damaged: it is nested more than ${MAX_SAVE_DEPTH} levels deep, which no save is.`,
    })
    expect(bySlot.get('Fine')?.error).toBeUndefined()
    // JSON.parse never saw it.
    expect(parse.mock.calls.some(([text]) => typeof text === 'string' && text.length > 1_000_000)).toBe(false)
  })

  it('is refused for holding more entries than any save', async () => {
    const store = newStore()
    await mkdir(dir(), { recursive: true })
    const wide = `{"format":"zombie-table-save","pad":[${'0,'.repeat(MAX_SAVE_ENTRIES)}0]}`
    await writeFile(join(dir(), 'Wide.ztsave.json'), wide)
    const [summary] = await store.list()
    expect(summary?.error).toEqual({
      kind: 'CORRUPT',
      message: `This save file is damaged: it holds more than ${MAX_SAVE_ENTRIES.toLocaleString('en-US')} entries, which no save does.`,
    })
  })

  it('is parsed once to be listed, even when it is damaged', async () => {
    const store = newStore()
    const record = recordWith(3)
    await store.save('Edited', record, metaFor(record))
    const path = join(dir(), 'Edited.ztsave.json')
    const text = (await readFile(path, 'utf8')).replace('"Ann"', '"Eve"')
    await writeFile(path, text)
    const parse = vi.spyOn(JSON, 'parse')
    const [summary] = await store.list()
    expect(summary?.error?.kind).toBe('TAMPERED')
    // What it still says comes from the same parse.
    expect(summary?.players).toEqual(['Eve', 'Bob'])
    expect(parse.mock.calls.filter(([arg]) => arg === text)).toHaveLength(1)
  })

  it('is read and checked once while it is unchanged, and again once it changes', async () => {
    const reads: string[] = []
    const { fs } = instrumentFs((method, _call, args) => {
      if (method === 'readFile' || method === 'readBytes') reads.push(String(args[0]))
    })
    const store = newStore(fs)
    const record = recordWith(2)
    await store.save('Good', record, metaFor(record))
    const damaged = join(dir(), 'Damaged.ztsave.json')
    await writeFile(damaged, '['.repeat(100_000))
    const first = await store.list()
    const second = await store.list()
    expect(second).toEqual(first)
    expect(reads.filter((path) => path === damaged)).toHaveLength(1)

    // Changed (repaired, here): read and checked again.
    await writeFile(damaged, '{"not": "a save"}')
    const third = new Map((await store.list()).map((s) => [s.slot, s]))
    expect(third.get('Damaged')?.error?.kind).toBe('NOT_A_SAVE')
    expect(reads.filter((path) => path === damaged)).toHaveLength(2)
  })
})
