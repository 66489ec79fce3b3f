import { afterEach, describe, expect, it } from 'vitest'
import { matchFeedOf } from '../../../../renderer/app/table/matchFeed'
import { useMatchStore } from '../../../../renderer/store/useMatchStore'
import { human } from '../appFixtures'
import { hostedBridge } from '../hostBridge'

afterEach(() => useMatchStore.getState().actions.clear())

function twoHumans() {
  const hosted = hostedBridge()
  const matchId = hosted.host.createMatch({
    game: 'selfish',
    seats: [human('Ann'), human('Bob')],
    seed: 'feed',
  })
  return { ...hosted, matchId, feed: matchFeedOf(hosted.bridge) }
}

describe('MatchFeed: one feed for players and spectators', () => {
  it('is one feed per connection', () => {
    const { bridge, feed } = twoHumans()
    expect(matchFeedOf(bridge)).toBe(feed)
    expect(matchFeedOf(hostedBridge().bridge)).not.toBe(feed)
  })

  it('follows a viewer: subscribes, and shows that viewer’s view from the snapshot', async () => {
    const { feed, matchId, subscriptions } = twoHumans()
    expect(await feed.follow(matchId, 0)).toBe(true)
    expect(subscriptions(0)).toBe(1)
    expect(useMatchStore.getState()).toMatchObject({ matchId, viewer: 0, following: { matchId, viewer: 0 } })
  })

  it('switches viewer with the new one subscribed before the old one is dropped', async () => {
    const { bridge, feed, matchId, subscriptions } = twoHumans()
    await feed.follow(matchId, 'spectator')
    await feed.follow(matchId, 1)
    const channels = bridge.requests.map(
      (r) => `${r.channel} ${String((r.payload as { viewer?: unknown }).viewer)}`,
    )
    expect(channels).toEqual([
      'match:subscribe spectator',
      'match:subscribe 1',
      'match:unsubscribe spectator',
    ])
    expect(subscriptions('spectator')).toBe(0)
    expect(subscriptions(1)).toBe(1)
    expect(useMatchStore.getState().viewer).toBe(1)
  })

  it('asks nothing when told to follow what it follows already', async () => {
    const { bridge, feed, matchId } = twoHumans()
    await feed.follow(matchId, 0)
    await feed.follow(matchId, 0)
    expect(bridge.requests.filter((r) => r.channel === 'match:subscribe')).toHaveLength(1)
  })

  it('puts pushed updates into the store only while it listens', async () => {
    const { bridge, host, feed, matchId } = twoHumans()
    const stopListening = feed.listen()
    await feed.follow(matchId, 0)
    const { version, legal } = useMatchStore.getState()
    expect(legal.length).toBeGreaterThan(0)
    await host.intent(matchId, 0, legal[0], version)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(useMatchStore.getState().version).toBe(version + 1)
    stopListening()
    expect(bridge.listenerCount('match:update')).toBe(0)
  })

  it('withdraws the choices shown while the connection is lost; the snapshot after it brings them back', async () => {
    const { bridge, feed, matchId } = twoHumans()
    const stopListening = feed.listen()
    await feed.follow(matchId, 0)
    const offered = useMatchStore.getState().hud?.legal.length ?? 0
    expect(offered).toBeGreaterThan(0)
    bridge.setStatus({ state: 'reconnecting', attempt: 1, since: 0 })
    expect(useMatchStore.getState().hud?.legal).toEqual([])
    expect(useMatchStore.getState().legal).toEqual([])
    // The view itself stays on show (the table does not go blank while it reconnects).
    expect(useMatchStore.getState().hud?.view).not.toBeNull()
    bridge.setStatus({ state: 'open' })
    expect(useMatchStore.getState().hud?.legal).toEqual([])
    expect(await feed.resubscribe()).toBe(true)
    expect(useMatchStore.getState().hud?.legal).toHaveLength(offered)
    stopListening()
    expect(bridge.listenerCount('match:update')).toBe(0)
  })

  it('subscribes again after a lost connection, and leaving a table stops its updates', async () => {
    const { feed, matchId, subscriptions } = twoHumans()
    await feed.follow(matchId, 0)
    expect(await feed.resubscribe()).toBe(true)
    expect(subscriptions(0)).toBe(2)
    feed.leave(matchId)
    expect(subscriptions(0)).toBe(0)
    expect(feed.following).toBeNull()
    expect(await feed.resubscribe()).toBe(false)
  })

  it('stops: no subscription left and the store forgets the match', async () => {
    const { feed, matchId, subscriptions } = twoHumans()
    await feed.follow(matchId, 'spectator')
    feed.stop()
    expect(subscriptions('spectator')).toBe(0)
    expect(useMatchStore.getState().following).toBeNull()
  })

  it('turns a refused subscription into a notice, not a silent blank table', async () => {
    const { feed } = twoHumans()
    expect(await feed.follow('no-such-match', 0)).toBe(false)
    expect(useMatchStore.getState().notice).toMatch(/./)
  })
})
