import { mkdir, readFile, utimes, writeFile } from 'node:fs/promises'
import { hostname } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DataFolderInUse, lockDataFolder } from '../../../electron/saves/dataFolderLock'
import { useTempDir } from './helpers'

/** Leaves the lock and owner note a process that died would leave, its lock `ageMs` old. */
async function leftBehind(dir: string, ageMs: number): Promise<void> {
  const lock = join(dir, 'zombie-table.lock')
  await mkdir(lock, { recursive: true })
  const then = new Date(Date.now() - ageMs)
  await utimes(lock, then, then)
  const owner = { what: 'npm run serve', pid: 4_194_000, host: hostname(), since: then.toISOString() }
  await writeFile(join(dir, 'zombie-table.lock.json'), JSON.stringify(owner))
}

const dead = (): boolean => false

describe('the data folder lock', () => {
  const tempDir = useTempDir()

  it('takes over at once a lock whose holder died on this computer', async () => {
    await leftBehind(tempDir(), 6_000)
    const lock = await lockDataFolder(tempDir(), { what: 'the desktop app', alive: dead })
    const note = JSON.parse(await readFile(join(tempDir(), 'zombie-table.lock.json'), 'utf8')) as {
      pid: number
    }
    expect(note.pid).toBe(process.pid)
    await lock.release()
  })

  it('leaves alone a lock refreshed a moment ago, even if its note names a dead process', async () => {
    // Another instance has just taken it and not yet written its own note.
    await leftBehind(tempDir(), 0)
    await expect(lockDataFolder(tempDir(), { what: 'the desktop app', alive: dead })).rejects.toBeInstanceOf(
      DataFolderInUse,
    )
  })

  it('says which program holds the folder while it lives', async () => {
    const first = await lockDataFolder(tempDir(), { what: 'npm run serve' })
    const refusal = await lockDataFolder(tempDir(), { what: 'the desktop app' }).catch((err: unknown) => err)
    expect(refusal).toBeInstanceOf(DataFolderInUse)
    expect((refusal as DataFolderInUse).owner).toMatchObject({ what: 'npm run serve', pid: process.pid })
    await first.release()
    const second = await lockDataFolder(tempDir(), { what: 'the desktop app' })
    await second.release()
  })
})
