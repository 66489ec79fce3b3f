/**
 * Save files the desktop app is asked to open (a double-click on a .ztsave.json): offered to the
 * players, opened on request like File → Open…, and kept for a window that starts later.
 */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { makeRuntime, ok, recordingClient, refused, selfishMatch, tempDir } from './helpers'

describe('TableService: files the app is asked to open', () => {
  async function exportedFile(name = 'Friday night.ztsave.json') {
    const runtime = await makeRuntime()
    const ann = recordingClient()
    runtime.service.connect(ann)
    const matchId = await selfishMatch(runtime, ann)
    const path = join(await tempDir('zt-offered-'), name)
    expect((await runtime.service.exportToFile(matchId, path)).ok).toBe(true)
    return { runtime, ann, matchId, path }
  }

  it('tells the players, and opens the offered file as a new match on request', async () => {
    const { runtime, ann, matchId, path } = await exportedFile()
    const tv = recordingClient('spectator', 'websocket')
    runtime.service.connect(tv)

    runtime.service.offerFile(path)
    const [offer] = ann.pushed('file:offered')
    expect(offer).toEqual({ fileId: expect.any(String), name: 'Friday night.ztsave.json' })
    expect(JSON.stringify(offer)).not.toContain(join(path, '..'))
    expect(tv.pushes.filter((p) => p.channel === 'file:offered')).toEqual([])
    if (offer === undefined) return

    const opened = await ok(runtime.service, 'saves:openFile', { fileId: offer.fileId }, ann)
    expect(opened.matchId).not.toBe(matchId)
    expect(ann.pushed('match:opened').at(-1)).toEqual({
      matchId: opened.matchId,
      game: 'selfish',
      source: 'imported',
    })
    expect(runtime.host.record(opened.matchId)).toEqual(runtime.host.record(matchId))
    // A file from elsewhere is none of this folder's named saves.
    expect(runtime.host.meta(opened.matchId).slot).toBeUndefined()
    expect(runtime.service.activeMatch()?.matchId).toBe(opened.matchId)

    // Opened once: the id is forgotten.
    expect(await ok(runtime.service, 'saves:pendingFiles', {}, ann)).toEqual([])
    const again = await refused(runtime.service, 'saves:openFile', { fileId: offer.fileId }, ann)
    expect(again).toEqual({ code: 'NOT_FOUND', message: 'That file is no longer waiting to be opened.' })
  })

  it('keeps an offered file for a window that starts later', async () => {
    const { runtime, path } = await exportedFile()
    runtime.service.offerFile(path)
    // The same file asked for twice (a double double-click) is one offer.
    runtime.service.offerFile(path)
    const late = recordingClient()
    const pending = await ok(runtime.service, 'saves:pendingFiles', {}, late)
    expect(pending).toEqual([{ fileId: expect.any(String), name: 'Friday night.ztsave.json' }])
    const { matchId } = await ok(runtime.service, 'saves:openFile', { fileId: pending[0]?.fileId }, late)
    expect(runtime.host.isOpen(matchId)).toBe(true)
  })

  it('refuses an id it never gave', async () => {
    const runtime = await makeRuntime()
    const ann = recordingClient()
    for (const fileId of ['nope', '00000000-0000-4000-8000-000000000000']) {
      const error = await refused(runtime.service, 'saves:openFile', { fileId }, ann)
      expect(error.code).toBe('NOT_FOUND')
    }
    expect(runtime.host.list()).toEqual([])
  })

  it('refuses a damaged file with its reason, and forgets it', async () => {
    const runtime = await makeRuntime()
    const ann = recordingClient()
    runtime.service.connect(ann)
    const path = join(await tempDir('zt-offered-'), 'broken.ztsave.json')
    await writeFile(path, '{"format": "zombie-table-save", "ver')
    runtime.service.offerFile(path)
    const [offer] = ann.pushed('file:offered')
    const error = await refused(runtime.service, 'saves:openFile', { fileId: offer?.fileId }, ann)
    expect(error).toEqual({ code: 'SAVE_ERROR', message: expect.stringMatching(/incomplete/) })
    expect(await ok(runtime.service, 'saves:pendingFiles', {}, ann)).toEqual([])
    expect(runtime.host.list()).toEqual([])
  })

  it('lets no spectator see or open offered files', async () => {
    const { runtime, path } = await exportedFile()
    runtime.service.offerFile(path)
    const tv = recordingClient('spectator', 'websocket')
    expect((await refused(runtime.service, 'saves:pendingFiles', {}, tv)).code).toBe('FORBIDDEN')
    const [offer] = await ok(runtime.service, 'saves:pendingFiles', {}, recordingClient())
    const error = await refused(runtime.service, 'saves:openFile', { fileId: offer?.fileId }, tv)
    expect(error.code).toBe('FORBIDDEN')
    expect(await ok(runtime.service, 'saves:pendingFiles', {}, recordingClient())).toHaveLength(1)
  })
})
