import { describe, expect, it } from 'vitest'
import type { ClientRole } from '../../../electron/service/clientContext'
import type { TableRuntime } from '../../../electron/service/tableRuntime'
import { makeRuntime, ok, recordingClient, selfishMatch, type RecordingClient } from './helpers'

/** Plays Ann's first legal move and waits for the bots. */
async function playOnce(runtime: TableRuntime, matchId: string, ann: RecordingClient): Promise<void> {
  const service = runtime.service
  const update = await ok(service, 'match:subscribe', { matchId, viewer: 0 }, ann)
  await ok(
    service,
    'match:intent',
    { matchId, seat: 0, action: update.legal[0], version: update.version },
    ann,
  )
  await runtime.host.idle(matchId)
}

/** A runtime with Ann's Selfish match, and another client, `tv` (a `role`), subscribed to it as the spectator. */
async function watchedMatch(role?: ClientRole) {
  const runtime = await makeRuntime()
  const ann = recordingClient()
  const tv = recordingClient(role)
  const matchId = await selfishMatch(runtime, ann)
  await ok(runtime.service, 'match:subscribe', { matchId, viewer: 'spectator' }, tv)
  return { runtime, ann, tv, matchId }
}

describe('TableService: subscriptions', () => {
  it('keeps one subscription per client, match and viewer: subscribing again replaces it', async () => {
    const { runtime, ann, tv, matchId } = await watchedMatch()
    await ok(runtime.service, 'match:subscribe', { matchId, viewer: 'spectator' }, tv)
    await ok(runtime.service, 'match:subscribe', { matchId, viewer: 1 }, tv)
    expect(runtime.service.subscriptionCount(tv)).toBe(2)

    await playOnce(runtime, matchId, ann)
    const versions = tv
      .updates()
      .filter((u) => u.viewer === 'spectator')
      .map((u) => u.version)
    expect(versions).toEqual([...new Set(versions)]) // each version once: the old listener is gone
    expect(versions.length).toBeGreaterThan(0)
  })

  it('stops pushing after match:unsubscribe', async () => {
    const { runtime, ann, tv, matchId } = await watchedMatch()
    expect(await ok(runtime.service, 'match:unsubscribe', { matchId, viewer: 'spectator' }, tv)).toBeNull()
    expect(await ok(runtime.service, 'match:unsubscribe', { matchId, viewer: 'spectator' }, tv)).toBeNull()
    expect(runtime.service.subscriptionCount(tv)).toBe(0)
    await playOnce(runtime, matchId, ann)
    expect(tv.updates()).toEqual([])
  })

  it('ends every subscription of a client that disconnects, and stops telling it anything', async () => {
    const { runtime, ann, tv, matchId } = await watchedMatch('spectator')
    runtime.service.disconnect(tv)
    expect(runtime.service.subscriptionCount(tv)).toBe(0)
    const before = tv.pushes.length
    await playOnce(runtime, matchId, ann)
    await selfishMatch(runtime, ann, 99)
    expect(tv.pushes.length).toBe(before)
    expect(ann.updates().length).toBeGreaterThan(0)
  })

  it('survives a client whose push throws', async () => {
    const runtime = await makeRuntime()
    const ann = recordingClient()
    const broken = {
      ...recordingClient(),
      push: () => {
        throw new Error('socket gone')
      },
    }
    runtime.service.connect(broken)
    const matchId = await selfishMatch(runtime, ann)
    await ok(runtime.service, 'match:subscribe', { matchId, viewer: 'spectator' }, broken)
    await playOnce(runtime, matchId, ann)
    expect(ann.updates().length).toBeGreaterThan(0)
  })
})
