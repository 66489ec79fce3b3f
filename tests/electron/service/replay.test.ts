/**
 * Replays through the table service: open a save or an open match, show it at any action as a
 * viewer saw it then, never more than that viewer could see, and branch a new match from it.
 */
import { describe, expect, it } from 'vitest'
import { games } from '../../../engine'
import { viewEvent, viewEvents } from '../../../engine/core/events'
import { Match, type MatchRecord } from '../../../engine/core/match'
import type { Viewer } from '../../../engine/core/types'
import type { HostUpdate, SeatConfig } from '../../../electron/protocol'
import type { TableRuntime } from '../../../electron/service/tableRuntime'
import { makeRuntime, ok, recordingClient, refused, type RecordingClient } from './helpers'

const GAMES = ['selfish', 'zombielife', 'monopozombie'] as const
const botSeats = (n: number): SeatConfig[] =>
  Array.from({ length: n }, (_, i) => ({ name: `Bot ${i + 1}`, kind: 'bot', bot: 'random' }))

/** A bots-only match played to its end, saved as `slot`. */
async function finishedSave(runtime: TableRuntime, client: RecordingClient, game: string, slot: string) {
  const { matchId } = await ok(
    runtime.service,
    'match:create',
    { game, seats: botSeats(3), seed: `${game}:replay` },
    client,
  )
  for (let i = 0; i < 200 && !runtime.host.meta(matchId).finished; i++) await runtime.host.idle(matchId)
  expect(runtime.host.meta(matchId).finished).toBe(true)
  await ok(runtime.service, 'saves:save', { matchId, slot }, client)
  return { matchId, record: runtime.host.record(matchId) }
}

/** The state after `at` actions, rebuilt independently of the replay. */
const stateAt = (record: MatchRecord, at: number) =>
  Match.replay(games, { ...record, log: record.log.slice(0, at) })

