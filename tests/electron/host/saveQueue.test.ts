import { afterEach, describe, expect, it, vi } from 'vitest'
import type { MatchRecord } from '../../../engine/core/match'
import type { AutosaveStatus, SaveMeta } from '../../../electron/host'
import { globalTimers } from '../../../electron/host'
import { SaveQueue } from '../../../electron/host/saveQueue'
import { SaveRetries } from '../../../electron/host/saveRetries'

const meta: SaveMeta = { seats: [], finished: false }
const recordOf = (moves: number): MatchRecord => ({
  game: 'countdown',
  players: [],
  seed: 1,
  options: {},
  log: Array.from({ length: moves }, () => ({ seat: 0, action: { type: 'take' } })),
})

function queueWith(fail: () => boolean, retries?: SaveRetries, retryMs: readonly number[] = [100, 200, 400]) {
  const written: number[] = []
  const statuses: AutosaveStatus[] = []
  const reported: unknown[] = []
  const queue = new SaveQueue({
    write: async (record) => {
      if (fail()) throw new Error('Not saved: the disk is full.')
      written.push(record.log.length)
    },
    report: (err) => reported.push(err),
    onStatus: (status) => statuses.push(status),
    timers: globalTimers,
    retryMs,
    ...(retries ? { retries } : {}),
  })
  return { queue, written, statuses, reported }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('SaveQueue', () => {
  it('keeps the reason of a failed save until one succeeds, and retries the newest record with backoff', async () => {
    vi.useFakeTimers()
    let full = true
    const { queue, written, statuses, reported } = queueWith(() => full)
    await queue.enqueue(recordOf(1), meta)
    expect(queue.status).toEqual({ problem: 'Not saved: the disk is full.', savedVersion: -1 })
    expect(statuses).toHaveLength(1)
    await queue.enqueue(recordOf(2), meta)
    expect(reported).toHaveLength(2)
    // The same problem again is not news.
    expect(statuses).toHaveLength(1)

    await vi.advanceTimersByTimeAsync(199)
    expect(reported).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(reported).toHaveLength(3)

    full = false
    await vi.advanceTimersByTimeAsync(400)
    expect(written).toEqual([2])
    expect(queue.status).toEqual({ problem: null, savedVersion: 2 })
    expect(statuses.at(-1)).toEqual({ problem: null, savedVersion: 2 })
    // Nothing more to retry.
    await vi.advanceTimersByTimeAsync(10_000)
    expect(written).toEqual([2])
  })

  it('retries every other failed match at once when one match’s save succeeds, not after its backoff', async () => {
    vi.useFakeTimers()
    let full = true
    const retries = new SaveRetries()
    const backoff = [100, 200, 30_000]
    const first = queueWith(() => full, retries, backoff)
    const second = queueWith(() => full, retries, backoff)
    const third = queueWith(() => full, retries, backoff)
    await first.queue.enqueue(recordOf(1), meta)
    await second.queue.enqueue(recordOf(5), meta)
    await third.queue.enqueue(recordOf(7), meta)
    // Both backoffs climb to 30 s while the disk stays full.
    await vi.advanceTimersByTimeAsync(300)
    expect(second.reported).toHaveLength(3)
    expect(third.reported).toHaveLength(3)

    // Space again: the next move of the first match is saved, and the others follow at once.
    full = false
    await first.queue.enqueue(recordOf(2), meta)
    await second.queue.drain()
    await third.queue.drain()
    expect(first.written).toEqual([2])
    expect(second.written).toEqual([5])
    expect(third.written).toEqual([7])
    expect(second.queue.status).toEqual({ problem: null, savedVersion: 5 })
    expect(third.queue.status).toEqual({ problem: null, savedVersion: 7 })
    // Their cancelled 30 s retries write nothing more.
    await vi.advanceTimersByTimeAsync(60_000)
    expect(second.written).toEqual([5])
    expect(third.written).toEqual([7])
  })

  it('stops retrying once stopped', async () => {
    vi.useFakeTimers()
    const { queue, reported } = queueWith(() => true)
    await queue.enqueue(recordOf(1), meta)
    queue.stop()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(reported).toHaveLength(1)
  })

  it('says nothing while every save succeeds', async () => {
    const { queue, written, statuses } = queueWith(() => false)
    await queue.enqueue(recordOf(1), meta)
    await queue.enqueue(recordOf(2), meta)
    expect(written).toEqual([1, 2])
    expect(statuses).toEqual([])
    expect(queue.status).toEqual({ problem: null, savedVersion: 2 })
  })
})
