/**
 * The win chances on the stream (StreamFeed with an estimator): they ride with their move when they
 * are in before the caster delay lets it go, follow it (same version, no events) when they come
 * later, never reach a stream page before the move they follow, are not asked for while no stream
 * page is connected, and an estimate that came for a move already overtaken is dropped.
 */
import { describe, expect, it } from 'vitest'
import type { Viewer } from '../../../engine/core/types'
import type { HostUpdate } from '../../../electron/protocol'
import type { UpdateListener } from '../../../electron/host'
import { StreamFeed } from '../../../electron/service/streamFeed'
import { recordingClient } from './helpers'
import { manualClock } from './streamClock'

const MATCH = 'm1'

function update(version: number, extra: Partial<HostUpdate> = {}): HostUpdate {
  return {
    matchId: MATCH,
    game: 'selfish',
    version,
    viewer: 'spectator',
    view: { at: version },
    legal: [],
    toAct: [0],
    events: version === 0 ? [] : [{ type: 'moved', text: `move ${version}` }],
    outcome: null,
    seats: [
      { name: 'Ann', kind: 'human' },
      { name: 'Bob', kind: 'human' },
    ],
    autosave: { state: 'saved' },
    ...extra,
  } as HostUpdate
}

/** A host with one match whose spectator updates the test publishes, and estimates it answers by hand. */
function setup(delayMs: number) {
  const clock = manualClock()
  let spectator: UpdateListener | null = null
  const host = {
    subscribe: (_matchId: string, viewer: Viewer, listener: UpdateListener) => {
      if (viewer === 'spectator') {
        spectator = listener
        listener({ ...update(0), history: [] })
      }
      return () => undefined
    },
  }
  const asked: { version: number; answer: (chances: number[] | null) => void }[] = []
  const feed = new StreamFeed({
    host,
    timers: clock,
    now: () => clock.now(),
    chances: {
      estimate: (_matchId, version) => new Promise((resolve) => asked.push({ version, answer: resolve })),
    },
  })
  feed.configure({ delayMs, showHands: false })
  const page = recordingClient('spectator', 'websocket')
  const publish = (version: number) => spectator!(update(version))
  return { clock, feed, page, publish, asked }
}

/** A stream page connected and watching the match, its first picture released after the delay. */
function watching(delayMs: number) {
  const table = setup(delayMs)
  table.feed.connect(table.page)
  table.feed.open(MATCH, 2)
  table.clock.advance(delayMs)
  table.feed.subscribe(table.page, MATCH)
  return table
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('win chances on the stream', () => {
  it('ride with their move when they come within the caster delay', async () => {
    const { clock, page, publish, asked } = watching(5000)
    publish(1)
    expect(asked.map((a) => a.version)).toEqual([0, 1])
    asked.at(-1)!.answer([0.25, 0.75])
    await settle()
    // Nothing before the delay has passed, chances included.
    expect(page.updates()).toEqual([])
    clock.advance(5000)
    expect(page.updates().map((u) => [u.version, u.events.length, u.chances])).toEqual([[1, 1, [0.25, 0.75]]])
  })

  it('follow their move, never before it, when they come after the delay let it go', async () => {
    const { clock, feed, page, publish, asked } = watching(2000)
    publish(1)
    clock.advance(2000)
    expect(page.updates().map((u) => [u.version, u.chances])).toEqual([[1, undefined]])
    asked.at(-1)!.answer([0.6, 0.4])
    await settle()
    expect(page.updates().map((u) => [u.version, u.events.length, u.chances])).toEqual([
      [1, 1, undefined],
      [1, 0, [0.6, 0.4]],
    ])
    // A stream page joining now gets them with its first picture.
    const late = recordingClient('spectator', 'websocket')
    feed.connect(late)
    expect(feed.subscribe(late, MATCH).chances).toEqual([0.6, 0.4])
  })

  it('drops an estimate for a move the stream has already gone past', async () => {
    const { clock, page, publish, asked } = watching(0)
    publish(1)
    publish(2)
    clock.advance(10)
    const forOne = asked.find((a) => a.version === 1)!
    forOne.answer([0.9, 0.1])
    await settle()
    expect(page.updates().map((u) => [u.version, u.chances])).toEqual([
      [1, undefined],
      [2, undefined],
    ])
  })

  it('are not asked for while no stream page is connected', () => {
    const { feed, publish, asked } = setup(0)
    feed.open(MATCH, 2)
    publish(1)
    publish(2)
    expect(asked).toEqual([])
  })
})
