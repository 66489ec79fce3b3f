/**
 * The ordinary ways a player could lose a game, each at the service (the door both the desktop
 * window and the served page use): two matches open at once, a full disk, a damaged save or
 * autosave with a good backup, two programs on one data folder, a save over someone else's save,
 * and a finished match that must not come back after Leave.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { join, sep } from 'node:path'
import { describe, expect, it } from 'vitest'
import { randomBot } from '../../../engine/bots/random'
import type { HostUpdate } from '../../../electron/host'
import { DataFolderInUse } from '../../../electron/saves/dataFolderLock'
import type { TableRuntime } from '../../../electron/service/tableRuntime'
import { countdownGame } from '../../fixtures/countdownGame'
import { defaultFs, type SaveFs } from '../../../electron/saves/saveFs'
import { diskThatFills, fsError } from '../saves/helpers'
import { makeRuntime, ok, recordingClient, refused, selfishMatch, tempDir } from './helpers'

/** Plays `moves` human moves (the first legal one each time) for seat 0, letting bots answer. */
async function play(runtime: TableRuntime, matchId: string, moves: number): Promise<void> {
  const client = recordingClient()
  for (let i = 0; i < moves; i++) {
    const view = await ok(runtime.service, 'match:subscribe', { matchId, viewer: 0 }, client)
    if (view.outcome !== null || view.legal.length === 0) throw new Error('Ann cannot move')
    const move = { matchId, seat: 0, action: view.legal[0], version: view.version }
    expect(await ok(runtime.service, 'match:intent', move, client)).toMatchObject({ ok: true })
    await runtime.host.idle(matchId)
  }
}

const autosaveFile = (runtime: TableRuntime, matchId: string): string =>
  join(runtime.dataDir, 'saves', 'autosave', `${matchId}.ztsave.json`)

async function autosavedMoves(runtime: TableRuntime, matchId: string): Promise<number> {
  const doc = JSON.parse(await readFile(autosaveFile(runtime, matchId), 'utf8')) as {
    match: { log: unknown[] }
  }
  return doc.match.log.length
}

const countdown = {
  registry: { countdown: countdownGame },
  bots: { countdown: { random: randomBot } },
}

/** A countdown match between two bots, played to its end (they move at once). */
async function finishedCountdown(runtime: TableRuntime, seed: number): Promise<string> {
  const seats = [
    { name: 'A', kind: 'bot', bot: 'random' },
    { name: 'B', kind: 'bot', bot: 'random' },
  ]
  const client = recordingClient()
  const { matchId } = await ok(runtime.service, 'match:create', { game: 'countdown', seats, seed }, client)
  await runtime.host.idle(matchId)
  expect(runtime.host.meta(matchId).finished).toBe(true)
  return matchId
}

