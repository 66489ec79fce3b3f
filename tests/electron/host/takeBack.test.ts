/**
 * Take-back in the host: a person takes back their last move, and the bots' replies after it,
 * only while nothing random or hidden came out since and no other person moved.
 */
import { describe, expect, it } from 'vitest'
import type { Bot } from '../../../engine/bots/types'
import { Match, type MatchRecord } from '../../../engine/core/match'
import { MatchHost, type HostUpdate, type SeatConfig } from '../../../electron/host'
import { decodeSave, encodeSave } from '../../../electron/saves/saveFormat'
import { takeBackGame, type TakeBackAction } from '../../fixtures/takeBackGame'

const registry = { takeback: takeBackGame }
const APP = { name: 'Zombie Table', version: 'test' }

/** A bot that always plays the same kind of move. */
const always = (type: TakeBackAction['type']): Bot => ({
  id: type,
  label: type,
  choose: () => ({ type }),
})
const botRegistry = {
  takeback: {
    step: always('step'),
    roll: always('roll'),
    draw: always('draw'),
    peek: always('peek'),
    look: always('look'),
  },
}

const human = (name: string): SeatConfig => ({ name, kind: 'human' })
const bot = (name: string, level: string): SeatConfig => ({ name, kind: 'bot', bot: level })

function table(seats: SeatConfig[]) {
  const host = new MatchHost({ registry, bots: botRegistry, botDelayMs: 0, seedSource: () => 'tb' })
  const id = host.createMatch({ game: 'takeback', seats })
  const updates: HostUpdate[] = []
  host.subscribe(id, 0, (u) => updates.push(u))
  const last = (): HostUpdate => updates[updates.length - 1]!
  const play = async (seat: number, type: TakeBackAction['type']) => {
    const result = await host.intent(id, seat, { type }, host.record(id).log.length)
    expect(result.ok, JSON.stringify(result)).toBe(true)
    await host.idle(id)
  }
  return { host, id, updates, last, play }
}

/** The state a record's first `at` actions lead to, rebuilt from scratch. */
const stateAfter = (record: MatchRecord, at: number) =>
  Match.replay(registry, { ...record, log: record.log.slice(0, at) }).state

