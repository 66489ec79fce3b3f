/**
 * The saves browser's requests at the service: thumbnails, rename, export and import, reveal, and
 * the round each save reached.
 */
import { readFile, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { bots, games } from '../../../engine'
import { Match, type MatchRecord } from '../../../engine/core/match'
import { seedRng } from '../../../engine/core/rng'
import type { MonopoState } from '../../../engine/games/monopozombie/types'
import type { SelfishState } from '../../../engine/games/selfish/types'
import type { ZombielifeState } from '../../../engine/games/zombielife/types'
import type { SaveMeta } from '../../../electron/host'
import { encodeSave } from '../../../electron/saves/saveFormat'
import type { TableRuntime } from '../../../electron/service/tableRuntime'
import { THUMBNAILS, fsError, instrumentFs } from '../saves/helpers'
import { APP, makeRuntime, ok, recordingClient, refused, selfishMatch, type RecordingClient } from './helpers'

/** Plays `moves` moves for Ann (seat 0, the first legal one each time), letting the bots answer. */
async function playAnn(runtime: TableRuntime, matchId: string, moves: number): Promise<void> {
  const client = recordingClient()
  for (let i = 0; i < moves; i++) {
    const view = await ok(runtime.service, 'match:subscribe', { matchId, viewer: 0 }, client)
    await ok(runtime.service, 'match:unsubscribe', { matchId, viewer: 0 }, client)
    if (view.outcome !== null || view.legal.length === 0) throw new Error('Ann cannot move')
    const move = { matchId, seat: 0, action: view.legal[0], version: view.version }
    expect(await ok(runtime.service, 'match:intent', move, client)).toMatchObject({ ok: true })
    await runtime.host.idle(matchId)
  }
}

const savesDir = (runtime: TableRuntime): string => join(runtime.dataDir, 'saves')
const namedFiles = async (runtime: TableRuntime): Promise<string[]> =>
  (await readdir(savesDir(runtime))).filter((name) => name !== 'autosave' && name !== 'session.json').sort()

async function savedMatch(
  runtime: TableRuntime,
  client: RecordingClient,
  slot: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const matchId = await selfishMatch(runtime, client)
  await ok(runtime.service, 'saves:save', { matchId, slot, ...extra }, client)
  return matchId
}

describe('TableService: thumbnails', () => {
  it('keeps a save’s picture beside it, gives it back, and lists that it has one', async () => {
    const runtime = await makeRuntime()
    const ann = recordingClient()
    const matchId = await savedMatch(runtime, ann, 'Evening', { thumbnail: THUMBNAILS.webp })
    expect(await namedFiles(runtime)).toEqual(['Evening.thumb.webp', 'Evening.ztsave.json'])
    expect(await ok(runtime.service, 'saves:thumbnail', { slot: 'Evening' }, ann)).toEqual({
      dataUrl: THUMBNAILS.webp,
    })
    expect((await ok(runtime.service, 'saves:list', {}, ann)).map((s) => [s.slot, s.thumbnail])).toEqual([
      ['Evening', true],
    ])

    // Saved again without a picture: the old one no longer stands for it.
    await ok(runtime.service, 'saves:save', { matchId }, ann)
    expect(await ok(runtime.service, 'saves:thumbnail', { slot: 'Evening' }, ann)).toBeNull()
    expect((await ok(runtime.service, 'saves:list', {}, ann))[0]?.thumbnail).toBe(false)
    expect(await ok(runtime.service, 'saves:thumbnail', { slot: 'Nothing' }, ann)).toBeNull()
  })

  it('deletes the picture with its save', async () => {
    const runtime = await makeRuntime()
    const ann = recordingClient()
    await savedMatch(runtime, ann, 'Evening', { thumbnail: THUMBNAILS.jpg })
    await ok(runtime.service, 'saves:delete', { slot: 'Evening' }, ann)
    expect(await namedFiles(runtime)).toEqual([])
  })

  it('a picture that cannot be written never fails the save: it is logged, and the save is there', async () => {
    const logged: string[] = []
    const { fs } = instrumentFs((method, _call, args) => {
      if (method === 'open' && String(args[0]).includes('.thumb.')) throw fsError('ENOSPC')
    })
    const runtime = await makeRuntime({ fs, log: (message) => logged.push(message) })
    const ann = recordingClient()
    const matchId = await selfishMatch(runtime, ann)
    expect(
      await ok(runtime.service, 'saves:save', { matchId, slot: 'Evening', thumbnail: THUMBNAILS.jpg }, ann),
    ).toEqual({ slot: 'Evening' })
    expect(logged).toEqual([expect.stringContaining('thumbnail of the save "Evening" was not kept')])
    expect(await namedFiles(runtime)).toEqual(['Evening.ztsave.json'])
    const [summary] = await ok(runtime.service, 'saves:list', {}, ann)
    expect(summary).toMatchObject({
      slot: 'Evening',
      thumbnail: false,
      actions: runtime.host.record(matchId).log.length,
    })
    expect(summary?.error).toBeUndefined()
    expect(runtime.host.meta(matchId).slot).toBe('Evening')
  })
})

describe('TableService: renaming a save', () => {
  it('renames the save with its backup and picture', async () => {
    const runtime = await makeRuntime()
    const ann = recordingClient()
    const matchId = await savedMatch(runtime, ann, 'Evening', { thumbnail: THUMBNAILS.jpg })
    await ok(runtime.service, 'saves:save', { matchId, thumbnail: THUMBNAILS.jpg }, ann)
    expect(await ok(runtime.service, 'saves:rename', { slot: 'Evening', to: 'Night' }, ann)).toEqual({
      slot: 'Night',
    })
    expect(await namedFiles(runtime)).toEqual([
      'Night.thumb.jpg',
      'Night.ztsave.json',
      'Night.ztsave.json.bak',
    ])
    expect((await ok(runtime.service, 'saves:list', {}, ann)).map((s) => s.slot)).toEqual(['Night'])
  })

  it('refuses a name another save has with EXISTS and what it holds', async () => {
    const runtime = await makeRuntime()
    const ann = recordingClient()
    await savedMatch(runtime, ann, 'Evening')
    await savedMatch(runtime, ann, 'Night', { label: 'the other one' })
    const before = await namedFiles(runtime)
    for (const to of ['Night', 'NIGHT']) {
      const error = await refused(runtime.service, 'saves:rename', { slot: 'Evening', to }, ann)
      expect(error).toMatchObject({
        code: 'EXISTS',
        message: 'There is already a save called “Night”.',
        existing: { slot: 'Night', label: 'the other one', game: 'selfish' },
      })
    }
    expect(await namedFiles(runtime)).toEqual(before)
    // Its own name in other letters is no clash.
    expect(await ok(runtime.service, 'saves:rename', { slot: 'Evening', to: 'EVENING' }, ann)).toEqual({
      slot: 'EVENING',
    })
  })

  it('refuses bad names before anything happens, and a save that is not there', async () => {
    const runtime = await makeRuntime()
    const ann = recordingClient()
    await savedMatch(runtime, ann, 'Evening')
    for (const to of ['../Evening', 'a/b', 'autosave', 'con', '']) {
      const error = await refused(runtime.service, 'saves:rename', { slot: 'Evening', to }, ann)
      expect(error.code, to).toBe('BAD_REQUEST')
    }
    const missing = await refused(runtime.service, 'saves:rename', { slot: 'Nothing', to: 'Something' }, ann)
    expect(missing).toMatchObject({ code: 'SAVE_ERROR', message: 'There is no save called "Nothing".' })
    expect(await namedFiles(runtime)).toEqual(['Evening.ztsave.json'])
  })

  it('an open match saved there follows the new name: its next Save writes there', async () => {
    const runtime = await makeRuntime()
    const ann = recordingClient()
    const matchId = await savedMatch(runtime, ann, 'Evening')
    const savedVersion = runtime.host.record(matchId).log.length
    await playAnn(runtime, matchId, 1)
    const other = await savedMatch(runtime, ann, 'Unrelated')
    const watched = recordingClient()
    await ok(runtime.service, 'match:subscribe', { matchId, viewer: 0 }, watched)

    await ok(runtime.service, 'saves:rename', { slot: 'Evening', to: 'Night' }, ann)
    // Still as far behind the table as the save was: renaming saved no moves.
    expect(runtime.host.meta(matchId)).toMatchObject({ slot: 'Night', slotVersion: savedVersion })
    expect(watched.updates().at(-1)).toMatchObject({ slot: 'Night', slotVersion: savedVersion })
    expect(runtime.host.meta(other).slot).toBe('Unrelated')
    await runtime.host.autosaved(matchId)
    const autosave = JSON.parse(
      await readFile(join(savesDir(runtime), 'autosave', `${matchId}.ztsave.json`), 'utf8'),
    ) as { meta: SaveMeta }
    expect(autosave.meta.slot).toBe('Night')

    expect(await ok(runtime.service, 'saves:save', { matchId }, ann)).toEqual({ slot: 'Night' })
    const list = await ok(runtime.service, 'saves:list', {}, ann)
    expect(list.map((s) => s.slot).sort()).toEqual(['Night', 'Unrelated'])
    expect(list.find((s) => s.slot === 'Night')?.actions).toBe(runtime.host.record(matchId).log.length)
  })
})

describe('TableService: export and import', () => {
  it('exports the file’s exact text; importing it gives the same save under a new name', async () => {
    const runtime = await makeRuntime()
    const ann = recordingClient()
    const matchId = await savedMatch(runtime, ann, 'Evening', { label: 'Friday' })
    await playAnn(runtime, matchId, 2)
    await ok(runtime.service, 'saves:save', { matchId }, ann)

    const exported = await ok(runtime.service, 'saves:export', { slot: 'Evening' }, ann)
    expect(exported).toEqual({
      fileName: 'Evening.ztsave.json',
      text: await readFile(join(savesDir(runtime), 'Evening.ztsave.json'), 'utf8'),
    })
    const { slot } = await ok(runtime.service, 'saves:import', exported, ann)
    expect(slot).toBe('Evening 2')

    const original = await runtime.saves.load('Evening')
    const imported = await runtime.saves.load(slot)
    expect(imported.record).toEqual(original.record)
    const { slot: _slot, slotVersion: _version, ...meta } = original.meta
    expect(meta.round).toBeGreaterThanOrEqual(1)
    expect(imported.meta).toEqual(meta)
    // It loads as any named save does.
    const { matchId: opened } = await ok(runtime.service, 'saves:load', { slot }, ann)
    expect(runtime.host.record(opened)).toEqual(original.record)
    expect(runtime.host.meta(opened).slot).toBe(slot)
  })

  it('refuses to export a save that is not there', async () => {
    const runtime = await makeRuntime()
    const error = await refused(runtime.service, 'saves:export', { slot: 'Nothing' }, recordingClient())
    expect(error).toMatchObject({ code: 'SAVE_ERROR', message: 'There is no save called "Nothing".' })
  })

  it('refuses a damaged file with its reason and writes nothing', async () => {
    const runtime = await makeRuntime()
    const ann = recordingClient()
    const matchId = await savedMatch(runtime, ann, 'Evening')
    const { text } = await ok(runtime.service, 'saves:export', { slot: 'Evening' }, ann)
    const record = runtime.host.record(matchId)
    const meta = runtime.host.meta(matchId)
    const now = new Date()
    const unknownGame: MatchRecord = { ...record, game: 'chess' }
    const illegal: MatchRecord = {
      ...record,
      log: [...record.log, { seat: 0, action: { type: 'teleport' } }],
    }
    const cases: [string, string, RegExp][] = [
      ['truncated', text.slice(0, text.length / 2), /incomplete/],
      ['tampered', text.replace('"Ann"', '"Eve"'), /checksum does not match/],
      ['unknown game', encodeSave(unknownGame, meta, APP, now), /game this app does not have \("chess"\)/],
      ['illegal log', encodeSave(illegal, meta, APP, now), /cannot be replayed: action \d+ \(by Ann\)/],
      ['not a save', '{"hello": "world"}', /not a Zombie Table save/],
      ['empty', '', /empty/],
    ]
    const before = await namedFiles(runtime)
    for (const [what, damaged, reason] of cases) {
      const error = await refused(
        runtime.service,
        'saves:import',
        { fileName: 'Damaged.ztsave.json', text: damaged },
        ann,
      )
      expect(error, what).toEqual({ code: 'SAVE_ERROR', message: expect.stringMatching(reason) })
    }
    expect(await namedFiles(runtime)).toEqual(before)
  })

  it('names an imported save after its file, made unique; a name that cannot be a save’s gives the game’s', async () => {
    const runtime = await makeRuntime()
    const ann = recordingClient()
    await savedMatch(runtime, ann, 'Friday')
    const { text } = await ok(runtime.service, 'saves:export', { slot: 'Friday' }, ann)
    const importAs = async (fileName: string): Promise<string> =>
      (await ok(runtime.service, 'saves:import', { fileName, text }, ann)).slot
    expect(await importAs('Friday.ztsave.json')).toBe('Friday 2')
    expect(await importAs('friday.JSON')).toBe('friday 3')
    expect(await importAs('Saturday.ztsave.json')).toBe('Saturday')
    expect(await importAs('Saturday')).toBe('Saturday 2')
    expect(await importAs('C:\\Users\\ann\\Downloads\\Sunday.ztsave.json')).toBe('Sunday')
    expect(await importAs('Friday (1).ztsave.json')).toBe('Selfish - Ann Bob Cy')
    expect(await importAs('autosave.ztsave.json')).toBe('Selfish - Ann Bob Cy 2')
    expect(await importAs('.ztsave.json')).toBe('Selfish - Ann Bob Cy 3')
    expect((await ok(runtime.service, 'saves:list', {}, ann)).every((s) => s.error === undefined)).toBe(true)
  })
})

describe('TableService: showing a save in its folder', () => {
  it('reveals the save’s file through revealPath, and says it can', async () => {
    const revealed: string[] = []
    const runtime = await makeRuntime({ revealPath: (path) => void revealed.push(path) })
    const ann = recordingClient()
    expect((await ok(runtime.service, 'app:info', {}, ann)).canReveal).toBe(true)
    await savedMatch(runtime, ann, 'Evening')
    expect(await ok(runtime.service, 'saves:reveal', { slot: 'Evening' }, ann)).toBeNull()
    expect(revealed).toEqual([join(savesDir(runtime), 'Evening.ztsave.json')])
    const missing = await refused(runtime.service, 'saves:reveal', { slot: 'Nothing' }, ann)
    expect(missing).toEqual({ code: 'NOT_FOUND', message: 'There is no save called "Nothing".' })
    expect(revealed).toHaveLength(1)
  })

  it('is refused, and not offered, without revealPath (the served table)', async () => {
    const runtime = await makeRuntime()
    const ann = recordingClient()
    expect((await ok(runtime.service, 'app:info', {}, ann)).canReveal).toBe(false)
    await savedMatch(runtime, ann, 'Evening')
    expect(await refused(runtime.service, 'saves:reveal', { slot: 'Evening' }, ann)).toEqual({
      code: 'REFUSED',
      message: 'Only the desktop app can show a save in its folder.',
    })
  })
})

/** A record of `game` for two players, played by random bots until its round counter says 2. */
function recordAtRound2(game: 'selfish' | 'zombielife' | 'monopozombie'): Match {
  const match = Match.create(games, { game, players: [{ name: 'Ann' }, { name: 'Bob' }], seed: 11 })
  const rng = seedRng(`round:${game}`)
  const bot = bots[game]?.random
  if (bot === undefined) throw new Error(`no random bot for ${game}`)
  for (let n = 0; n < 20_000 && games[game]?.round?.(match.state) === 1; n++) {
    const seat = match.toAct()[0]
    if (seat === undefined) throw new Error(`${game} ended in its first round`)
    match.submit(seat, bot.choose({ seat, view: match.view(seat), legal: match.legalActions(seat), rng }))
  }
  return match
}

describe('TableService: the round each save reached', () => {
  const humans = [
    { name: 'Ann', kind: 'human' },
    { name: 'Bob', kind: 'human' },
  ] as const

  it.each(['selfish', 'zombielife', 'monopozombie'] as const)(
    'lists the round of a %s save, as the game counts it',
    async (game) => {
      const match = recordAtRound2(game)
      // What each game counts, read from its state.
      const state = match.state
      const counted =
        game === 'zombielife'
          ? (state as ZombielifeState).round
          : game === 'monopozombie'
            ? (state as MonopoState).turn.round
            : Math.floor(((state as SelfishState).turn.number - 1) / 2) + 1
      expect(counted).toBe(2)

      const runtime = await makeRuntime()
      const ann = recordingClient()
      const matchId = runtime.host.loadMatch(match.record(), { seats: humans, finished: false })
      await ok(runtime.service, 'saves:save', { matchId, slot: 'Round two' }, ann)
      const fresh = await ok(runtime.service, 'match:create', { game, seats: humans, seed: 3 }, ann)
      await ok(runtime.service, 'saves:save', { matchId: fresh.matchId, slot: 'Round one' }, ann)

      const list = await ok(runtime.service, 'saves:list', {}, ann)
      expect(list.find((s) => s.slot === 'Round two')?.round).toBe(2)
      expect(list.find((s) => s.slot === 'Round one')?.round).toBe(1)
      expect(runtime.host.meta(matchId).round).toBe(2)
    },
  )

  it('lists no round for a save written before rounds were kept, which still loads', async () => {
    const runtime = await makeRuntime()
    const ann = recordingClient()
    const matchId = await selfishMatch(runtime, ann)
    const { round, ...oldMeta } = runtime.host.meta(matchId)
    expect(round).toBe(1)
    await runtime.saves.save('Old', runtime.host.record(matchId), oldMeta)
    expect(await readFile(join(savesDir(runtime), 'Old.ztsave.json'), 'utf8')).not.toContain('"round"')
    const [summary] = await ok(runtime.service, 'saves:list', {}, ann)
    expect(summary).toMatchObject({ slot: 'Old', game: 'selfish' })
    expect(summary).not.toHaveProperty('round')
    expect(summary?.error).toBeUndefined()
    const { matchId: loaded } = await ok(runtime.service, 'saves:load', { slot: 'Old' }, ann)
    expect(runtime.host.record(loaded)).toEqual(runtime.host.record(matchId))
  })
})
