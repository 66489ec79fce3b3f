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

  it('autosaves a match as soon as it opens, into <dataDir>/saves', async () => {
    const runtime = await makeRuntime()
    const ann = recordingClient()
    const matchId = await selfishMatch(runtime, ann)
    expect(await readdir(join(runtime.dataDir, 'saves'))).toContain('autosave.ztsave.json')
    const list = await ok(runtime.service, 'saves:list', {}, ann)
    expect(list.find((s) => s.slot === 'autosave')?.actions).toBe(runtime.host.record(matchId).log.length)
  })

  it('offers to resume after a crash, and not after a clean exit', async () => {
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

    // The next start finds the session marker: the last session did not exit cleanly.
    const next = await makeRuntime({ dataDir })
    const recovery = await ok(next.service, 'saves:recovery', {}, ann)
    expect(recovery).toMatchObject({ slot: 'autosave', game: 'selfish', actions, finished: false })
    const resumed = await ok(next.service, 'saves:resume', {}, ann)
    expect(resumed).not.toBeNull()
    expect(ann.pushed('match:opened').at(-1)).toMatchObject({ matchId: resumed?.matchId, source: 'resumed' })
    const view = await ok(
      next.service,
      'match:subscribe',
      { matchId: resumed?.matchId ?? '', viewer: 0 },
      ann,
    )
    expect(view.version).toBe(actions)
    await next.shutdown()

    const clean = await makeRuntime({ dataDir })
    expect(await ok(clean.service, 'saves:recovery', {}, ann)).toBeNull()
  })

  it('resumes nothing when there is no autosave', async () => {
    const runtime = await makeRuntime()
    const ann = recordingClient()
    expect(await ok(runtime.service, 'saves:recovery', {}, ann)).toBeNull()
    expect(await ok(runtime.service, 'saves:resume', {}, ann)).toBeNull()
    expect(await ok(runtime.service, 'saves:list', {}, ann)).toEqual([])
  })
})
