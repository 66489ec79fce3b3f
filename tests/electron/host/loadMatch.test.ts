import { describe, expect, it } from 'vitest'
import type { MatchRecord } from '../../../engine/core/match'
import { bot, human, makeHost, watch } from './helpers'
import { refusal } from '../../engine/shared/scenarioSteps'

async function playedRecord() {
  const { host } = makeHost()
  const id = host.createMatch({
    game: 'countdown',
    seats: [human('Ann'), human('Bob')],
    options: { start: 12 },
  })
  await host.intent(id, 0, { type: 'take', amount: 2 })
  await host.intent(id, 1, { type: 'roll' })
  return { record: host.record(id), meta: host.meta(id) }
}

describe('MatchHost: loading a match', () => {
  it('continues the same game from its record', async () => {
    const { record, meta } = await playedRecord()
    const { host } = makeHost()
    const id = host.loadMatch(JSON.parse(JSON.stringify(record)) as MatchRecord, meta)
    expect(host.record(id)).toEqual(record)
    expect(host.meta(id)).toEqual(meta)
    const ann = watch(host, id, 0)
    expect(ann[0]?.version).toBe(2)
    expect(ann[0]?.toAct).toEqual([0])
    expect(await host.intent(id, 0, { type: 'take', amount: 1 }, 2)).toEqual({ ok: true, version: 3 })
    expect(host.record(id).log.slice(0, 2)).toEqual(record.log)
  })

  it('lets the bots carry on in a loaded match', async () => {
    const { record } = await playedRecord()
    const { host } = makeHost({ botDelayMs: 0 })
    const id = host.loadMatch(record, { seats: [bot('Ann'), bot('Bob')], finished: false })
    await host.idle(id)
    expect(host.meta(id).finished).toBe(true)
    expect(host.record(id).log.slice(0, 2)).toEqual(record.log)
  })

  it('refuses a record whose log is not legal, saying which action', async () => {
    const { record, meta } = await playedRecord()
    const { host } = makeHost()
    const bad = { ...record, log: [record.log[0]!, { seat: 0, action: { type: 'take', amount: 1 } }] }
    const err = refusal(() => host.loadMatch(bad, meta))
    expect(err.code).toBe('MALFORMED')
    expect(err.message).toMatch(/cannot be loaded.*Action 2 of the log is not legal \(NOT_YOUR_TURN\)/)
    expect(host.list()).toEqual([])
  })

  it.each([
    ['not an object', null, /not a match record/],
    ['no log', { game: 'countdown', players: [], seed: 1, options: {} }, /action log/],
    ['a bad log entry', { game: 'countdown', players: [], seed: 1, options: {}, log: [7] }, /entry 1/],
    ['no seed', { game: 'countdown', players: [], options: {}, log: [] }, /seed/],
  ])('refuses a record that is %s', (_what, record, message) => {
    const { host } = makeHost()
    const meta = { seats: [human('Ann'), human('Bob')], finished: false }
    const err = refusal(() => host.loadMatch(record as unknown as MatchRecord, meta))
    expect(err.code).toBe('MALFORMED')
    expect(err.message).toMatch(message)
  })

  it('refuses an unknown game and seats that do not match the players', async () => {
    const { record, meta } = await playedRecord()
    const { host } = makeHost()
    expect(refusal(() => host.loadMatch({ ...record, game: 'chess' }, meta)).code).toBe('UNKNOWN_GAME')
    const renamed = { ...meta, seats: [human('Ann'), human('Eve')] }
    expect(refusal(() => host.loadMatch(record, renamed)).message).toMatch(/seats do not match/)
    const badBot = { ...meta, seats: [human('Ann'), bot('Bob', 'genius')] }
    expect(refusal(() => host.loadMatch(record, badBot)).message).toMatch(/bot "genius"/)
  })
})
