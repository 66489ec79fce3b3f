import { afterEach, describe, expect, it, vi } from 'vitest'
import { randomBot } from '../../../engine/bots/random'
import type { MatchRecord } from '../../../engine/core/match'
import type { SaveMeta } from '../../../electron/host'
import { bot, countdownView, human, makeHost, spyBot, watch } from './helpers'

afterEach(() => {
  vi.useRealTimers()
})

describe('MatchHost: play', () => {
  it('applies a human move, then the bot moves after the delay; every viewer sees both in order', async () => {
    vi.useFakeTimers()
    const { host, errors } = makeHost({ botDelayMs: 600 })
    const id = host.createMatch({ game: 'countdown', seats: [human('Ann'), bot('Bob')] })
    const ann = watch(host, id, 0)
    const tv = watch(host, id, 'spectator')
    expect(ann.map((u) => u.version)).toEqual([0])
    expect(ann[0]?.legal).toHaveLength(3)
    expect(ann[0]?.events).toEqual([])

    expect(await host.intent(id, 0, { type: 'take', amount: 2 })).toEqual({ ok: true, version: 1 })
    expect(ann.map((u) => u.version)).toEqual([0, 1])
    expect(ann[1]?.toAct).toEqual([1])
    expect(ann[1]?.legal).toEqual([])
    expect(ann[1]?.events).toMatchObject([{ type: 'counterReduced', seat: 0, amount: 2 }])

    await vi.advanceTimersByTimeAsync(599)
    expect(host.record(id).log).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(host.record(id).log).toHaveLength(2)

    for (const updates of [ann, tv]) {
      expect(updates.map((u) => u.version)).toEqual([0, 1, 2])
      expect(updates[2]?.events).toMatchObject([{ type: 'counterReduced', seat: 1 }])
    }
    expect(ann[2]?.toAct).toEqual([0])
    expect(ann[2]?.legal.length).toBeGreaterThan(0)
    expect(tv[2]?.legal).toEqual([])
    expect(countdownView(tv[2]).counter).toBeLessThan(8)
    expect(errors).toEqual([])
  })

  it('plays a bot-only match to the end and then leaves the bots alone', async () => {
    const first = spyBot(randomBot)
    const second = spyBot(randomBot)
    const { host, errors } = makeHost({
      botDelayMs: 0,
      bots: { countdown: { first: first.bot, second: second.bot } },
    })
    const id = host.createMatch({
      game: 'countdown',
      seats: [bot('A', 'first'), bot('B', 'second')],
      options: { start: 15 },
    })
    const tv = watch(host, id, 'spectator')
    await host.idle(id)

    const last = tv.at(-1)
    expect(last?.outcome?.winners).toHaveLength(1)
    expect(last?.toAct).toEqual([])
    const log = host.record(id).log
    expect(tv.map((u) => u.version)).toEqual(log.map((_, i) => i).concat(log.length))
    expect(first.calls()).toBe(log.filter((e) => e.seat === 0).length)
    expect(second.calls()).toBe(log.filter((e) => e.seat === 1).length)

    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(first.calls() + second.calls()).toBe(log.length)
    expect(host.meta(id).finished).toBe(true)
    expect(errors).toEqual([])
  })

  it('is deterministic: the same seed gives the same bot game', async () => {
    const logs: MatchRecord['log'][] = []
    for (let run = 0; run < 2; run++) {
      const { host } = makeHost({ botDelayMs: 0 })
      const id = host.createMatch({ game: 'countdown', seats: [bot('A'), bot('B')], seed: 42 })
      await host.idle(id)
      logs.push(host.record(id).log)
    }
    expect(logs[1]).toEqual(logs[0])
  })

  it('does not schedule a bot twice, whatever pokes the scheduler', async () => {
    vi.useFakeTimers()
    const spy = spyBot(randomBot)
    const { host } = makeHost({ botDelayMs: 100, bots: { countdown: { spy: spy.bot } } })
    const id = host.createMatch({
      game: 'countdown',
      seats: [bot('A', 'spy'), bot('B', 'spy')],
      options: { start: 30 },
    })
    host.resume(id)
    host.resume(id)
    host.setBotDelay(100)
    await vi.advanceTimersByTimeAsync(100)
    expect(spy.calls()).toBe(1)
    host.resume(id)
    await vi.advanceTimersByTimeAsync(99)
    expect(spy.calls()).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(spy.calls()).toBe(2)
    expect(host.record(id).log).toHaveLength(2)
    await host.close(id)
  })

  it('autosaves after every action with the current record and meta, finished at the end', async () => {
    const saves: { record: MatchRecord; meta: SaveMeta }[] = []
    const { host } = makeHost({
      botDelayMs: 0,
      autosave: async (record, meta) => {
        saves.push({ record, meta })
      },
    })
    const seats = [human('Ann'), bot('Bob')]
    const id = host.createMatch({ game: 'countdown', seats, options: { start: 3 }, label: 'Friday' })
    await host.intent(id, 0, { type: 'take', amount: 1 })
    expect(saves).toHaveLength(1)
    expect(saves[0]?.record.log).toEqual([{ seat: 0, action: { type: 'take', amount: 1 } }])
    await host.idle(id)
    while (host.meta(id).finished === false) {
      await host.intent(id, 0, { type: 'take', amount: 1 })
      await host.idle(id)
    }
    const log = host.record(id).log
    expect(saves.map((s) => s.record.log.length)).toEqual(log.map((_, i) => i + 1))
    expect(saves.at(-1)?.record).toEqual(host.record(id))
    expect(saves.at(-1)?.meta).toEqual({ seats, label: 'Friday', finished: true })
    expect(saves.slice(0, -1).every((s) => !s.meta.finished)).toBe(true)
  })

  it('reports a failing autosave and keeps playing', async () => {
    const { host, errors } = makeHost({
      botDelayMs: 0,
      autosave: () => Promise.reject(new Error('disk full')),
    })
    const id = host.createMatch({ game: 'countdown', seats: [bot('A'), bot('B')] })
    await host.idle(id)
    expect(host.meta(id).finished).toBe(true)
    const log = host.record(id).log
    expect(errors).toHaveLength(log.length)
    expect(errors[0]).toMatchObject({ kind: 'autosave', matchId: id })
    expect((errors[0]?.cause as Error).message).toBe('disk full')
  })

  it('writes autosaves one at a time, in version order, even when they are slow', async () => {
    const written: number[] = []
    let active = 0
    let mostActive = 0
    const { host } = makeHost({
      botDelayMs: 0,
      autosave: async (record) => {
        active++
        mostActive = Math.max(mostActive, active)
        await new Promise((resolve) => setTimeout(resolve, 5 - (record.log.length % 3)))
        written.push(record.log.length)
        active--
      },
    })
    const id = host.createMatch({ game: 'countdown', seats: [bot('A'), bot('B')] })
    await host.idle(id)
    const finalLog = host.record(id).log
    await host.close(id)
    expect(mostActive).toBe(1)
    expect(written).toEqual(finalLog.map((_, i) => i + 1))
  })

  it('reports a bot that throws, skips its turn without crashing, and retries it on resume', async () => {
    vi.useFakeTimers()
    const flaky = spyBot(randomBot, (call) => (call === 1 ? 'throw' : 'play'))
    const { host, errors } = makeHost({ botDelayMs: 10, bots: { countdown: { flaky: flaky.bot } } })
    const id = host.createMatch({ game: 'countdown', seats: [human('Ann'), bot('Bob', 'flaky')] })
    const ann = watch(host, id, 0)
    await host.intent(id, 0, { type: 'take', amount: 1 })
    await vi.advanceTimersByTimeAsync(1000)
    await host.idle(id)

    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatchObject({ kind: 'bot', matchId: id })
    expect(errors[0]?.message).toContain('bot broke on call 1')
    expect(flaky.calls()).toBe(1)
    expect(host.record(id).log).toHaveLength(1)
    expect(ann.at(-1)?.toAct).toEqual([1])

    host.resume(id)
    await vi.advanceTimersByTimeAsync(10)
    expect(flaky.calls()).toBe(2)
    expect(host.record(id).log).toHaveLength(2)
    expect(ann.at(-1)?.toAct).toEqual([0])
  })

  it('reports a bot that picks an illegal move', async () => {
    const cheat = { id: 'cheat', label: 'Cheat', choose: () => ({ type: 'take', amount: 9 }) }
    const { host, errors } = makeHost({ botDelayMs: 0, bots: { countdown: { cheat } } })
    const id = host.createMatch({ game: 'countdown', seats: [bot('A', 'cheat'), human('Ann')] })
    await host.idle(id)
    expect(host.record(id).log).toEqual([])
    expect(errors.map((e) => e.kind)).toEqual(['bot'])
    expect(errors[0]?.message).toContain('not allowed')
  })

  it('pause stops bot play and resume restarts it', async () => {
    vi.useFakeTimers()
    const { host } = makeHost({ botDelayMs: 100 })
    const id = host.createMatch({ game: 'countdown', seats: [bot('A'), bot('B')], options: { start: 30 } })
    await vi.advanceTimersByTimeAsync(100)
    expect(host.record(id).log).toHaveLength(1)

    host.pause(id)
    expect(host.list()[0]?.paused).toBe(true)
    await host.idle(id)
    await vi.advanceTimersByTimeAsync(5000)
    expect(host.record(id).log).toHaveLength(1)

    host.resume(id)
    await vi.advanceTimersByTimeAsync(99)
    expect(host.record(id).log).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(host.record(id).log).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(200)
    expect(host.record(id).log).toHaveLength(4)
  })

  it('stops bots and updates when a match is closed', async () => {
    vi.useFakeTimers()
    const spy = spyBot(randomBot)
    const { host } = makeHost({ botDelayMs: 100, bots: { countdown: { spy: spy.bot } } })
    const id = host.createMatch({ game: 'countdown', seats: [bot('A', 'spy'), bot('B', 'spy')] })
    await vi.advanceTimersByTimeAsync(100)
    await host.close(id)
    await vi.advanceTimersByTimeAsync(5000)
    expect(spy.calls()).toBe(1)
    expect(host.list()).toEqual([])
    await expect(host.intent(id, 1, { type: 'roll' })).resolves.toMatchObject({ ok: false })
  })

  it('keeps going when a listener throws', async () => {
    const { host, errors } = makeHost({ botDelayMs: 0 })
    const id = host.createMatch({ game: 'countdown', seats: [human('Ann'), human('Bob')] })
    host.subscribe(id, 0, (update) => {
      if (update.version > 0) throw new Error('screen broke')
    })
    const bob = watch(host, id, 1)
    expect(await host.intent(id, 0, { type: 'roll' })).toEqual({ ok: true, version: 1 })
    expect(bob.map((u) => u.version)).toEqual([0, 1])
    expect(errors.map((e) => e.kind)).toEqual(['listener'])
  })

  it('keeps each listener in version order when a listener moves from inside its callback', async () => {
    const { host } = makeHost({ botDelayMs: 0 })
    const id = host.createMatch({
      game: 'countdown',
      seats: [human('Ann'), human('Bob')],
      options: { start: 20 },
    })
    host.subscribe(id, 1, (update) => {
      if (update.toAct[0] === 1) void host.intent(id, 1, { type: 'take', amount: 1 })
    })
    const tv = watch(host, id, 'spectator')
    await host.intent(id, 0, { type: 'take', amount: 1 })
    await host.idle(id)
    expect(tv.map((u) => u.version)).toEqual([0, 1, 2])
  })

  it('lists the open matches', () => {
    const { host } = makeHost()
    const id = host.createMatch({ game: 'countdown', seats: [human('Ann'), human('Bob')], label: 'Test' })
    expect(host.list()).toEqual([
      {
        matchId: id,
        game: 'countdown',
        version: 0,
        seats: [human('Ann'), human('Bob')],
        label: 'Test',
        finished: false,
        paused: false,
        autosave: { problem: null, savedVersion: -1 },
      },
    ])
  })
})
