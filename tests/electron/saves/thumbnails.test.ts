import { mkdir, readFile, readdir, utimes, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SaveError } from '../../../electron/saves/saveError'
import type { SaveFs } from '../../../electron/saves/saveFs'
import { SaveStore } from '../../../electron/saves/saveStore'
import { thumbnailProblem } from '../../../electron/protocol/thumbnailData'
import { isPictureOf, thumbnailOwner } from '../../../electron/saves/thumbnails'
import { THUMBNAILS, app, fsError, instrumentFs, metaFor, recordWith, registry, useTempDir } from './helpers'

describe('SaveStore: thumbnails beside the named saves', () => {
  const tempDir = useTempDir()
  const savesDir = (): string => join(tempDir(), 'saves')
  const newStore = (fs?: SaveFs): SaveStore =>
    new SaveStore({ dir: savesDir(), registry, app, atomicWrite: { retryDelayMs: 1 }, ...(fs ? { fs } : {}) })
  const saved = async (store: SaveStore, slot: string): Promise<void> => {
    await store.save(slot, recordWith(2), metaFor(recordWith(2)))
  }

  it('writes the picture as <slot>.thumb.<ext> and reads it back as the same data URL', async () => {
    const store = newStore()
    for (const [extension, dataUrl] of Object.entries(THUMBNAILS)) {
      const slot = `Game ${extension}`
      await saved(store, slot)
      await store.saveThumbnail(slot, dataUrl)
      expect(await readdir(savesDir())).toContain(`${slot}.thumb.${extension}`)
      expect(await store.thumbnail(slot)).toBe(dataUrl)
    }
    const bytes = await readFile(join(savesDir(), 'Game jpg.thumb.jpg'))
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff])
  })

  it('lists whether each save has a thumbnail, and never lists a thumbnail as a save', async () => {
    const store = newStore()
    await saved(store, 'With')
    await saved(store, 'Without')
    await store.saveThumbnail('With', THUMBNAILS.png)
    const list = await store.list()
    expect(list.map((s) => [s.slot, s.thumbnail]).sort()).toEqual([
      ['With', true],
      ['Without', false],
    ])
    expect((await store.summary('With'))?.thumbnail).toBe(true)
    expect((await store.summary('Without'))?.thumbnail).toBe(false)
    expect(await store.thumbnail('Without')).toBeNull()
  })

  it('replaces a thumbnail of another type, and removes it when saved without one', async () => {
    const store = newStore()
    await saved(store, 'Game')
    await store.saveThumbnail('Game', THUMBNAILS.jpg)
    await store.saveThumbnail('Game', THUMBNAILS.webp)
    expect((await readdir(savesDir())).filter((f) => f.includes('.thumb.'))).toEqual(['Game.thumb.webp'])
    expect(await store.thumbnail('Game')).toBe(THUMBNAILS.webp)
    await store.saveThumbnail('Game', null)
    expect((await readdir(savesDir())).filter((f) => f.includes('.thumb.'))).toEqual([])
    expect((await store.summary('Game'))?.thumbnail).toBe(false)
  })

  it('deletes the thumbnail with its save', async () => {
    const store = newStore()
    await saved(store, 'Game')
    await saved(store, 'Game')
    await store.saveThumbnail('Game', THUMBNAILS.jpg)
    await store.delete('Game')
    expect(await readdir(savesDir())).toEqual([])
  })

  it('refuses bytes that are not the picture the data URL says, keeping no thumbnail', async () => {
    const store = newStore()
    await saved(store, 'Game')
    await store.saveThumbnail('Game', THUMBNAILS.jpg)
    // A PNG's bytes called a JPEG.
    const lie = `data:image/jpeg;base64,${THUMBNAILS.png.split(',')[1] ?? ''}`
    const err = await store.saveThumbnail('Game', lie).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(SaveError)
    expect(await store.thumbnail('Game')).toBeNull()
    expect((await store.load('Game')).record).toEqual(recordWith(2))
  })

  it('a thumbnail that cannot be written leaves the save as it was and no stale picture', async () => {
    let full = false
    const { fs } = instrumentFs((method, _call, args) => {
      if (full && method === 'open' && String(args[0]).includes('.thumb.') && args[1] === 'wx') {
        throw fsError('ENOSPC')
      }
    })
    const store = newStore(fs)
    await saved(store, 'Game')
    await store.saveThumbnail('Game', THUMBNAILS.jpg)
    full = true
    const err = await store.saveThumbnail('Game', THUMBNAILS.png).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(SaveError)
    expect((err as SaveError).message).toMatch(/thumbnail could not be saved: the disk is full/)
    expect(await readdir(savesDir())).toEqual(['Game.ztsave.json'])
    expect((await store.load('Game')).record).toEqual(recordWith(2))
    // The store still writes: the failure blocks nothing queued after it.
    full = false
    await store.saveThumbnail('Game', THUMBNAILS.png)
    expect(await store.thumbnail('Game')).toBe(THUMBNAILS.png)
  })

  it('shows no thumbnail for a file beside the save that is not a picture', async () => {
    const store = newStore()
    await saved(store, 'Game')
    await writeFile(join(savesDir(), 'Game.thumb.png'), '<svg onload="alert(1)"/>')
    expect(await store.thumbnail('Game')).toBeNull()
  })

  it('keeps thumbnails when cleaning up temp files, but removes their own leftover temp files', async () => {
    const store = newStore()
    await saved(store, 'Game')
    await store.saveThumbnail('Game', THUMBNAILS.jpg)
    const old = new Date(Date.now() - 60 * 60 * 1000)
    const stale = join(savesDir(), 'Other.thumb.jpg.4194000-1-abcd.tmp')
    await writeFile(stale, 'half a pic')
    await utimes(stale, old, old)
    const thumb = join(savesDir(), 'Game.thumb.jpg')
    await utimes(thumb, old, old)
    await mkdir(join(savesDir(), 'autosave'), { recursive: true })
    await newStore().markSessionStart()
    expect((await readdir(savesDir())).sort()).toEqual([
      'Game.thumb.jpg',
      'Game.ztsave.json',
      'autosave',
      'session.json',
    ])
    expect(await newStore().thumbnail('Game')).toBe(THUMBNAILS.jpg)
  })

  it('refuses bad save names for thumbnails too', async () => {
    const store = newStore()
    for (const slot of ['../x', 'a/b', 'autosave']) {
      await expect(store.saveThumbnail(slot, THUMBNAILS.jpg)).rejects.toMatchObject({ kind: 'BAD_NAME' })
      await expect(store.thumbnail(slot)).rejects.toMatchObject({ kind: 'BAD_NAME' })
    }
  })
})

