import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { makeRuntime, ok, recordingClient, selfishMatch, tempDir } from './helpers'

describe('TableService: save files anywhere (desktop Save As… / Open…)', () => {
  it('exports an open match to a path and imports it back as a new match', async () => {
    const runtime = await makeRuntime()
    const ann = recordingClient()
    const matchId = await selfishMatch(runtime, ann)
    const folder = await tempDir('zt-export-')
    const path = join(folder, 'Friday night.ztsave.json')

    expect(await runtime.service.exportToFile(matchId, path)).toEqual({ ok: true, result: { path } })
    const saved = JSON.parse(await readFile(path, 'utf8')) as { format: string; match: { game: string } }
    expect(saved).toMatchObject({ format: 'zombie-table-save', match: { game: 'selfish' } })
    expect(await readdir(folder)).toEqual(['Friday night.ztsave.json']) // no backup or temp files left

    const imported = await runtime.service.importFromFile(path)
    expect(imported.ok).toBe(true)
    if (!imported.ok) return
    expect(imported.result.matchId).not.toBe(matchId)
    expect(ann.pushed('match:opened').at(-1)).toEqual({
      matchId: imported.result.matchId,
      game: 'selfish',
      source: 'imported',
    })
    expect(runtime.service.activeMatch()?.matchId).toBe(imported.result.matchId)
    expect(runtime.host.record(imported.result.matchId)).toEqual(runtime.host.record(matchId))
  })

  it('refuses files that are not saves with the save layer’s sentence', async () => {
    const runtime = await makeRuntime()
    const folder = await tempDir('zt-import-')
    const cases: [string, string | null, RegExp][] = [
      ['notes.txt', 'shopping: brains', /not readable JSON/],
      ['other.json', '{"format": "something-else"}', /not a Zombie Table save/],
      ['empty.json', '', /empty/],
      ['missing.json', null, /does not exist/],
    ]
    for (const [name, content, message] of cases) {
      const path = join(folder, name)
      if (content !== null) await writeFile(path, content)
      const result = await runtime.service.importFromFile(path)
      expect(result, name).toEqual({
        ok: false,
        error: { code: 'SAVE_ERROR', message: expect.stringMatching(message) },
      })
    }
    await mkdir(join(folder, 'a folder'))
    expect(await runtime.service.importFromFile(join(folder, 'a folder'))).toMatchObject({
      ok: false,
      error: { code: 'SAVE_ERROR' },
    })
    expect(await runtime.service.importFromFile('relative/path.json')).toMatchObject({
      ok: false,
      error: { code: 'SAVE_ERROR' },
    })
    expect(runtime.host.list()).toEqual([])
  })

  it('refuses to export a match that is not open, or to a folder that does not exist', async () => {
    const runtime = await makeRuntime()
    const folder = await tempDir('zt-export-')
    expect(await runtime.service.exportToFile('nope', join(folder, 'x.json'))).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    })
    const matchId = await selfishMatch(runtime, recordingClient())
    expect(await runtime.service.exportToFile(matchId, join(folder, 'no', 'such', 'dir.json'))).toMatchObject(
      {
        ok: false,
        error: { code: 'SAVE_ERROR', message: expect.stringContaining('could not be saved') },
      },
    )
    expect(await ok(runtime.service, 'match:active', {}, recordingClient())).not.toBeNull()
  })
})