describe('replays', () => {
  for (const game of GAMES) {
    it(`${game}: a finished save replays every action as each viewer saw it`, async () => {
      const runtime = await makeRuntime()
      const ann = recordingClient()
      const { record } = await finishedSave(runtime, ann, game, 'Done')
      const info = await ok(runtime.service, 'replay:open', { slot: 'Done' }, ann)
      expect(info).toMatchObject({ game, length: record.log.length, finished: true, slot: 'Done' })
      expect(info.marks.some((m) => m.kind === 'turn')).toBe(true)
      expect(info.marks.some((m) => m.kind === 'moment')).toBe(true)
      expect(info.marks.every((m, i) => i === 0 || m.at >= info.marks[i - 1]!.at)).toBe(true)

      const places = [0, 1, Math.floor(info.length / 2), info.length - 1, info.length]
      for (const at of places) {
        const match = stateAt(record, at)
        for (const viewer of ['spectator', 0, 2] as Viewer[]) {
          const shown = await ok(runtime.service, 'replay:show', { replayId: info.replayId, at, viewer }, ann)
          expect(shown.version).toBe(at)
          expect(shown.view).toEqual(match.view(viewer))
          expect(shown.legal).toEqual([])
          expect(shown.events).toEqual([])
          expect(shown.seatViews).toBeUndefined()
          expect(shown.history?.length ?? 0).toBeGreaterThan(at === 0 ? -1 : 0)
        }
        // Every hand open, once the game is over.
        const all = await ok(
          runtime.service,
          'replay:show',
          { replayId: info.replayId, at, viewer: 'all' },
          ann,
        )
        expect(all.seatViews).toEqual([0, 1, 2].map((seat) => match.view(seat)))
      }
      // A step forward brings that action's events, worded for the viewer, to animate.
      const at = Math.floor(info.length / 2)
      const events: unknown[] = []
      Match.replay(games, { ...record, log: record.log.slice(0, at) }, (step) => events.push(step.events))
      const stepped = await ok(
        runtime.service,
        'replay:show',
        { replayId: info.replayId, at, viewer: 1, step: true },
        ann,
      )
      expect(stepped.events).toEqual(viewEvents(events[at - 1] as never, 1))
      expect(stepped.history).toBeUndefined()
    })
  }

  it('an unfinished match never shows more than the seat or spectator saw, and no open hands', async () => {
    const runtime = await makeRuntime()
    const ann = recordingClient()
    const { matchId } = await ok(
      runtime.service,
      'match:create',
      {
        game: 'zombielife',
        seats: [{ name: 'Ann', kind: 'human' }, ...botSeats(2)],
        seed: 'secret',
      },
      ann,
    )
    // Ann plays her first choices; the bots answer.
    for (let i = 0; i < 6; i++) {
      await runtime.host.idle(matchId)
      let legal: readonly unknown[] = []
      runtime.host.subscribe(matchId, 0, (u) => (legal = u.legal))()
      if (legal.length === 0) break
      await runtime.host.intent(matchId, 0, legal[0])
    }
    await runtime.host.idle(matchId)
    const record = runtime.host.record(matchId)
    const info = await ok(runtime.service, 'replay:open', { matchId }, ann)
    expect(info.finished).toBe(false)
    expect(info.length).toBe(record.log.length)
    expect(
      (await refused(runtime.service, 'replay:show', { replayId: info.replayId, at: 1, viewer: 'all' }, ann))
        .code,
    ).toBe('REFUSED')
    // Every action, every viewer: exactly that viewer's view, events and log lines, nothing else.
    const played: unknown[][] = []
    Match.replay(games, record, (step) => played.push([...step.events]))
    for (let at = 0; at <= info.length; at++) {
      const match = stateAt(record, at)
      for (const viewer of ['spectator', 0, 1, 2] as Viewer[]) {
        const snap: HostUpdate = await ok(
          runtime.service,
          'replay:show',
          { replayId: info.replayId, at, viewer },
          ann,
        )
        expect(snap.view).toEqual(match.view(viewer))
        expect(snap.seatViews).toBeUndefined()
        const expected = played
          .slice(0, at)
          .flat()
          .map((e) => viewEvent(e as never, viewer).text)
        expect(snap.history?.map((l) => l.text)).toEqual(expected.slice(-300))
        const step: HostUpdate = await ok(
          runtime.service,
          'replay:show',
          { replayId: info.replayId, at, viewer, step: true },
          ann,
        )
        expect(step.events).toEqual(at === 0 ? [] : viewEvents(played[at - 1] as never, viewer))
        for (const event of step.events) expect(event.private).toBeUndefined()
      }
    }
  })

  it('plays on from any point as a new match under a new name, leaving the original untouched', async () => {
    const runtime = await makeRuntime()
    const ann = recordingClient()
    const { record } = await finishedSave(runtime, ann, 'selfish', 'Original')
    const info = await ok(runtime.service, 'replay:open', { slot: 'Original' }, ann)
    const at = Math.floor(info.length / 2)
    // Ann takes over the first bot's seat.
    const seats = botSeats(3).map((seat, i) => (i === 0 ? { name: seat.name, kind: 'human' } : seat))
    const branch = await ok(runtime.service, 'replay:branch', { replayId: info.replayId, at, seats }, ann)
    expect(branch.slot).toBe(`Original - from ${at}`)
    await runtime.host.idle(branch.matchId)
    // The branch starts with the first `at` actions; the bots may have played on since.
    expect(runtime.host.record(branch.matchId).log.slice(0, at)).toEqual(record.log.slice(0, at))
    expect(runtime.host.meta(branch.matchId).seats[0]).toEqual({ name: 'Bot 1', kind: 'human' })
    const saved = await ok(runtime.service, 'replay:open', { slot: branch.slot }, ann)
    expect(saved.length).toBeGreaterThanOrEqual(at)
    expect(
      (
        await refused(
          runtime.service,
          'replay:branch',
          { replayId: info.replayId, at, seats: [{ name: 'Eve', kind: 'human' }] },
          ann,
        )
      ).code,
    ).toBe('BAD_REQUEST')
    const slots = (await ok(runtime.service, 'saves:list', {}, ann)).map((s) => s.slot)
    expect(slots).toEqual(expect.arrayContaining(['Original', branch.slot]))
    // The original save still holds the whole match.
    const again = await ok(runtime.service, 'replay:open', { slot: 'Original' }, ann)
    expect(again.length).toBe(record.log.length)
    // A second branch at the same place gets its own name.
    const second = await ok(runtime.service, 'replay:branch', { replayId: info.replayId, at }, ann)
    expect(second.slot).not.toBe(branch.slot)
    // At the very end the game is over: nothing to play on.
    expect(
      (await refused(runtime.service, 'replay:branch', { replayId: info.replayId, at: info.length }, ann))
        .code,
    ).toBe('REFUSED')
  })

  it('keeps each connection’s replays to itself, and forgets them when it goes', async () => {
    const runtime = await makeRuntime()
    const ann = recordingClient()
    const bob = recordingClient()
    await finishedSave(runtime, ann, 'zombielife', 'Mine')
    const info = await ok(runtime.service, 'replay:open', { slot: 'Mine' }, ann)
    const show = { replayId: info.replayId, at: 0, viewer: 'spectator' }
    expect((await refused(runtime.service, 'replay:show', show, bob)).code).toBe('NOT_FOUND')
    expect((await refused(runtime.service, 'replay:show', { ...show, at: info.length + 1 }, ann)).code).toBe(
      'BAD_REQUEST',
    )
    expect((await refused(runtime.service, 'replay:show', { ...show, viewer: 5 }, ann)).code).toBe(
      'BAD_REQUEST',
    )
    runtime.service.disconnect(ann)
    expect((await refused(runtime.service, 'replay:show', show, ann)).code).toBe('NOT_FOUND')
    expect((await refused(runtime.service, 'replay:open', { slot: 'Nope' }, ann)).code).toBe('SAVE_ERROR')
  })
})