describe('thumbnail data', () => {
  it('tells a thumbnail file from a save and from anything else', () => {
    expect(thumbnailOwner('Friday game.thumb.jpg')).toBe('Friday game')
    expect(thumbnailOwner('x.thumb.webp')).toBe('x')
    for (const entry of [
      'Friday.ztsave.json',
      '.thumb.jpg',
      'a.thumb.gif',
      'a.thumb.jpg.123-1-ab.tmp',
      'a.jpg',
    ]) {
      expect(thumbnailOwner(entry), entry).toBeNull()
    }
  })

  it('knows each picture by its first bytes', () => {
    const bytes = (dataUrl: string): Buffer => Buffer.from(dataUrl.split(',')[1] ?? '', 'base64')
    expect(isPictureOf('jpg', bytes(THUMBNAILS.jpg))).toBe(true)
    expect(isPictureOf('png', bytes(THUMBNAILS.png))).toBe(true)
    expect(isPictureOf('webp', bytes(THUMBNAILS.webp))).toBe(true)
    expect(isPictureOf('png', bytes(THUMBNAILS.jpg))).toBe(false)
    expect(isPictureOf('webp', Buffer.from('RIFF0000WAVE'))).toBe(false)
    expect(isPictureOf('jpg', new Uint8Array())).toBe(false)
  })

  it('says why a data URL cannot be a thumbnail', () => {
    expect(thumbnailProblem(THUMBNAILS.jpg)).toBeNull()
    expect(thumbnailProblem(`data:image/png;base64,${'A'.repeat(300 * 1024)}`)).toMatch(/at most 300 KB/)
    expect(thumbnailProblem('data:image/gif;base64,R0lGODlh')).toMatch(/JPEG, WebP or PNG/)
    expect(thumbnailProblem('data:image/png;base64,')).toMatch(/JPEG, WebP or PNG/)
    expect(thumbnailProblem('data:image/png;base64,abc')).toMatch(/JPEG, WebP or PNG/)
    expect(thumbnailProblem(7)).toMatch(/data URL/)
  })
})
