/**
 * After a full disk is freed, every match saves again as soon as one does: a match whose retry
 * had backed off to 30 s does not wait for it. The host's timers are injected and never fire, so
 * whatever is saved here is saved by the success of another match, not by a timer.
 */
import { describe, expect, it } from 'vitest'
import type { Timers } from '../../../electron/host/timers'
import { human, makeHost } from './helpers'

/** Timers that only count what was scheduled: nothing ever runs by time. */
function stoppedClock(): Timers & { readonly pending: () => number } {
  const waiting = new Set<object>()
  return {
    setTimeout: () => {
      const handle = {}
      waiting.add(handle)
      return handle
    },
    clearTimeout: (handle) => {
      waiting.delete(handle as object)
    },
    pending: () => waiting.size,
  }
}

describe('autosave retries across matches', () => {
  it('saves every failed match at once when one match’s save succeeds', async () => {
    let full = true
    const written = new Map<string, number>()
    const timers = stoppedClock()
    const { host } = makeHost({
      botDelayMs: 0,
      timers,
      autosaveRetryMs: [30_000],
      autosave: async (record, _meta, matchId) => {
        if (full) throw new Error('Not saved: the disk is full.')
        written.set(matchId, record.log.length)
      },
    })
    const seats = [human('Ann'), human('Bob')]
    const first = host.createMatch({ game: 'countdown', seats })
    const second = host.createMatch({ game: 'countdown', seats })
    const third = host.createMatch({ game: 'countdown', seats })
    await host.intent(first, 0, { type: 'take', amount: 1 })
    await host.intent(second, 0, { type: 'take', amount: 2 })
    await host.intent(second, 1, { type: 'take', amount: 1 })
    await host.intent(third, 0, { type: 'take', amount: 1 })
    for (const id of [first, second, third]) {
      await host.autosaved(id)
      expect(host.autosaveStatus(id).problem).toBe('Not saved: the disk is full.')
    }
    expect(timers.pending()).toBe(3)

    // Space again: the first match's next move is saved, and with it the others, at once.
    full = false
    await host.intent(first, 1, { type: 'take', amount: 1 })
    await host.autosaved(first)
    await host.autosaved(second)
    await host.autosaved(third)
    expect(Object.fromEntries(written)).toEqual({ [first]: 2, [second]: 2, [third]: 1 })
    for (const id of [first, second, third]) expect(host.autosaveStatus(id).problem).toBeNull()
    expect(timers.pending()).toBe(0)
  })
})
