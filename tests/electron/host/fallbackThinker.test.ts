/**
 * When the bots' thinking thread cannot start or dies, the bots think in place instead: the move
 * the thread dropped is still played, the failure is reported once, and a job's own error is not
 * hidden by a retry.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { seedRng } from '../../../engine/core/rng'
import { sameAction } from '../../../engine/core/sameAction'
import { bots, games } from '../../../engine/index'
import { fallbackThinker } from '../../../electron/host/thinking/fallbackThinker'
import { inlineThinker } from '../../../electron/host/thinking/inlineThinker'
import { searchThinker } from '../../../electron/host/thinking/searchThinker'
import type { ThinkAnswer, Thinker, ThinkJob } from '../../../electron/host/thinking/thinker'
import { ThinkingThreadFailed } from '../../../electron/host/thinking/threadFailed'
import { momentsOf } from '../../engine/bots/searchMoments'

const moment = momentsOf('selfish', 'fallback', 1, 4, 20)[0]!
const job = (level = 'heuristic'): ThinkJob => ({
  game: 'selfish',
  level,
  state: moment.state,
  seat: moment.seat,
  rng: seedRng(1),
})
const takenHere = (action: unknown): boolean =>
  moment.legal.some((a) => sameAction(a, action)) ||
  moment.game.validate?.(moment.state, moment.seat, action) != null

/** A thinker whose every answer fails with `error`; counts what it was asked. */
function failing(error: () => Error) {
  const asked: ThinkJob[] = []
  let cancels = 0
  const thinker: Thinker = {
    think(j) {
      asked.push(j)
      return { answer: Promise.reject(error()), cancel: () => cancels++ }
    },
    close: () => Promise.resolve(),
  }
  return { thinker, asked, cancels: () => cancels }
}

/** The host's own thread, counting the jobs it takes. */
function counted() {
  const inner = inlineThinker(games, bots)
  let jobs = 0
  const thinker: Thinker = {
    think(j) {
      jobs++
      return inner.think(j)
    },
    close: () => inner.close(),
  }
  return { thinker, jobs: () => jobs }
}

describe('thinking in place when the thread fails', () => {
  let open: Thinker | null = null
  afterEach(async () => {
    await open?.close()
    open = null
  })

  it('plays the move the failed thread dropped, reports it once, and thinks in place from then on', async () => {
    const thread = failing(() => new ThinkingThreadFailed('The bots’ thinking thread stopped (exit code 1).'))
    const inPlace = counted()
    const reports: string[] = []
    open = fallbackThinker(thread.thinker, inPlace.thinker, (err) => reports.push(err.message))
    const first: ThinkAnswer = await open.think(job()).answer
    expect(takenHere(first.action)).toBe(true)
    const second = await open.think(job()).answer
    expect(takenHere(second.action)).toBe(true)
    expect(thread.asked).toHaveLength(1)
    expect(inPlace.jobs()).toBe(2)
    expect(reports).toEqual(['The bots’ thinking thread stopped (exit code 1).'])
  })

  it('does not retry a job the thread refused for itself (an unknown level)', async () => {
    const thread = failing(() => new Error('There is no "grandmaster" bot for the game "selfish".'))
    const inPlace = counted()
    open = fallbackThinker(thread.thinker, inPlace.thinker)
    await expect(open.think(job('grandmaster')).answer).rejects.toThrow(/no "grandmaster" bot/)
    expect(inPlace.jobs()).toBe(0)
  })

  it('does not think again in place for an answer nobody wants any more', async () => {
    const thread = failing(() => new ThinkingThreadFailed('The bots’ thinking thread stopped.'))
    const inPlace = counted()
    open = fallbackThinker(thread.thinker, inPlace.thinker)
    const thinking = open.think(job())
    thinking.cancel()
    await expect(thinking.answer).rejects.toThrow(ThinkingThreadFailed)
    expect(thread.cancels()).toBe(1)
    expect(inPlace.jobs()).toBe(0)
  })

  it('answers a Hard bot in place when the worker’s file is missing', async () => {
    const reports: string[] = []
    open = searchThinker(new URL('./no-such-worker.js', import.meta.url), (message) => reports.push(message))
    const answer = await open.think(job('hard')).answer
    expect(takenHere(answer.action)).toBe(true)
    expect(reports).toHaveLength(1)
    expect(reports[0]).toMatch(/thinking thread .*The bots think on the table’s own thread from now on/)
  })
})
