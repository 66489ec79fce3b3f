import { describe, expect, it } from 'vitest'
import { bot, human, makeHost, watch } from './helpers'

function deepJunk(depth: number): unknown {
  let junk: unknown = { type: 'take', amount: 1 }
  for (let i = 0; i < depth; i++) junk = [junk, { nested: junk }]
  return junk
}

function circular(): unknown {
  const action: Record<string, unknown> = { type: 'take', amount: 1 }
  action.self = action
  return action
}

/** A human match where Ann has moved once (version 1, Bob to act). */
async function started() {
  const made = makeHost({ botDelayMs: 0 })
  const id = made.host.createMatch({ game: 'countdown', seats: [human('Ann'), human('Bob')] })
  await made.host.intent(id, 0, { type: 'take', amount: 1 })
  return { ...made, id }
}

describe('MatchHost: refused intents change nothing', () => {
  it.each([
    ['the wrong seat', 'NOT_YOUR_TURN', 0, { type: 'take', amount: 1 }, undefined],
    ['a seat that does not exist', 'MALFORMED', 5, { type: 'take', amount: 1 }, undefined],
    ['a seat that is not a number', 'MALFORMED', '1' as unknown as number, { type: 'roll' }, undefined],
    ['a stale version', 'STALE', 1, { type: 'take', amount: 1 }, 0],
    ['a version from the future', 'STALE', 1, { type: 'take', amount: 1 }, 7],
    ['an illegal amount', 'ILLEGAL', 1, { type: 'take', amount: 3 }, undefined],
    ['an unknown move', 'ILLEGAL', 1, { type: 'fly' }, undefined],
    ['null', 'MALFORMED', 1, null, undefined],
    ['a string', 'MALFORMED', 1, 'take', undefined],
    ['a number', 'MALFORMED', 1, 42, undefined],
    ['a numeric type', 'MALFORMED', 1, { type: 5 }, undefined],
    ['an array', 'MALFORMED', 1, [{ type: 'roll' }], undefined],
    ['deeply nested junk', 'MALFORMED', 1, deepJunk(200), undefined],
    ['a legal move with junk attached', 'ILLEGAL', 1, { type: 'take', amount: deepJunk(200) }, undefined],
    ['a legal move with an extra field', 'ILLEGAL', 1, { type: 'take', amount: 1, extra: true }, undefined],
    ['a circular object', 'ILLEGAL', 1, circular(), undefined],
  ] as const)('refuses %s with %s', async (_what, code, seat, action, version) => {
    const { host, id, errors } = await started()
    const tv = watch(host, id, 'spectator')
    const before = host.record(id)
    const result = await host.intent(id, seat, action, version)
    expect(result).toMatchObject({ ok: false, code })
    expect(result.ok === false && result.message.length).toBeGreaterThan(5)
    expect(host.record(id)).toEqual(before)
    expect(tv).toHaveLength(1)
    expect(errors).toEqual([])
  })

  it('refuses any move once the game is over', async () => {
    const { host } = makeHost()
    const id = host.createMatch({
      game: 'countdown',
      seats: [human('Ann'), human('Bob')],
      options: { start: 1 },
    })
    expect(await host.intent(id, 0, { type: 'take', amount: 1 })).toEqual({ ok: true, version: 1 })
    const before = host.record(id)
    expect(await host.intent(id, 1, { type: 'take', amount: 1 })).toMatchObject({
      ok: false,
      code: 'GAME_OVER',
    })
    expect(host.record(id)).toEqual(before)
  })

  it('refuses an unknown match id', async () => {
    const { host } = makeHost()
    const result = await host.intent('no-such-match', 0, { type: 'roll' })
    expect(result).toMatchObject({ ok: false, code: 'MALFORMED' })
    expect(result.ok === false && result.message).toContain('no open match')
  })

  it('refuses an intent for a bot seat, even when it is that seat to act', async () => {
    const { host } = makeHost({ botDelayMs: 60_000 })
    const id = host.createMatch({ game: 'countdown', seats: [bot('Bot'), human('Ann')] })
    const before = host.record(id)
    const result = await host.intent(id, 0, { type: 'roll' })
    expect(result).toEqual({ ok: false, code: 'NOT_YOUR_TURN', message: 'That seat is played by a bot.' })
    expect(host.record(id)).toEqual(before)
    await host.close(id)
  })

  it('accepts the current version', async () => {
    const { host, id } = await started()
    expect(await host.intent(id, 1, { type: 'take', amount: 2 }, 1)).toEqual({ ok: true, version: 2 })
  })

  it('refuses subscribing to an unknown match or a seat that does not exist', () => {
    const { host } = makeHost()
    const id = host.createMatch({ game: 'countdown', seats: [human('Ann'), human('Bob')] })
    expect(() => host.subscribe('nope', 0, () => {})).toThrow(/no open match/)
    expect(() => host.subscribe(id, 2, () => {})).toThrow(/no seat 2/)
    expect(() => host.subscribe(id, -1, () => {})).toThrow(/no seat/)
  })
})
