import { mkdir, readFile, readdir, symlink, truncate, utimes, writeFile } from 'node:fs/promises'
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { MatchRecord } from '../../../engine/core/match'
import { SaveError } from '../../../electron/saves/saveError'
import type { SaveMeta } from '../../../electron/saves/saveFormat'
import type { SaveFs } from '../../../electron/saves/saveFs'
import { SaveStore } from '../../../electron/saves/saveStore'
import {
  app,
  faultyFs,
  finishedMatch,
  fsError,
  instrumentFs,
  metaFor,
  recordWith,
  registry,
  tempFilesIn,
  useTempDir,
} from './helpers'

async function refusal(promise: Promise<unknown>): Promise<SaveError> {
  try {
    await promise
  } catch (err) {
    if (err instanceof SaveError) return err
    throw new Error(`expected a SaveError, got ${String(err)}`, { cause: err })
  }
  throw new Error('expected a refusal')
}

/** A clock that moves one minute forward at every reading. */
function ticking(start = Date.parse('2025-01-01T10:00:00.000Z')): () => Date {
  let t = start
  return () => new Date((t += 60_000))
}

describe('SaveStore', () => {
  const tempDir = useTempDir()
  const storeIn = (dir: string, fs?: SaveFs, now?: () => Date): SaveStore =>
    new SaveStore({
      dir,
      registry,
      app,
      atomicWrite: { retryDelayMs: 1 },
      ...(fs ? { fs } : {}),
      ...(now ? { now } : {}),
    })
  const newStore = (fs?: SaveFs, now?: () => Date): SaveStore => storeIn(join(tempDir(), 'saves'), fs, now)
  const fileOf = (slot: string): string => join(tempDir(), 'saves', `${slot}.ztsave.json`)

  describe('save, load and list', () => {
    it('round-trips a save and lists it', async () => {
      const store = newStore(undefined, () => new Date('2025-02-03T04:05:06.000Z'))
      const record = recordWith(3)
      const meta = metaFor(record, 'after lunch')
      await store.save('My game', record, meta)
      const loaded = await store.load('My game')
      expect(loaded.record).toEqual(record)
      expect(loaded.meta).toEqual(meta)
      expect(loaded.match.version).toBe(3)
      expect(await store.list()).toEqual([
        {
          slot: 'My game',
          game: 'countdown',
          players: ['Ann', 'Bob'],
          savedAt: '2025-02-03T04:05:06.000Z',
          actions: 3,
          finished: false,
          label: 'after lunch',
          thumbnail: false,
        },
      ])
    })

    it('lists newest first and reports finished matches', async () => {
      const store = newStore(undefined, ticking())
      const done = finishedMatch().record()
      await store.save('b', recordWith(1), metaFor(recordWith(1)))
      await store.save('a', done, metaFor(done))
      await store.save('c', recordWith(2), metaFor(recordWith(2)))
      const list = await store.list()
      expect(list.map((s) => s.slot)).toEqual(['c', 'a', 'b'])
      expect(list.map((s) => s.finished)).toEqual([false, true, false])
      expect(list[1]!.actions).toBe(done.log.length)
    })

    it('lists nothing when the folder does not exist yet', async () => {
      expect(await newStore().list()).toEqual([])
    })

    it('lists a damaged file with its error instead of skipping it or throwing', async () => {
      const store = newStore(undefined, ticking())
      const record = recordWith(2)
      await store.save('good', record, metaFor(record))
      await store.save('edited', record, metaFor(record, 'keep me'))
      const edited = (await readFile(fileOf('edited'), 'utf8')).replace('"amount": 1', '"amount": 2')
      await writeFile(fileOf('edited'), edited)
      await writeFile(fileOf('cut'), '{"format": "zombie-table-save", "vers')
      await writeFile(join(tempDir(), 'saves', 'notes.txt'), 'not a save')
      await writeFile(join(tempDir(), 'saves', 'bad$name.ztsave.json'), '{}')

      const list = await store.list()
      expect(list.map((s) => s.slot).sort()).toEqual(['cut', 'edited', 'good'])
      const bySlot = new Map(list.map((s) => [s.slot, s]))
      expect(bySlot.get('good')!.error).toBeUndefined()
      expect(bySlot.get('edited')).toMatchObject({
        game: 'countdown',
        players: ['Ann', 'Bob'],
        actions: 2,
        label: 'keep me',
        error: { kind: 'TAMPERED', message: expect.stringMatching(/checksum/) as unknown },
      })
      expect(bySlot.get('cut')).toMatchObject({
        game: null,
        players: [],
        actions: 0,
        error: { kind: 'TRUNCATED' },
      })
      expect(Number.isNaN(Date.parse(bySlot.get('cut')!.savedAt))).toBe(false)
    })

    it('lists a file it may not read as UNREADABLE', async () => {
      const record = recordWith(1)
      await newStore().save('locked', record, metaFor(record))
      const { fs } = instrumentFs((method) => {
        // The store reads a save's bytes (readBytes) to hand them to its checker.
        if (method === 'readFile' || method === 'readBytes') throw fsError('EACCES')
      })
      const [summary] = await newStore(fs).list()
      expect(summary?.error?.kind).toBe('UNREADABLE')
      expect(summary?.error?.message).toMatch(/permission was denied/)
    })

    it('refuses to load a slot that does not exist', async () => {
      const err = await refusal(newStore().load('nothing here'))
      expect(err.kind).toBe('NOT_FOUND')
      expect(err.message).toMatch(/no save called "nothing here"/)
    })

    it('deletes a save and its backup, and deleting twice is fine', async () => {
      const store = newStore()
      await store.save('gone', recordWith(1), metaFor(recordWith(1)))
      await store.save('gone', recordWith(2), metaFor(recordWith(2)))
      await store.save('kept', recordWith(1), metaFor(recordWith(1)))
      await store.delete('gone')
      await store.delete('gone')
      expect(await readdir(join(tempDir(), 'saves'))).toEqual(['kept.ztsave.json'])
    })

    it('reports a failed write as WRITE_FAILED with a reason a player understands', async () => {
      const { fs } = instrumentFs((method) => {
        if (method === 'write') throw fsError('ENOSPC')
      })
      const err = await refusal(newStore(fs).save('full', recordWith(1), metaFor(recordWith(1))))
      expect(err.kind).toBe('WRITE_FAILED')
      expect(err.message).toBe('The game could not be saved: the disk is full.')
      expect(await tempFilesIn(join(tempDir(), 'saves'))).toEqual([])
    })
  })

  describe('slot names', () => {
    const badNames = [
      '../x',
      '..',
      'a/b',
      'a\\b',
      '',
      '   ',
      'x'.repeat(65),
      'CON',
      'nul',
      'com1',
      'tab\there',
      'é',
    ]

    it.each(badNames)('refuses %j for every operation', async (slot) => {
      const store = newStore()
      const record = recordWith(1)
      for (const attempt of [
        store.save(slot, record, metaFor(record)),
        store.load(slot),
        store.loadBackup(slot),
        store.delete(slot),
      ]) {
        const err = await refusal(attempt)
        expect(err.kind).toBe('BAD_NAME')
        expect(err.message).toMatch(/cannot be used as a save name/)
      }
      expect(await readdir(tempDir())).toEqual([])
    })

    it('accepts letters, digits, spaces, "_" and "-" up to 64 characters', async () => {
      const store = newStore()
      for (const slot of ['a', 'Game 2 - final_round', 'x'.repeat(64), 'CONSOLE']) {
        await store.save(slot, recordWith(1), metaFor(recordWith(1)))
        expect((await store.load(slot)).record).toEqual(recordWith(1))
      }
    })
  })

  describe('backups', () => {
    it('keeps the previous save as .bak and loads it with loadBackup', async () => {
      const store = newStore()
      const first = recordWith(1)
      const second = recordWith(2)
      await store.save('slot', first, metaFor(first))
      await store.save('slot', second, metaFor(second))
      expect((await store.load('slot')).record).toEqual(second)
      expect((await store.loadBackup('slot')).record).toEqual(first)
      expect(await readFile(`${fileOf('slot')}.bak`, 'utf8')).toContain('"amount": 1')
    })

    it('refuses a damaged main file but says the backup is available', async () => {
      const store = newStore()
      await store.save('slot', recordWith(1), metaFor(recordWith(1)))
      await store.save('slot', recordWith(2), metaFor(recordWith(2)))
      await writeFile(fileOf('slot'), '')
      const err = await refusal(store.load('slot'))
      expect(err.kind).toBe('EMPTY')
      expect(err.backupAvailable).toBe(true)
      expect((await store.loadBackup('slot')).record).toEqual(recordWith(1))
    })

    it('says no backup is available when there is none, or it is damaged too', async () => {
      const store = newStore()
      await store.save('slot', recordWith(1), metaFor(recordWith(1)))
      await writeFile(fileOf('slot'), 'garbage')
      expect((await refusal(store.load('slot'))).backupAvailable).toBe(false)
      expect((await refusal(store.loadBackup('slot'))).kind).toBe('NOT_FOUND')
      await writeFile(`${fileOf('slot')}.bak`, '{"format": 1}')
      expect((await refusal(store.load('slot'))).backupAvailable).toBe(false)
    })
  })

  describe('interrupted writes', () => {
    it('leave the previous save loadable whichever fs call fails', async () => {
      const oldRecord = recordWith(2)
      const newRecord = recordWith(5)
      const saves = join(tempDir(), 'saves')
      let faultsSeen = 0
      for (let failAt = 1; ; failAt++) {
        const clean = storeIn(saves)
        await clean.delete('slot')
        await clean.save('slot', oldRecord, metaFor(oldRecord))

        const faulty = faultyFs(failAt)
        const outcome = await storeIn(saves, faulty.fs)
          .save('slot', newRecord, metaFor(newRecord))
          .then(
            () => null,
            (err: unknown) => err,
          )
        if (!faulty.faulted()) {
          expect(outcome).toBeNull()
          break
        }
        faultsSeen++
        if (outcome !== null) {
          expect(outcome).toBeInstanceOf(SaveError)
          expect((outcome as SaveError).kind).toBe('WRITE_FAILED')
        }
        const loaded = await clean.load('slot')
        expect([oldRecord, newRecord], `fault at call ${failAt}`).toContainEqual(loaded.record)
        expect(await tempFilesIn(saves)).toEqual([])
      }
      expect(faultsSeen).toBeGreaterThanOrEqual(10)
    })

    it('retries a rename refused with EPERM and then succeeds', async () => {
      let refusals = 0
      const { fs } = instrumentFs((method) => {
        if (method === 'rename' && refusals < 4) {
          refusals++
          throw fsError('EPERM')
        }
      })
      const record = recordWith(3)
      await newStore(fs).save('slot', record, metaFor(record))
      expect(refusals).toBe(4)
      expect((await newStore().load('slot')).record).toEqual(record)
    })
  })

  describe('one writer at a time', () => {
    it('20 concurrent saves to one slot never interleave and always leave a valid save', async () => {
      const saves = join(tempDir(), 'saves')
      let writing = 0
      let mostAtOnce = 0
      // Yield to the event loop at every step so unserialised writes would overlap.
      const { fs } = instrumentFs(async (method, _call, args) => {
        if (method === 'open' && String(args[1]) === 'wx') mostAtOnce = Math.max(mostAtOnce, ++writing)
        if (method === 'rename' && String(args[1]).endsWith('.ztsave.json')) writing--
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 3))
      })
      const store = storeIn(saves, fs)
      const records: MatchRecord[] = Array.from({ length: 20 }, (_, i) => recordWith(i % 9, `seed ${i}`))
      const metas: SaveMeta[] = records.map((r, i) => metaFor(r, `save ${i}`))

      const reader = storeIn(saves)
      let writesDone = false
      const readsWhileWriting = (async () => {
        let reads = 0
        while (!writesDone) {
          const loaded = await reader.load('slot').catch((err: unknown) => err)
          if (!(loaded instanceof SaveError && loaded.kind === 'NOT_FOUND')) {
            if (loaded instanceof Error) throw loaded
            const { record, meta } = loaded as Awaited<ReturnType<SaveStore['load']>>
            expect(records).toContainEqual(record)
            expect(metas).toContainEqual(meta)
            reads++
          }
          await new Promise((resolve) => setTimeout(resolve, 1))
        }
        return reads
      })()

      await Promise.all(records.map((record, i) => store.save('slot', record, metas[i]!)))
      writesDone = true
      expect(await readsWhileWriting).toBeGreaterThan(0)
      expect(mostAtOnce).toBe(1)
      const last = await reader.load('slot')
      expect(last.record).toEqual(records[19])
      expect(last.meta.label).toBe('save 19')
      expect((await reader.loadBackup('slot')).meta.label).toBe('save 18')
      expect(await tempFilesIn(saves)).toEqual([])
    })

    it('a failed save does not block the ones queued after it', async () => {
      let failNext = true
      const { fs } = instrumentFs((method) => {
        if (method === 'write' && failNext) {
          failNext = false
          throw fsError('EIO')
        }
      })
      const store = newStore(fs)
      const results = await Promise.allSettled([
        store.save('slot', recordWith(1), metaFor(recordWith(1))),
        store.save('slot', recordWith(2), metaFor(recordWith(2))),
      ])
      expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled'])
      expect((await store.load('slot')).record).toEqual(recordWith(2))
    })
  })

  describe('what a name may be', () => {
    it('refuses "/", "..", "autosave" and Windows device names, saying why', async () => {
      const store = newStore()
      const record = recordWith(1)
      const reasons = new Map<string, RegExp>([
        ['a/b', /"\/" \(it would point into another folder\)/],
        ['..', /cannot contain "\."/],
        ['autosave', /kept for the app's own autosaves/],
        ['AutoSave', /kept for the app's own autosaves/],
        ['nul', /Windows does not allow/],
        ['   ', /needs a name/],
      ])
      for (const [slot, reason] of reasons) {
        const err = await refusal(store.save(slot, record, metaFor(record)))
        expect(err.kind, slot).toBe('BAD_NAME')
        expect(err.message, slot).toMatch(reason)
      }
      expect(await readdir(tempDir())).toEqual([])
    })
  })

  describe('files that are not saves', () => {
    it('lists a FIFO, a device and a folder as not saves without hanging or reading them', async () => {
      const saves = join(tempDir(), 'saves')
      await mkdir(saves, { recursive: true })
      const record = recordWith(1)
      const store = newStore()
      await store.save('good', record, metaFor(record))
      if (process.platform !== 'win32') {
        execFileSync('mkfifo', [join(saves, 'pipe.ztsave.json')])
        await symlink('/dev/urandom', join(saves, 'random.ztsave.json'))
      }
      await mkdir(join(saves, 'folder.ztsave.json'))
      const started = Date.now()
      const list = await store.list()
      expect(Date.now() - started).toBeLessThan(5000)
      const bySlot = new Map(list.map((s) => [s.slot, s]))
      expect(bySlot.get('good')?.error).toBeUndefined()
      for (const slot of process.platform === 'win32' ? ['folder'] : ['pipe', 'random', 'folder']) {
        expect(bySlot.get(slot)?.error, slot).toMatchObject({ kind: 'NOT_A_SAVE' })
      }
      expect((await refusal(store.load('random'))).kind).toBe('NOT_A_SAVE')
    })

    it('refuses a file far too large to be a save without reading it', async () => {
      const saves = join(tempDir(), 'saves')
      await mkdir(saves, { recursive: true })
      const path = join(saves, 'huge.ztsave.json')
      await writeFile(path, '')
      await truncate(path, 300 * 1024 * 1024) // sparse: takes no disk space
      const store = newStore()
      const before = process.memoryUsage().rss
      const err = await refusal(store.load('huge'))
      expect(err.kind).toBe('NOT_A_SAVE')
      expect(err.message).toMatch(/far too large/)
      expect((await store.list())[0]?.error?.kind).toBe('NOT_A_SAVE')
      expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024)
    })
  })

  describe('autosaves, one per match', () => {
    const autosaveFile = (matchId: string): string =>
      join(tempDir(), 'saves', 'autosave', `${matchId}.ztsave.json`)

    it('keeps each match apart: a second match never overwrites the first', async () => {
      const store = newStore(undefined, ticking())
      const first = recordWith(5)
      const second = recordWith(2, 'other seed')
      await store.autosave('match-a', first, metaFor(first))
      await store.autosave('match-b', second, metaFor(second))
      await store.autosave('match-b', recordWith(3, 'other seed'), metaFor(recordWith(3, 'other seed')))
      expect((await store.loadAutosave('match-a')).save.record).toEqual(first)
      expect((await store.loadAutosave('match-b')).save.record.log).toHaveLength(3)
      const list = await store.listAutosaves()
      expect(list.map((s) => [s.slot, s.actions])).toEqual([
        ['match-b', 3],
        ['match-a', 5],
      ])
      // Autosaves are not named saves.
      expect(await store.list()).toEqual([])
    })

    it('falls back by itself to the previous version of a damaged autosave', async () => {
      const store = newStore()
      await store.autosave('m1', recordWith(3), metaFor(recordWith(3)))
      await store.autosave('m1', recordWith(4), metaFor(recordWith(4)))
      const text = await readFile(autosaveFile('m1'), 'utf8')
      await writeFile(autosaveFile('m1'), text.slice(0, text.length / 2))
      const loaded = await store.loadAutosave('m1')
      expect(loaded.fromBackup).toBe(true)
      expect(loaded.problem).toMatch(/incomplete/)
      expect(loaded.save.record).toEqual(recordWith(3))
      const [summary] = await store.listAutosaves()
      expect(summary).toMatchObject({ slot: 'm1', error: { kind: 'TRUNCATED' }, backup: { actions: 3 } })
    })

    it('refuses a damaged autosave with no usable backup', async () => {
      const store = newStore()
      await store.autosave('m1', recordWith(3), metaFor(recordWith(3)))
      await writeFile(autosaveFile('m1'), '{')
      expect((await refusal(store.loadAutosave('m1'))).kind).toBe('TRUNCATED')
    })

    it('forgets an autosave and its backup', async () => {
      const store = newStore()
      await store.autosave('m1', recordWith(3), metaFor(recordWith(3)))
      await store.autosave('m1', recordWith(4), metaFor(recordWith(4)))
      await store.removeAutosave('m1')
      expect(await readdir(join(tempDir(), 'saves', 'autosave'))).toEqual([])
      expect(await store.listAutosaves()).toEqual([])
    })

    it('moves the single autosave of older versions into the per-match folder', async () => {
      const saves = join(tempDir(), 'saves')
      await newStore().save('autosav', recordWith(2), metaFor(recordWith(2)))
      await writeFile(
        join(saves, 'autosave.ztsave.json'),
        await readFile(join(saves, 'autosav.ztsave.json'), 'utf8'),
      )
      await newStore().delete('autosav')
      await newStore().markSessionStart()
      const [adopted] = await newStore().listAutosaves()
      expect(adopted).toMatchObject({ actions: 2, finished: false })
      expect(await readdir(saves)).not.toContain('autosave.ztsave.json')
    })
  })

  describe('sessions', () => {
    it('tells a session that did not exit cleanly from one that did', async () => {
      const crashed = newStore()
      await crashed.markSessionStart()
      // No markCleanExit: the app died.
      const next = newStore()
      expect(await next.crashed()).toBe(true)
      await next.markSessionStart()
      expect(await next.crashed()).toBe(true)
      await next.markCleanExit()
      expect(await newStore().crashed()).toBe(false)
      expect(await newStore().crashed()).toBe(false)
    })

    it('cleans up temp files that dead or long-gone writes left behind', async () => {
      const saves = join(tempDir(), 'saves')
      await mkdir(join(saves, 'autosave'), { recursive: true })
      const old = new Date(Date.now() - 60 * 60 * 1000)
      const stale = join(saves, 'slot.ztsave.json.4194000-1-abcd.tmp')
      await writeFile(stale, 'half a sa')
      await utimes(stale, old, old)
      const staleAutosave = join(saves, 'autosave', 'm.ztsave.json.4194001-1-abcd.tmp')
      await writeFile(staleAutosave, 'half')
      await utimes(staleAutosave, old, old)
      await writeFile(join(saves, 'my notes.tmp'), 'not ours')
      await newStore().markSessionStart()
      expect((await readdir(saves)).sort()).toEqual(['autosave', 'my notes.tmp', 'session.json'])
      expect(await readdir(join(saves, 'autosave'))).toEqual([])
    })

    it('leaves alone the fresh temp file of another process that is still running', async () => {
      const saves = join(tempDir(), 'saves')
      await mkdir(saves, { recursive: true })
      // The test runner's parent is alive for as long as this test runs.
      const theirs = `slot.ztsave.json.${process.ppid}-7-beef.tmp`
      await writeFile(join(saves, theirs), 'being written')
      await newStore().markSessionStart()
      expect(await readdir(saves)).toContain(theirs)
    })
  })
})