describe('no lost game', () => {
  it('keeps two open matches in two autosaves: playing the second never touches the first', async () => {
    const runtime = await makeRuntime()
    const ann = recordingClient()
    const first = await selfishMatch(runtime, ann, 1)
    await play(runtime, first, 3)
    const firstMoves = runtime.host.record(first).log.length
    expect(await autosavedMoves(runtime, first)).toBe(firstMoves)

    // "Menu", then a second game, played for a while: the first stays open and intact.
    const second = await selfishMatch(runtime, ann, 2)
    await play(runtime, second, 12)
    expect(await autosavedMoves(runtime, first)).toBe(firstMoves)
    expect(await autosavedMoves(runtime, second)).toBe(runtime.host.record(second).log.length)

    const { matches } = await ok(runtime.service, 'saves:unfinished', {}, ann)
    expect(new Set(matches.map((m) => m.matchId))).toEqual(new Set([first, second]))
    expect(matches.every((m) => m.open)).toBe(true)
  })

  it('tells the player at once when autosaving fails, keeps playing, retries, and says when it is safe again', async () => {
    const disk = diskThatFills()
    const logged: string[] = []
    const runtime = await makeRuntime({
      fs: disk.fs,
      autosaveRetryMs: [20],
      log: (message, err) => logged.push(`${message} ${String(err)}`),
    })
    const ann = recordingClient()
    const matchId = await selfishMatch(runtime, ann)
    await ok(runtime.service, 'match:subscribe', { matchId, viewer: 0 }, ann)
    disk.fill(true)
    const before = runtime.host.record(matchId).log.length
    await play(runtime, matchId, 2)
    expect(runtime.host.record(matchId).log.length).toBeGreaterThan(before)

    const problem = (u: HostUpdate) => u.autosave.problem
    const failing = ann.updates().filter((u) => problem(u) !== null)
    expect(failing.length).toBeGreaterThan(0)
    expect(problem(failing[0]!)).toBe('Not saved: the disk is full.')
    expect(runtime.host.autosaveStatus(matchId).problem).toBe('Not saved: the disk is full.')
    expect(await autosavedMoves(runtime, matchId)).toBeLessThanOrEqual(before)
    expect(logged.some((line) => line.includes('the disk is full'))).toBe(true)

    // Space again: the retry writes the newest moves by itself, and everyone is told.
    disk.fill(false)
    await expect.poll(() => runtime.host.autosaveStatus(matchId).problem, { timeout: 5000 }).toBeNull()
    expect(ann.updates().at(-1)?.autosave).toEqual({
      problem: null,
      savedVersion: runtime.host.record(matchId).log.length,
    })
    expect(await autosavedMoves(runtime, matchId)).toBe(runtime.host.record(matchId).log.length)
  })

  it('offers the previous version of a damaged save, with its moves and time, and loads it', async () => {
    const runtime = await makeRuntime()
    const ann = recordingClient()
    const matchId = await selfishMatch(runtime, ann)
    await ok(runtime.service, 'saves:save', { matchId, slot: 'Evening' }, ann)
    const firstMoves = runtime.host.record(matchId).log.length
    await play(runtime, matchId, 1)
    await ok(runtime.service, 'saves:save', { matchId }, ann)
    const path = join(runtime.dataDir, 'saves', 'Evening.ztsave.json')
    const text = await readFile(path, 'utf8')
    await writeFile(path, text.slice(0, Math.floor(text.length / 2)))

    const refusal = await refused(runtime.service, 'saves:load', { slot: 'Evening' }, ann)
    expect(refusal).toMatchObject({ code: 'SAVE_ERROR', backup: { actions: firstMoves } })
    expect(Number.isNaN(Date.parse(refusal.backup?.savedAt ?? ''))).toBe(false)
    const listed = (await ok(runtime.service, 'saves:list', {}, ann)).find((s) => s.slot === 'Evening')
    // What the cut file no longer says, its backup does.
    expect(listed).toMatchObject({
      game: 'selfish',
      players: ['Ann', 'Bob', 'Cy'],
      error: { kind: 'TRUNCATED' },
      backup: { actions: firstMoves },
    })

    const { matchId: loaded } = await ok(runtime.service, 'saves:loadBackup', { slot: 'Evening' }, ann)
    expect(runtime.host.record(loaded).log.length).toBe(firstMoves)
    expect(runtime.host.meta(loaded).slot).toBe('Evening')
  })

  it('resumes a damaged autosave from its previous version by itself, and says so', async () => {
    const dataDir = await tempDir()
    const ann = recordingClient()
    const crashed = await makeRuntime({ dataDir, shutdown: false })
    const matchId = await selfishMatch(crashed, ann)
    await play(crashed, matchId, 2)
    await crashed.host.autosaved(matchId)
    await crashed.lock.release()
    const path = autosaveFile(crashed, matchId)
    const text = await readFile(path, 'utf8')
    await writeFile(path, text.slice(0, Math.floor(text.length / 2)))

    const next = await makeRuntime({ dataDir })
    const [listed] = (await ok(next.service, 'saves:unfinished', {}, ann)).matches
    expect(listed).toMatchObject({
      matchId,
      error: { kind: 'TRUNCATED' },
      backup: { actions: expect.any(Number) },
    })
    const resumed = await ok(next.service, 'saves:resume', { matchId }, ann)
    expect(resumed).toMatchObject({ matchId, fromBackup: true, problem: expect.stringMatching(/incomplete/) })
    expect(next.host.record(matchId).log.length).toBe(listed?.backup?.actions)
  })

  it('lets one program at a time use a data folder, and says which one has it', async () => {
    const dataDir = await tempDir()
    const first = await makeRuntime({ dataDir, owner: 'npm run serve' })
    let refusal: unknown
    try {
      await makeRuntime({ dataDir, owner: 'the desktop app' })
    } catch (err) {
      refusal = err
    }
    expect(refusal).toBeInstanceOf(DataFolderInUse)
    expect((refusal as Error).message).toContain('npm run serve')
    expect((refusal as Error).message).toContain(`process ${process.pid}`)
    expect((refusal as Error).message).toContain(dataDir)
    // The first one's work is untouched, and the folder is free once it stops.
    const matchId = await selfishMatch(first, recordingClient())
    await first.shutdown()
    const second = await makeRuntime({ dataDir })
    const { matches } = await ok(second.service, 'saves:unfinished', {}, recordingClient())
    expect(matches.map((m) => m.matchId)).toEqual([matchId])
  })

  it('never replaces another match’s save without asking, and shows what it holds', async () => {
    const runtime = await makeRuntime()
    const ann = recordingClient()
    const selfish = await selfishMatch(runtime, ann, 1)
    await ok(runtime.service, 'saves:save', { matchId: selfish, slot: 'Friday' }, ann)
    const other = await selfishMatch(runtime, ann, 2)

    const clash = await refused(runtime.service, 'saves:save', { matchId: other, slot: 'Friday' }, ann)
    expect(clash).toMatchObject({
      code: 'EXISTS',
      existing: { slot: 'Friday', game: 'selfish', players: ['Ann', 'Bob', 'Cy'] },
    })
    expect(clash.message).toContain('Friday')
    expect((await ok(runtime.service, 'saves:load', { slot: 'Friday' }, ann)).matchId).toBeTruthy()

    // Asked and answered: replaced.
    await ok(runtime.service, 'saves:save', { matchId: other, slot: 'Friday', overwrite: true }, ann)
    // Its own save is simply written again, without a question.
    await play(runtime, other, 1)
    expect(await ok(runtime.service, 'saves:save', { matchId: other }, ann)).toEqual({ slot: 'Friday' })
  })

  it('gives each first save a name of its own', async () => {
    const runtime = await makeRuntime()
    const ann = recordingClient()
    const first = await selfishMatch(runtime, ann, 1)
    const second = await selfishMatch(runtime, ann, 2)
    const a = await ok(runtime.service, 'saves:save', { matchId: first }, ann)
    const b = await ok(runtime.service, 'saves:save', { matchId: second }, ann)
    expect(a.slot).toBe('Selfish - Ann Bob Cy')
    expect(b.slot).toBe('Selfish - Ann Bob Cy 2')
    expect((await ok(runtime.service, 'saves:list', {}, ann)).map((s) => s.slot).sort()).toEqual([
      a.slot,
      b.slot,
    ])
  })

  it('does not bring back a finished match after the next one is left', async () => {
    const runtime = await makeRuntime({ ...countdown })
    const ann = recordingClient()
    const tv = recordingClient('spectator')
    const finished = await finishedCountdown(runtime, 1)

    const people = [
      { name: 'Ann', kind: 'human' },
      { name: 'Bob', kind: 'human' },
    ]
    const { matchId: next } = await ok(
      runtime.service,
      'match:create',
      { game: 'countdown', seats: people },
      ann,
    )
    await ok(runtime.service, 'saves:save', { matchId: next }, ann)
    await ok(runtime.service, 'match:close', { matchId: next }, ann)

    expect(await ok(runtime.service, 'match:active', {}, tv)).toBeNull()
    expect(runtime.host.list()).toEqual([])
    // The finished match was never saved: it is still kept, as finished, until saved or dismissed.
    const kept = (await ok(runtime.service, 'saves:unfinished', {}, ann)).matches
    expect(kept.map((m) => [m.matchId, m.finished, m.open])).toEqual([
      [next, false, false],
      [finished, true, false],
    ])
  })

  it('forgets a finished match’s autosave once it is saved, or when the player dismisses it', async () => {
    const runtime = await makeRuntime({ ...countdown })
    const ann = recordingClient()
    const saved = await finishedCountdown(runtime, 1)
    await ok(runtime.service, 'saves:save', { matchId: saved }, ann)
    const dismissed = await finishedCountdown(runtime, 9)
    await ok(runtime.service, 'match:close', { matchId: dismissed, discard: true }, ann)
    // The saved one was closed when the next one opened (it was finished): both are gone.
    expect(runtime.host.list()).toEqual([])
    expect((await ok(runtime.service, 'saves:unfinished', {}, ann)).matches).toEqual([])
    await expect(readFile(autosaveFile(runtime, saved), 'utf8')).rejects.toThrow(/ENOENT/)
    await expect(readFile(autosaveFile(runtime, dismissed), 'utf8')).rejects.toThrow(/ENOENT/)
  })
})

