import { readFile, readdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { atomicWrite, backupPathFor, tempPathFor } from '../../../electron/saves/atomicWrite'
import { defaultFs, type SaveFs } from '../../../electron/saves/saveFs'
import { faultyFs, fsError, instrumentFs, tempFilesIn, useTempDir } from './helpers'

const fast = { retryDelayMs: 1 }

describe('atomicWrite', () => {
  const tempDir = useTempDir()

  it('writes a new file without leaving a backup or temp file', async () => {
    const path = join(tempDir(), 'a.json')
    await atomicWrite(path, 'first')
    expect(await readFile(path, 'utf8')).toBe('first')
    expect(await readdir(tempDir())).toEqual(['a.json'])
  })

  it('keeps the previous content as <path>.bak', async () => {
    const path = join(tempDir(), 'a.json')
    await atomicWrite(path, 'first')
    await atomicWrite(path, new TextEncoder().encode('second'))
    expect(await readFile(path, 'utf8')).toBe('second')
    expect(await readFile(backupPathFor(path), 'utf8')).toBe('first')
    await atomicWrite(path, 'third')
    expect(await readFile(backupPathFor(path), 'utf8')).toBe('second')
    expect(await tempFilesIn(tempDir())).toEqual([])
  })

  it('fsyncs the backup copy before it takes the .bak name', async () => {
    const path = join(tempDir(), 'a.json')
    await atomicWrite(path, 'first')
    const steps: string[] = []
    const { fs } = instrumentFs((method, _call, args) => {
      const target = typeof args[1] === 'string' ? args[1] : ''
      steps.push(method === 'rename' && target.endsWith('.bak') ? 'rename to .bak' : method)
    })
    await atomicWrite(path, 'second', fs)
    const copied = steps.indexOf('copyFile')
    const renamed = steps.indexOf('rename to .bak')
    expect(copied).toBeGreaterThanOrEqual(0)
    expect(steps.slice(copied, renamed)).toContain('fsync')
    expect(await readFile(backupPathFor(path), 'utf8')).toBe('first')
  })

  it('can skip the backup', async () => {
    const path = join(tempDir(), 'a.json')
    await atomicWrite(path, 'first')
    await atomicWrite(path, 'second', undefined, { backup: false })
    expect(await readdir(tempDir())).toEqual(['a.json'])
  })

  it('makes unique temp names in the same folder', () => {
    const path = join(tempDir(), 'a.json')
    const names = new Set(Array.from({ length: 100 }, () => tempPathFor(path)))
    expect(names.size).toBe(100)
    for (const name of names) expect(dirname(name)).toBe(tempDir())
  })

  it('finishes a write that the OS accepts a few bytes at a time', async () => {
    const path = join(tempDir(), 'a.json')
    const fs: SaveFs = {
      ...defaultFs,
      write: (fd, data, offset) =>
        defaultFs.write(fd, data.subarray(0, Math.min(data.length, offset + 7)), offset),
    }
    const text = 'x'.repeat(1000) + 'end'
    await atomicWrite(path, text, fs)
    expect(await readFile(path, 'utf8')).toBe(text)
  })

  it('retries a rename refused with EPERM (as Windows does while a scanner holds the file)', async () => {
    const path = join(tempDir(), 'a.json')
    let refusals = 0
    const { fs } = instrumentFs((method) => {
      if (method === 'rename' && refusals < 3) {
        refusals++
        throw fsError('EPERM')
      }
    })
    await atomicWrite(path, 'saved', fs, fast)
    expect(refusals).toBe(3)
    expect(await readFile(path, 'utf8')).toBe('saved')
  })

  it.each(['EACCES', 'EBUSY'])('also retries %s', async (code) => {
    const path = join(tempDir(), 'a.json')
    let refused = false
    const { fs } = instrumentFs((method) => {
      if (method === 'rename' && !refused) {
        refused = true
        throw fsError(code)
      }
    })
    await atomicWrite(path, 'saved', fs, fast)
    expect(await readFile(path, 'utf8')).toBe('saved')
  })

  it('gives up after 10 refused renames, keeps the old file and removes the temp file', async () => {
    const path = join(tempDir(), 'a.json')
    await writeFile(path, 'old')
    let renames = 0
    const { fs } = instrumentFs((method, _call, args) => {
      if (method === 'rename' && args[1] === path) {
        renames++
        throw fsError('EPERM')
      }
    })
    await expect(atomicWrite(path, 'new', fs, fast)).rejects.toMatchObject({ code: 'EPERM' })
    expect(renames).toBe(10)
    expect(await readFile(path, 'utf8')).toBe('old')
    expect(await tempFilesIn(tempDir())).toEqual([])
  })

  it('does not retry other rename errors', async () => {
    const path = join(tempDir(), 'a.json')
    let renames = 0
    const { fs } = instrumentFs((method) => {
      if (method === 'rename') {
        renames++
        throw fsError('EXDEV')
      }
    })
    await expect(atomicWrite(path, 'new', fs, fast)).rejects.toMatchObject({ code: 'EXDEV' })
    expect(renames).toBe(1)
  })

  it.each(['EISDIR', 'EPERM'])('ignores %s when the folder cannot be opened for fsync', async (code) => {
    const path = join(tempDir(), 'a.json')
    const { fs } = instrumentFs((method, _call, args) => {
      if (method === 'open' && args[0] === tempDir()) throw fsError(code)
    })
    await atomicWrite(path, 'saved', fs)
    expect(await readFile(path, 'utf8')).toBe('saved')
  })

  it('ignores EINVAL from fsync on the folder', async () => {
    const path = join(tempDir(), 'a.json')
    let fsyncs = 0
    const { fs } = instrumentFs((method) => {
      if (method === 'fsync' && ++fsyncs === 2) throw fsError('EINVAL')
    })
    await atomicWrite(path, 'saved', fs)
    expect(fsyncs).toBe(2)
  })

  it('leaves the old or the new content, never a mix, when any single step fails', async () => {
    const path = join(tempDir(), 'a.json')
    const oldText = `old ${'o'.repeat(5000)}`
    const newText = `new ${'n'.repeat(5000)}`
    let outcomes = 0
    for (let failAt = 1; ; failAt++) {
      await writeFile(path, oldText)
      const faulty = faultyFs(failAt)
      const result = await atomicWrite(path, newText, faulty.fs, fast).then(
        () => 'written',
        (err: unknown) => err,
      )
      if (!faulty.faulted()) {
        expect(result).toBe('written')
        break
      }
      outcomes++
      expect([oldText, newText]).toContain(await readFile(path, 'utf8'))
      const backup = await readFile(backupPathFor(path), 'utf8').catch(() => null)
      expect([null, oldText]).toContain(backup)
      expect(await tempFilesIn(tempDir())).toEqual([])
    }
    expect(outcomes).toBeGreaterThanOrEqual(9)
  })
})
