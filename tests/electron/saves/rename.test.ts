import { readdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { SaveFs } from '../../../electron/saves/saveFs'
import { SaveStore } from '../../../electron/saves/saveStore'
import { THUMBNAILS, app, fsError, instrumentFs, metaFor, recordWith, registry, useTempDir } from './helpers'

describe('SaveStore: renaming a save', () => {
  const tempDir = useTempDir()
  const savesDir = (): string => join(tempDir(), 'saves')
  const newStore = (fs?: SaveFs): SaveStore =>
    new SaveStore({ dir: savesDir(), registry, app, atomicWrite: { retryDelayMs: 1 }, ...(fs ? { fs } : {}) })
  const files = async (): Promise<string[]> => (await readdir(savesDir())).sort()

  /** A save with a backup (saved twice) and a thumbnail. */
  async function fullSave(store: SaveStore, slot: string): Promise<void> {
    await store.save(slot, recordWith(2), metaFor(recordWith(2), 'first'))
    await store.save(slot, recordWith(3), metaFor(recordWith(3), 'second'))
    await store.saveThumbnail(slot, THUMBNAILS.jpg)
  }

  it('moves the save, its backup and its thumbnail', async () => {
    const store = newStore()
    await fullSave(store, 'Evening')
    await store.rename('Evening', 'Night game')
    expect(await files()).toEqual([
      'Night game.thumb.jpg',
      'Night game.ztsave.json',
      'Night game.ztsave.json.bak',
    ])
    expect((await store.load('Night game')).record).toEqual(recordWith(3))
    expect((await store.loadBackup('Night game')).record).toEqual(recordWith(2))
    expect(await store.thumbnail('Night game')).toBe(THUMBNAILS.jpg)
    expect((await store.list()).map((s) => [s.slot, s.label, s.thumbnail])).toEqual([
      ['Night game', 'second', true],
    ])
    await expect(store.load('Evening')).rejects.toMatchObject({ kind: 'NOT_FOUND' })
  })

  it('moves a save without backup or thumbnail', async () => {
    const store = newStore()
    await store.save('Evening', recordWith(1), metaFor(recordWith(1)))
    await store.rename('Evening', 'Night')
    expect(await files()).toEqual(['Night.ztsave.json'])
  })

  it('refuses a name another save has, touching neither', async () => {
    const store = newStore()
    await fullSave(store, 'Evening')
    await store.save('Night', recordWith(5), metaFor(recordWith(5)))
    const before = await files()
    await expect(store.rename('Evening', 'Night')).rejects.toMatchObject({
      kind: 'WRITE_FAILED',
      message: expect.stringMatching(/already a save called "Night"/) as unknown,
    })
    expect(await files()).toEqual(before)
    expect((await store.load('Night')).record).toEqual(recordWith(5))
  })

  it('changes only the case of a name', async () => {
    const store = newStore()
    await fullSave(store, 'evening')
    await store.rename('evening', 'Evening')
    expect(await files()).toEqual(['Evening.thumb.jpg', 'Evening.ztsave.json', 'Evening.ztsave.json.bak'])
  })

  it('refuses a save that does not exist, and bad names', async () => {
    const store = newStore()
    await expect(store.rename('Nothing', 'Something')).rejects.toMatchObject({
      kind: 'NOT_FOUND',
      message: 'There is no save called "Nothing".',
    })
    await store.save('Evening', recordWith(1), metaFor(recordWith(1)))
    for (const bad of ['../x', 'a/b', 'autosave', 'x.ztsave.json']) {
      await expect(store.rename('Evening', bad), bad).rejects.toMatchObject({ kind: 'BAD_NAME' })
      await expect(store.rename(bad, 'Night'), bad).rejects.toMatchObject({ kind: 'BAD_NAME' })
    }
    expect(await files()).toEqual(['Evening.ztsave.json'])
  })

  it('puts the backup and thumbnail back when the save itself cannot be moved', async () => {
    let failing = false
    const { fs } = instrumentFs((method, _call, args) => {
      if (failing && method === 'rename' && String(args[0]).endsWith('Evening.ztsave.json')) {
        throw fsError('EACCES')
      }
    })
    const store = newStore(fs)
    await fullSave(store, 'Evening')
    const before = await files()
    failing = true
    await expect(store.rename('Evening', 'Night')).rejects.toMatchObject({
      kind: 'WRITE_FAILED',
      message: expect.stringMatching(/could not be renamed: permission was denied/) as unknown,
    })
    expect(await files()).toEqual(before)
    expect(await store.thumbnail('Evening')).toBe(THUMBNAILS.jpg)
    expect((await store.loadBackup('Evening')).record).toEqual(recordWith(2))
  })

  it('moves over a stray backup left under the new name', async () => {
    const store = newStore()
    await fullSave(store, 'Evening')
    await writeFile(join(savesDir(), 'Night.ztsave.json.bak'), 'an old leftover')
    await store.rename('Evening', 'Night')
    expect((await store.loadBackup('Night')).record).toEqual(recordWith(2))
  })
})
