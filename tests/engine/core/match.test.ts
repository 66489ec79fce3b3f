import { describe, expect, it } from 'vitest'
import { Match, ReplayError } from '../../../engine/core/match'
import { countdownGame } from '../../fixtures/countdownGame'
import { refusal } from '../shared/scenarioSteps'

const registry = { countdown: countdownGame }
const players = [{ name: 'Ann' }, { name: 'Bob' }]

describe('Match, the single door', () => {
  it('applies a legal action and bumps the version', () => {
    const m = Match.create(registry, { game: 'countdown', players, seed: 1 })
    const r = m.submit(0, { type: 'take', amount: 2 })
    expect(r.version).toBe(1)
    expect((m.state as { counter: number }).counter).toBe(8)
    expect(m.log).toEqual([{ seat: 0, action: { type: 'take', amount: 2 } }])
  })

  it.each([
    ['NOT_YOUR_TURN', 1, { type: 'take', amount: 1 }, undefined],
    ['ILLEGAL', 0, { type: 'take', amount: 3 }, undefined],
    ['MALFORMED', 0, 'take', undefined],
    ['MALFORMED', 0, null, undefined],
    ['MALFORMED', 7, { type: 'take', amount: 1 }, undefined],
    ['STALE', 0, { type: 'take', amount: 1 }, 5],
  ] as const)('refuses %s and leaves the match unchanged', (code, seat, action, version) => {
    const m = Match.create(registry, { game: 'countdown', players, seed: 1 })
    const before = JSON.stringify({ s: m.state, v: m.version, l: m.log })
    expect(refusal(() => m.submit(seat, action, version)).code).toBe(code)
    expect(JSON.stringify({ s: m.state, v: m.version, l: m.log })).toBe(before)
  })

  it('refuses any action once the game is over', () => {
    const m = Match.create(registry, { game: 'countdown', players, seed: 1, options: { start: 1 } })
    m.submit(0, { type: 'take', amount: 1 })
    expect(m.outcome()?.winners).toEqual([0])
    expect(refusal(() => m.submit(1, { type: 'take', amount: 1 })).code).toBe('GAME_OVER')
  })

  it('refuses an unknown game, a wrong player count and bad options', () => {
    expect(refusal(() => Match.create(registry, { game: 'chess', players, seed: 1 })).code).toBe(
      'UNKNOWN_GAME',
    )
    expect(refusal(() => Match.create(registry, { game: 'toString', players, seed: 1 })).code).toBe(
      'UNKNOWN_GAME',
    )
    expect(
      refusal(() => Match.create(registry, { game: 'countdown', players: [players[0]!], seed: 1 })).code,
    ).toBe('MALFORMED')
    expect(
      refusal(() => Match.create(registry, { game: 'countdown', players, seed: 1, options: { start: -1 } }))
        .message,
    ).toMatch(/start/)
  })

  it('replays a log to the same state, and names the first illegal entry', () => {
    const m = Match.create(registry, { game: 'countdown', players, seed: 'x', options: { start: 20 } })
    for (let i = 0; i < 6; i++) m.submit(m.toAct()[0]!, { type: 'roll' })
    const again = Match.replay(registry, m.record())
    expect(again.state).toEqual(m.state)
    expect(again.version).toBe(m.version)
    const bad = {
      ...m.record(),
      log: [...m.record().log.slice(0, 3), { seat: 0, action: { type: 'take', amount: 9 } }],
    }
    const err = (() => {
      try {
        Match.replay(registry, bad)
      } catch (e) {
        return e
      }
    })()
    expect(err).toBeInstanceOf(ReplayError)
    expect((err as ReplayError).index).toBe(3)
  })
})
