/**
 * Bots that think (Hard, Expert) are asked through the host's thinker, so the host answers people
 * while they search; their search is cancelled, and its answer dropped, when the table moves on.
 */
import { describe, expect, it } from 'vitest'
import type { Bot } from '../../../engine/bots/types'
import { Match } from '../../../engine/core/match'
import type { RngState } from '../../../engine/core/rng'
import { MatchHost, type SeatConfig } from '../../../electron/host'
import type { HostError } from '../../../electron/host/hostError'
import type { ThinkAnswer, Thinker, ThinkJob } from '../../../electron/host/thinking/thinker'
import { takeBackGame } from '../../fixtures/takeBackGame'

const registry = { takeback: takeBackGame }
const deep: Bot = { id: 'deep', label: 'Deep', thinks: true, choose: () => ({ type: 'step' }) }
const reader: Bot = { ...deep, id: 'reader', label: 'Reader', recalls: true }
const bots = { takeback: { deep, reader } }

interface Asked {
  readonly job: ThinkJob
  cancelled: boolean
  resolve(answer: ThinkAnswer): void
  reject(err: Error): void
}

/** A thinker whose answers the test gives, one job at a time. */
function heldThinker() {
  const asked: Asked[] = []
  const thinker: Thinker = {
    think(job) {
      let entry!: Asked
      const answer = new Promise<ThinkAnswer>((resolve, reject) => {
        entry = { job, cancelled: false, resolve, reject }
      })
      asked.push(entry)
      return { answer, cancel: () => (entry.cancelled = true) }
    },
    close: () => Promise.resolve(),
  }
  return { thinker, asked }
}

const human = (name: string): SeatConfig => ({ name, kind: 'human' })
const bot = (name: string, level = 'deep'): SeatConfig => ({ name, kind: 'bot', bot: level })
const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

function table(level = 'deep') {
  const { thinker, asked } = heldThinker()
  const errors: HostError[] = []
  const host = new MatchHost({
    registry,
    bots,
    botDelayMs: 0,
    seedSource: () => 'think',
    thinker,
    onError: (err) => errors.push(err),
  })
  const id = host.createMatch({ game: 'takeback', seats: [human('Ann'), bot('Bob', level)] })
  const annSteps = async () => {
    const result = await host.intent(id, 0, { type: 'step' }, host.record(id).log.length)
    expect(result.ok, JSON.stringify(result)).toBe(true)
    await tick()
  }
  return { host, id, asked, errors, annSteps }
}

describe('a bot that thinks', () => {
  it('is asked through the thinker, and people are answered while it thinks', async () => {
    const t = table()
    await t.annSteps()
    expect(t.asked).toHaveLength(1)
    const job = t.asked[0]!.job
    expect(job).toMatchObject({ game: 'takeback', level: 'deep', seat: 1 })
    expect(job.state).toEqual(Match.replay(registry, t.host.record(t.id)).state)
    // Ann is answered at once while Bob thinks: it is not her turn.
    const early = await t.host.intent(t.id, 0, { type: 'step' }, 1)
    expect(early).toMatchObject({ ok: false, code: 'NOT_YOUR_TURN' })

    const rng: RngState = [1, 2, 3, 4]
    t.asked[0]!.resolve({ action: { type: 'step' }, rng })
    await t.host.idle(t.id)
    expect(t.host.record(t.id).log).toEqual([
      { seat: 0, action: { type: 'step' } },
      { seat: 1, action: { type: 'step' } },
    ])
    // The bot's random stream comes back from the thinker and goes with its next job.
    await t.annSteps()
    expect(t.asked[1]!.job.rng).toEqual(rng)
  })

  it('that reads moves is handed the latest with their states, and none a take-back undid', async () => {
    const t = table('reader')
    await t.annSteps()
    const played = Match.replay(registry, t.host.record(t.id))
    expect(t.asked[0]!.job.history).toEqual(played.recent)
    expect(t.asked[0]!.job.history).toMatchObject([{ seat: 0, action: { type: 'step' } }])
    t.asked[0]!.resolve({ action: { type: 'step' }, rng: [1, 2, 3, 4] })
    await t.host.idle(t.id)
    await t.annSteps()
    expect(t.asked[1]!.job.history).toHaveLength(3)
    expect(await t.host.takeBack(t.id, 0, 3)).toEqual({ ok: true, version: 2 })
    t.asked[1]!.resolve({ action: { type: 'step' }, rng: [1, 2, 3, 4] })
    await t.host.idle(t.id)
    await t.annSteps()
    const kept = Match.replay(registry, t.host.record(t.id)).recent
    expect(t.asked[2]!.job.history).toEqual(kept)
    expect(kept).toHaveLength(3)
    // A bot that does not read moves is not handed them.
    const plain = table()
    await plain.annSteps()
    expect(plain.asked[0]!.job.history).toBeUndefined()
  })

  it('is cancelled when the match closes, and nothing is played', async () => {
    const t = table()
    await t.annSteps()
    await t.host.close(t.id)
    expect(t.asked[0]!.cancelled).toBe(true)
    t.asked[0]!.resolve({ action: { type: 'step' }, rng: [1, 2, 3, 4] })
    await tick()
    expect(t.errors).toEqual([])
  })

  it('is cancelled by a take-back, and its late answer is dropped', async () => {
    const t = table()
    await t.annSteps()
    const taken = await t.host.takeBack(t.id, 0, 1)
    expect(taken).toEqual({ ok: true, version: 0 })
    expect(t.asked[0]!.cancelled).toBe(true)
    t.asked[0]!.resolve({ action: { type: 'step' }, rng: [1, 2, 3, 4] })
    await t.host.idle(t.id)
    expect(t.host.record(t.id).log).toEqual([])
    expect(t.errors).toEqual([])
  })

  it('that fails is reported by name and sits its turn out', async () => {
    const t = table()
    await t.annSteps()
    t.asked[0]!.reject(new Error('The thread ran out of memory.'))
    await t.host.idle(t.id)
    expect(t.errors.map((e) => [e.kind, e.message])).toEqual([
      ['bot', expect.stringContaining('Deep bot playing Bob failed')],
    ])
    expect(t.host.record(t.id).log).toHaveLength(1)
  })
})