const quiet = (): void => undefined

/** Autosaves fail (the file is held, as a virus scanner does) while `held`; named saves work. */
function heldAutosaves(): { fs: SaveFs; hold(on: boolean): void } {
  let held = false
  const inAutosaves = (path: string) => path.includes(`${sep}autosave${sep}`)
  return {
    fs: {
      ...defaultFs,
      open: async (path, flags) => {
        if (held && flags !== 'r' && inAutosaves(path)) throw fsError('EBUSY')
        return defaultFs.open(path, flags)
      },
    },
    hold: (on) => {
      held = on
    },
  }
}

describe('no lost game: the edges', () => {
  it('keeps a saved finished match’s autosave gone, whatever retry was still pending', async () => {
    const disk = heldAutosaves()
    const runtime = await makeRuntime({ ...countdown, fs: disk.fs, autosaveRetryMs: [30], log: quiet })
    disk.hold(true)
    const matchId = await finishedCountdown(runtime, 3)
    expect(runtime.host.autosaveStatus(matchId).problem).toMatch(/in use by another program/)
    await ok(runtime.service, 'saves:save', { matchId }, recordingClient())
    disk.hold(false)
    await new Promise((resolve) => setTimeout(resolve, 150))
    await expect(readFile(autosaveFile(runtime, matchId), 'utf8')).rejects.toThrow(/ENOENT/)
    expect(runtime.host.autosaveStatus(matchId).problem).toBeNull()
  })

  it('does not let Leave drop unsaved moves without saying so', async () => {
    const disk = diskThatFills()
    const runtime = await makeRuntime({ fs: disk.fs, autosaveRetryMs: [10_000], log: quiet })
    const ann = recordingClient()
    const matchId = await selfishMatch(runtime, ann)
    disk.fill(true)
    await play(runtime, matchId, 1)
    const refusal = await refused(runtime.service, 'match:close', { matchId }, ann)
    expect(refusal.code).toBe('REFUSED')
    expect(refusal.message).toMatch(/disk is full.*lose the moves since the last save/)
    expect(runtime.host.isOpen(matchId)).toBe(true)
    await ok(runtime.service, 'match:close', { matchId, evenIfUnsaved: true }, ann)
    expect(runtime.host.isOpen(matchId)).toBe(false)
  })

  it('saves a resumed match to the save it had, without asking again', async () => {
    const runtime = await makeRuntime()
    const ann = recordingClient()
    const matchId = await selfishMatch(runtime, ann)
    const { slot } = await ok(runtime.service, 'saves:save', { matchId }, ann)
    await ok(runtime.service, 'match:close', { matchId }, ann)
    await ok(runtime.service, 'saves:resume', { matchId }, ann)
    await play(runtime, matchId, 1)
    expect(await ok(runtime.service, 'saves:save', { matchId }, ann)).toEqual({ slot })
    // Its own save under another case is still its own (Windows and macOS see one file).
    expect(await ok(runtime.service, 'saves:save', { matchId, slot: slot.toUpperCase() }, ann)).toEqual({
      slot: slot.toUpperCase(),
    })
  })

  it('opens a match once when it is resumed twice at the same moment', async () => {
    const runtime = await makeRuntime()
    const ann = recordingClient()
    const matchId = await selfishMatch(runtime, ann)
    await ok(runtime.service, 'match:close', { matchId }, ann)
    const [a, b] = await Promise.all([
      ok(runtime.service, 'saves:resume', { matchId }, ann),
      ok(runtime.service, 'saves:resume', { matchId }, ann),
    ])
    expect([a.matchId, b.matchId]).toEqual([matchId, matchId])
    expect(runtime.host.list()).toHaveLength(1)
  })
})
