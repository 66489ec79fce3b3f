import { readdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { makeRuntime, ok, recordingClient, refused, selfishMatch, tempDir } from './helpers'

describe('TableService: saves', () => {
  it('saves, lists, loads and deletes a slot', async () => {
    const runtime = await makeRuntime()
    const ann = recordingClient()
    const matchId = await selfishMatch(runtime, ann)
    const actions = runtime.host.record(matchId).log.length

    expect(
      await ok(runtime.service, 'saves:save', { matchId, slot: 'Evening game', label: 'Friday' }, ann),
    ).toEqual({
      slot: 'Evening game',
    })
    const list = await ok(runtime.service, 'saves:list', {}, ann)
    const saved = list.find((s) => s.slot === 'Evening game')
    expect(saved).toMatchObject({ game: 'selfish', players: ['Ann', 'Bob', 'Cy'], actions, label: 'Friday' })
    expect(saved?.error).toBeUndefined()

    const { matchId: loaded } = await ok(runtime.service, 'saves:load', { slot: 'Evening game' }, ann)
    expect(loaded).not.toBe(matchId)
    expect(ann.pushed('match:opened').at(-1)).toEqual({ matchId: loaded, game: 'selfish', source: 'loaded' })
    expect((await ok(runtime.service, 'match:active', {}, ann))?.matchId).toBe(loaded)
    const snapshot = await ok(runtime.service, 'match:subscribe', { matchId: loaded, viewer: 0 }, ann)
    expect(snapshot.version).toBe(actions)

    expect(await ok(runtime.service, 'saves:delete', { slot: 'Evening game' }, ann)).toBeNull()
    const after = await ok(runtime.service, 'saves:list', {}, ann)
    expect(after.map((s) => s.slot)).not.toContain('Evening game')
    const gone = await refused(runtime.service, 'saves:load', { slot: 'Evening game' }, ann)
    expect(gone.code).toBe('SAVE_ERROR')
    expect(gone.message).toContain('There is no save called "Evening game"')
  })

  it('refuses a damaged save with the save layer’s sentence', async () => {
    const runtime = await makeRuntime()
    const ann = recordingClient()
    await writeFile(
      join(runtime.dataDir, 'saves', 'broken.ztsave.json'),
      '{"format": "zombie-table-save", "ver',
    )
    const error = await refused(runtime.service, 'saves:load', { slot: 'broken' }, ann)
    expect(error.code).toBe('SAVE_ERROR')
    expect(error.message).toMatch(/incomplete/i)
  })

  it('autosaves a new match at once, into <dataDir>/saves/autosave/<match id>', async () => {
    const runtime = await makeRuntime()
    const ann = recordingClient()
    const matchId = await selfishMatch(runtime, ann)
    expect(await readdir(join(runtime.dataDir, 'saves', 'autosave'))).toContain(`${matchId}.ztsave.json`)
    const { matches } = await ok(runtime.service, 'saves:unfinished', {}, ann)
    expect(matches).toEqual([
      expect.objectContaining({ matchId, game: 'selfish', open: true, finished: false }),
    ])
    // Autosaves are not among the named saves.
    expect(await ok(runtime.service, 'saves:list', {}, ann)).toEqual([])
  })

  it('offers every unfinished match after a crash, and resumes one under its own id', async () => {
    const dataDir = await tempDir()
    const ann = recordingClient()
    const crashed = await makeRuntime({ dataDir, shutdown: false })
    const matchId = await selfishMatch(crashed, ann)
    const snapshot = await ok(crashed.service, 'match:subscribe', { matchId, viewer: 0 }, ann)
    const move = { matchId, seat: 0, action: snapshot.legal[0], version: snapshot.version }
    expect(await ok(crashed.service, 'match:intent', move, ann)).toMatchObject({ ok: true })
    await crashed.host.idle(matchId)
    const actions = crashed.host.record(matchId).log.length
    expect(actions).toBeGreaterThan(0)
    await crashed.lock.release()

    // The next start finds the session marker: the last session did not exit cleanly.
    const next = await makeRuntime({ dataDir })
    const unfinished = await ok(next.service, 'saves:unfinished', {}, ann)
    expect(unfinished.crashed).toBe(true)
    expect(unfinished.matches).toEqual([
      expect.objectContaining({ matchId, game: 'selfish', actions, finished: false, open: false }),
    ])
    const resumed = await ok(next.service, 'saves:resume', { matchId }, ann)
    expect(resumed).toEqual({ matchId, fromBackup: false })
    expect(ann.pushed('match:opened').at(-1)).toMatchObject({ matchId, source: 'resumed' })
    const view = await ok(next.service, 'match:subscribe', { matchId, viewer: 0 }, ann)
    expect(view.version).toBe(actions)
    // Resuming a match that is open already opens nothing new.
    expect(await ok(next.service, 'saves:resume', { matchId }, ann)).toEqual({ matchId, fromBackup: false })
    expect(next.host.list()).toHaveLength(1)
    await next.shutdown()

    // After a clean exit the match is still kept: Leave and quitting never lose it.
    const clean = await makeRuntime({ dataDir })
    const later = await ok(clean.service, 'saves:unfinished', {}, ann)
    expect(later.crashed).toBe(false)
    expect(later.matches.map((m) => m.matchId)).toEqual([matchId])
  })

  it('resumes nothing that is not kept', async () => {
    const runtime = await makeRuntime()
    const ann = recordingClient()
    expect(await ok(runtime.service, 'saves:unfinished', {}, ann)).toEqual({ crashed: false, matches: [] })
    expect((await refused(runtime.service, 'saves:resume', { matchId: 'gone' }, ann)).code).toBe('NOT_FOUND')
    expect(await ok(runtime.service, 'saves:list', {}, ann)).toEqual([])
  })
})
