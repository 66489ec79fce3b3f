/**
 * Starting the table after trouble (issue 41, item 4): on a data folder nothing can be written to
 * (it starts, says so, and every autosave says "Not saved: …", as on a full disk), and after a
 * crash (the temp files its writes left are removed; a live process's are not).
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdir, readdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { lockDataFolder } from '../../../electron/saves/dataFolderLock'
import type { TableRuntime } from '../../../electron/service/tableRuntime'
import { mountReadOnly } from '../readOnlyMount'
import { fsError } from '../saves/helpers'
import {
  makeRuntime,
  ok,
  recordingClient,
  refused,
  selfishMatch,
  tempDir,
  type RecordingClient,
} from './helpers'

const NOT_SAVED =
  'Not saved: nothing can be saved in the data folder (the disk is read-only). Choose another folder with --data <folder> or ZOMBIE_TABLE_DATA.'

/** Plays Ann's first legal move and lets the bots answer. */
async function move(runtime: TableRuntime, matchId: string, client: RecordingClient): Promise<void> {
  const view = await ok(runtime.service, 'match:subscribe', { matchId, viewer: 0 }, client)
  const intent = { matchId, seat: 0, action: view.legal[0], version: view.version }
  expect(await ok(runtime.service, 'match:intent', intent, client)).toMatchObject({ ok: true })
  await runtime.host.idle(matchId)
  await runtime.host.autosaved(matchId)
}

/** Plays on a table whose data folder is read-only: play goes on, nothing is kept, and it says so. */
async function playsWithoutSaving(runtime: TableRuntime): Promise<void> {
  expect(runtime.readOnly).toContain(`Nothing can be saved in the data folder ${runtime.dataDir}`)
  expect(runtime.readOnly).toContain('the disk is read-only')
  expect(runtime.readOnly).toContain('--data <folder>')
  expect(runtime.readOnly).toContain('ZOMBIE_TABLE_DATA')
  const ann = recordingClient()
  const matchId = await selfishMatch(runtime, ann)
  await move(runtime, matchId, ann)
  expect(runtime.host.record(matchId).log.length).toBeGreaterThan(0)
  expect(runtime.host.autosaveStatus(matchId).problem).toBe(NOT_SAVED)
  expect(ann.updates().at(-1)?.autosave.problem).toBe(NOT_SAVED)
  const save = await refused(runtime.service, 'saves:save', { matchId, slot: 'Evening' }, ann)
  expect(save.message).toContain('nothing can be saved in the data folder')
  expect(await ok(runtime.service, 'saves:list', {}, ann)).toEqual([])
  expect(await ok(runtime.service, 'settings:set', { volume: 20 }, ann)).toMatchObject({ volume: 20 })
}

async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''])
  await once(child, 'exit')
  if (child.pid === undefined) throw new Error('no child process')
  return child.pid
}

describe('starting after trouble', () => {
  it('starts on a data folder that cannot be written to, saves nothing, and says "Not saved"', async () => {
    const logged: string[] = []
    const runtime = await makeRuntime({
      // The lock is where a read-only disk is first met: its folder cannot be made.
      lockFolder: (dir, options) =>
        lockDataFolder(dir, { ...options, mkdir: () => Promise.reject(fsError('EROFS', 'EROFS: mkdir')) }),
      log: (message, err) => logged.push(`${message} ${String(err)}`),
    })
    await playsWithoutSaving(runtime)
    await runtime.shutdown()
    expect(await readdir(runtime.dataDir)).toEqual([])
    // Said once at start: not again, with a stack, for every move.
    expect(logged).toEqual([])
  })

  it('starts on a real read-only folder (a tmpfs mounted read-only)', async (ctx) => {
    const mounted = await mountReadOnly(async (dir) => {
      await mkdir(join(dir, 'saves'))
    })
    if (typeof mounted === 'string') return ctx.skip(mounted)
    try {
      const runtime = await makeRuntime({ dataDir: mounted.dir, log: () => undefined })
      await playsWithoutSaving(runtime)
      await runtime.shutdown()
      expect(await readdir(mounted.dir)).toEqual(['saves'])
    } finally {
      await mounted.unmount()
    }
  })

  it('removes at start the temp files of writes whose process died, and never a live process’s', async () => {
    const dataDir = await tempDir()
    const saves = join(dataDir, 'saves')
    await mkdir(join(saves, 'autosave'), { recursive: true })
    const dead = await deadPid()
    const live = spawn(process.execPath, ['-e', 'setInterval(() => {}, 60000)'])
    try {
      const leftBy = (pid: number | undefined, n: number) => [
        join(dataDir, `settings.json.${pid}-${n}-0a1b2c3d.tmp`),
        join(dataDir, `table-tokens.json.${pid}-${n + 1}-0a1b2c3d.tmp`),
        join(saves, `Evening.ztsave.json.${pid}-${n + 2}-0a1b2c3d.tmp`),
        join(saves, 'autosave', `0f8fad5b-d9cb-469f-a165-70867728950e.ztsave.json.${pid}-${n + 3}-0a1b.tmp`),
      ]
      const stale = leftBy(dead, 1)
      const fresh = leftBy(live.pid, 5)
      for (const path of [...stale, ...fresh, join(dataDir, 'my notes.tmp')]) await writeFile(path, 'half')

      const runtime = await makeRuntime({ dataDir })
      const left = [
        ...(await readdir(dataDir)).map((name) => join(dataDir, name)),
        ...(await readdir(saves)).map((name) => join(saves, name)),
        ...(await readdir(join(saves, 'autosave'))).map((name) => join(saves, 'autosave', name)),
      ]
      for (const path of stale) expect(left).not.toContain(path)
      for (const path of fresh) expect(left).toContain(path)
      expect(left).toContain(join(dataDir, 'my notes.tmp'))
      await runtime.shutdown()
    } finally {
      live.kill('SIGKILL')
    }
  })
})
