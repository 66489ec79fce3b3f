/**
 * What the table needs for its flow (issue 11): every update carries the match's options (a rematch
 * or a new game like it sends them back), and how many moves its named save holds, kept across a
 * save, a move, a restart and a load, so Leave can say whether leaving loses anything.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { HostUpdate } from '../../../electron/protocol'
import type { TableRuntime } from '../../../electron/service/tableRuntime'
import { makeRuntime, ok, recordingClient, SELFISH_SEATS, tempDir } from './helpers'

const ann = recordingClient()

async function look(runtime: TableRuntime, matchId: string): Promise<HostUpdate> {
  return ok(runtime.service, 'match:subscribe', { matchId, viewer: 0 }, ann)
}

/** Ann plays the first legal move `moves` times, the bots answering each. */
async function play(runtime: TableRuntime, matchId: string, moves: number): Promise<void> {
  for (let i = 0; i < moves; i++) {
    const view = await look(runtime, matchId)
    const move = { matchId, seat: 0, action: view.legal[0], version: view.version }
    expect(await ok(runtime.service, 'match:intent', move, ann)).toMatchObject({ ok: true })
    await runtime.host.idle(matchId)
  }
}

describe('the match setup in every update', () => {
  it('carries the options as the game filled them in, and a rematch from them keeps everything but the seed', async () => {
    const runtime = await makeRuntime()
    const { matchId } = await ok(
      runtime.service,
      'match:create',
      { game: 'selfish', seats: SELFISH_SEATS, seed: 'first', options: { dieFaces: [1, 2, 3] } },
      ann,
    )
    const first = await look(runtime, matchId)
    expect(first.options).toEqual({ dieFaces: [1, 2, 3], firstSeat: 0 })
    expect(first.seats).toEqual(SELFISH_SEATS)

    // What the renderer's Rematch sends: the same game, seats and options, no seed.
    const { seats, options, game } = first
    const again = await ok(runtime.service, 'match:create', { game, seats, options }, ann)
    const second = await look(runtime, again.matchId)
    expect(second.seats).toEqual(first.seats)
    expect(second.options).toEqual(first.options)
    expect(runtime.host.record(again.matchId).seed).not.toBe(runtime.host.record(matchId).seed)
  })
})

describe('how far behind the named save is', () => {
  it('is known after a save, stays put through moves, follows a second save, a restart and a load', async () => {
    const dataDir = await tempDir()
    const runtime = await makeRuntime({ dataDir })
    const { matchId } = await ok(
      runtime.service,
      'match:create',
      { game: 'selfish', seats: SELFISH_SEATS, seed: 11 },
      ann,
    )
    await runtime.host.idle(matchId)
    expect(await look(runtime, matchId)).not.toHaveProperty('slot')

    await play(runtime, matchId, 1)
    const savedAt = (await look(runtime, matchId)).version
    await ok(runtime.service, 'saves:save', { matchId, slot: 'Evening' }, ann)
    expect(await look(runtime, matchId)).toMatchObject({ slot: 'Evening', slotVersion: savedAt })
    // The named save file says nothing about its own age: only its match knows it.
    const file = JSON.parse(await readFile(join(dataDir, 'saves', 'Evening.ztsave.json'), 'utf8')) as {
      meta: Record<string, unknown>
    }
    expect(file.meta).not.toHaveProperty('slotVersion')

    await play(runtime, matchId, 2)
    const later = await look(runtime, matchId)
    expect(later.version).toBeGreaterThan(savedAt)
    expect(later).toMatchObject({ slot: 'Evening', slotVersion: savedAt })

    // After a restart, the resumed autosave still knows how far behind the save is.
    await runtime.host.autosaved(matchId)
    await runtime.shutdown()
    const next = await makeRuntime({ dataDir })
    await ok(next.service, 'saves:resume', { matchId }, ann)
    expect(await look(next, matchId)).toMatchObject({
      version: later.version,
      slot: 'Evening',
      slotVersion: savedAt,
    })

    // Saved again: up to date.
    await ok(next.service, 'saves:save', { matchId }, ann)
    expect(await look(next, matchId)).toMatchObject({ slot: 'Evening', slotVersion: later.version })

    // Loaded from the save: it holds every move the loaded match has.
    await ok(next.service, 'match:close', { matchId }, ann)
    const loaded = await ok(next.service, 'saves:load', { slot: 'Evening' }, ann)
    expect(await look(next, loaded.matchId)).toMatchObject({
      version: later.version,
      slot: 'Evening',
      slotVersion: later.version,
    })
  })
})