describe('take-back', () => {
  it('restores the exact state before the move, with the bots’ replies undone', async () => {
    const t = table([human('Ann'), bot('Bob', 'step'), bot('Cid', 'step')])
    await t.play(0, 'step')
    await t.play(0, 'step')
    const before = t.host.record(t.id)
    expect(before.log).toHaveLength(6)
    expect(t.last().takeBack).toEqual({ allowed: true, actions: 3 })

    const result = await t.host.takeBack(t.id, 0, 6)
    expect(result).toEqual({ ok: true, version: 3 })
    await t.host.idle(t.id)
    const after = t.host.record(t.id)
    expect(after.log).toEqual(before.log.slice(0, 3))
    expect(after.takeBacks).toEqual([{ seat: 0, to: 3, undone: 3 }])
    // Exactly the state live play had after 3 actions (the bots' replies included).
    expect(Match.replay(registry, after).state).toEqual(stateAfter(before, 3))
    // Ann is to move again, and the table snapped back: a snapshot with the log so far.
    expect(t.last().version).toBe(3)
    expect(t.last().toAct).toEqual([0])
    expect(t.last().history?.length).toBe(3)
    expect(t.last().events).toEqual([])
    // And again, back to the start.
    expect(t.last().takeBack).toEqual({ allowed: true, actions: 3 })
    expect(await t.host.takeBack(t.id, 0, 3)).toEqual({ ok: true, version: 0 })
    expect(t.last().takeBack).toEqual({
      allowed: false,
      block: 'none',
      reason: 'You have no move to take back.',
    })
  })

  it.each([
    ['a die was rolled', 'roll', 'step', 'You cannot take back: a die was rolled since.'],
    ['the move itself rolled a die', 'step', 'roll', 'You cannot take back: a die was rolled since.'],
    ['a card was drawn', 'draw', 'step', 'You cannot take back: a card was drawn since.'],
    ['something hidden was shown', 'peek', 'step', 'You cannot take back: something hidden was shown since.'],
    [
      'a bot’s view alone showed it a hidden card',
      'look',
      'step',
      'You cannot take back: something hidden was shown since.',
    ],
  ] as const)('is refused when %s', async (_case, botMove, ownMove, reason) => {
    const t = table([human('Ann'), bot('Bob', botMove)])
    await t.play(0, ownMove === 'roll' ? 'roll' : 'step')
    const before = t.host.record(t.id)
    expect(t.last().takeBack).toMatchObject({ allowed: false, reason })
    const result = await t.host.takeBack(t.id, 0, before.log.length)
    expect(result).toEqual({ ok: false, code: 'ILLEGAL', message: reason })
    expect(t.host.record(t.id)).toEqual(before)
  })

  it('is refused when the move itself showed a hidden card in the view, live and after loading', async () => {
    const t = table([human('Ann'), human('Bob')])
    await t.play(0, 'step')
    await t.play(1, 'step')
    await t.play(0, 'look')
    const reason = 'You cannot take back: something hidden was shown since.'
    expect(t.last().view).toMatchObject({ top: { id: expect.any(Number) } })
    expect(t.last().takeBack).toMatchObject({ allowed: false, block: 'reveal', reason })
    expect(await t.host.takeBack(t.id, 0, 3)).toEqual({ ok: false, code: 'ILLEGAL', message: reason })

    const other = new MatchHost({ registry, bots: botRegistry, botDelayMs: 0 })
    const loaded = other.loadMatch(t.host.record(t.id), t.host.meta(t.id))
    let snap: HostUpdate | undefined
    other.subscribe(loaded, 0, (u) => (snap ??= u))
    expect(snap?.takeBack).toMatchObject({ allowed: false, block: 'reveal', reason })
    await other.close(loaded)
  })

  it('is refused across a shuffle', async () => {
    const t = table([human('Ann'), human('Bob')])
    await t.play(0, 'shuffle')
    expect(await t.host.takeBack(t.id, 0, 1)).toMatchObject({
      ok: false,
      message: 'You cannot take back: a deck was shuffled since.',
    })
  })

  it('is refused once another person has moved (hot-seat), who may take back their own', async () => {
    const t = table([human('Ann'), human('Bob')])
    await t.play(0, 'step')
    await t.play(1, 'step')
    expect(t.last().takeBack).toEqual({
      allowed: false,
      block: 'human',
      reason: 'You cannot take back: Bob has moved since.',
    })
    expect(await t.host.takeBack(t.id, 0, 2)).toMatchObject({ ok: false, code: 'ILLEGAL' })
    let bobs: HostUpdate | undefined
    t.host.subscribe(t.id, 1, (u) => (bobs = u))
    expect(bobs?.takeBack).toEqual({ allowed: true, actions: 1 })
    expect(await t.host.takeBack(t.id, 1, 2)).toEqual({ ok: true, version: 1 })
    // Now Ann's move is the last one again.
    expect(t.last().takeBack).toEqual({ allowed: true, actions: 1 })
  })

  it('is refused for a bot, from an old picture, and once the game is over', async () => {
    const t = table([human('Ann'), bot('Bob', 'step')])
    await t.play(0, 'step')
    expect(await t.host.takeBack(t.id, 1, 2)).toMatchObject({ ok: false, code: 'NOT_YOUR_TURN' })
    expect(await t.host.takeBack(t.id, 0, 1)).toMatchObject({ ok: false, code: 'STALE' })
    expect(t.host.record(t.id).log).toHaveLength(2)

    const host = new MatchHost({ registry, bots: botRegistry, botDelayMs: 0, seedSource: () => 'x' })
    const id = host.createMatch({
      game: 'takeback',
      seats: [human('Ann'), human('Bob')],
      options: { length: 2 },
    })
    await host.intent(id, 0, { type: 'step' })
    await host.intent(id, 1, { type: 'step' })
    expect(await host.takeBack(id, 1, 2)).toEqual({
      ok: false,
      code: 'GAME_OVER',
      message: 'The game is over: watch the replay instead.',
    })
  })

  it('tells only a person’s own seat, never a spectator or a bot seat', async () => {
    const t = table([human('Ann'), bot('Bob', 'step')])
    await t.play(0, 'step')
    const seen: Record<string, HostUpdate | undefined> = {}
    t.host.subscribe(t.id, 'spectator', (u) => (seen.spectator = u))
    t.host.subscribe(t.id, 1, (u) => (seen.bob = u))
    expect(seen.spectator?.takeBack).toBeUndefined()
    expect(seen.bob?.takeBack).toBeUndefined()
    expect(t.last().takeBack).toBeDefined()
  })

  it('is written in the save, which loads to the same state and keeps counting', async () => {
    const t = table([human('Ann'), bot('Bob', 'step')])
    await t.play(0, 'step')
    await t.play(0, 'step')
    await t.host.takeBack(t.id, 0, 4)
    await t.play(0, 'step')
    const record = t.host.record(t.id)
    expect(record.takeBacks).toEqual([{ seat: 0, to: 2, undone: 2 }])
    expect(record.log).toHaveLength(4)

    const text = encodeSave(record, t.host.meta(t.id), APP, new Date('2026-12-02T10:00:00Z'))
    const decoded = decodeSave(text, registry)
    expect(decoded.record).toEqual(record)
    expect(decoded.match.state).toEqual(Match.replay(registry, record).state)

    const other = new MatchHost({ registry, bots: botRegistry, botDelayMs: 0 })
    const loaded = other.loadMatch(decoded.record, decoded.meta)
    expect(other.record(loaded)).toEqual(record)
    // Its take-back state came with it: Ann may take back her last move.
    let snap: HostUpdate | undefined
    other.subscribe(loaded, 0, (u) => (snap ??= u))
    expect(snap?.takeBack).toEqual({ allowed: true, actions: 2 })
    await other.close(loaded)
  })

  it('autosaves the shortened record', async () => {
    const written: MatchRecord[] = []
    const host = new MatchHost({
      registry,
      bots: botRegistry,
      botDelayMs: 0,
      autosave: async (record) => {
        written.push(record)
      },
    })
    const id = host.createMatch({ game: 'takeback', seats: [human('Ann'), bot('Bob', 'step')] })
    await host.intent(id, 0, { type: 'step' })
    await host.idle(id)
    await host.takeBack(id, 0, 2)
    await host.autosaved(id)
    expect(written[written.length - 1]?.log).toEqual([])
    expect(written[written.length - 1]?.takeBacks).toEqual([{ seat: 0, to: 0, undone: 2 }])
  })
})
