import { describe, expect, it } from 'vitest'
import { requestChannels, spectatorChannels } from '../../../electron/protocol'
import { validPayloads } from '../protocol/validPayloads'
import { makeRuntime, ok, recordingClient, refused, selfishMatch } from './helpers'

interface SelfishView {
  readonly hand: unknown
}

describe('TableService: spectators', () => {
  it('may only watch: every other channel is FORBIDDEN', async () => {
    const runtime = await makeRuntime()
    const tv = recordingClient('spectator', 'websocket')
    const matchId = await selfishMatch(runtime, recordingClient())
    for (const channel of requestChannels.filter((c) => !spectatorChannels.has(c))) {
      // A payload the channel's schema takes, aimed at the real match where it names one.
      const payload = validPayloads[channel] as object
      const aimed = 'matchId' in payload ? { ...payload, matchId } : payload
      const error = await refused(runtime.service, channel, aimed, tv)
      expect(error.code, channel).toBe('FORBIDDEN')
    }
    expect(runtime.host.list().map((m) => m.matchId)).toEqual([matchId])
  })

  it('watches as the spectator, sees no hand, and is refused any seat', async () => {
    const runtime = await makeRuntime()
    const ann = recordingClient()
    const tv = recordingClient('spectator', 'websocket')
    const matchId = await selfishMatch(runtime, ann)

    expect(await ok(runtime.service, 'app:info', {}, tv)).toMatchObject({ role: 'spectator' })
    expect((await ok(runtime.service, 'match:active', {}, tv))?.matchId).toBe(matchId)
    for (const viewer of [0, 1, 2]) {
      const error = await refused(runtime.service, 'match:subscribe', { matchId, viewer }, tv)
      expect(error.code).toBe('FORBIDDEN')
    }
    expect((await refused(runtime.service, 'match:unsubscribe', { matchId, viewer: 0 }, tv)).code).toBe(
      'FORBIDDEN',
    )

    const snapshot = await ok(runtime.service, 'match:subscribe', { matchId, viewer: 'spectator' }, tv)
    expect(snapshot.viewer).toBe('spectator')
    expect((snapshot.view as SelfishView).hand).toBeNull()
    expect(snapshot.legal).toEqual([])

    const mine = await ok(runtime.service, 'match:subscribe', { matchId, viewer: 0 }, ann)
    expect((mine.view as SelfishView).hand).not.toBeNull()
    await ok(
      runtime.service,
      'match:intent',
      { matchId, seat: 0, action: mine.legal[0], version: mine.version },
      ann,
    )
    await runtime.host.idle(matchId)
    expect(tv.updates().length).toBeGreaterThan(0)
    expect(tv.updates().every((u) => u.viewer === 'spectator' && (u.view as SelfishView).hand === null)).toBe(
      true,
    )
  })
})

describe('TableService: the match spectators watch', () => {
  it('pushes the active match whenever it becomes another: opened, looked at by a player, closed', async () => {
    const runtime = await makeRuntime()
    const tv = recordingClient('spectator', 'websocket')
    runtime.service.connect(tv)
    const ann = recordingClient()
    const first = await selfishMatch(runtime, ann, 1)
    const second = await selfishMatch(runtime, ann, 2)
    const focused = () => tv.pushed('match:focused').map((m) => m?.matchId ?? null)
    expect(focused()).toEqual([first, second])

    // The player goes back to the first table: spectators follow it.
    await ok(runtime.service, 'match:subscribe', { matchId: first, viewer: 0 }, ann)
    expect(focused()).toEqual([first, second, first])
    // Looking at it again changes nothing, so nothing is pushed.
    await ok(runtime.service, 'match:subscribe', { matchId: first, viewer: 'spectator' }, ann)
    expect(focused()).toEqual([first, second, first])

    await ok(runtime.service, 'match:close', { matchId: first }, ann)
    await ok(runtime.service, 'match:close', { matchId: second }, ann)
    expect(focused()).toEqual([first, second, first, second, null])
  })
})
