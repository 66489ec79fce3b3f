import { describe, expect, it } from 'vitest'
import type { CreateMatchRequest, SeatConfig } from '../../../electron/host'
import { bot, human, makeHost } from './helpers'
import { refusal } from '../../engine/shared/scenarioSteps'

const seats = (...list: unknown[]) => list as SeatConfig[]

describe('MatchHost: creating a match', () => {
  it('starts a match with the given seats and seed', () => {
    const { host } = makeHost()
    const id = host.createMatch({ game: 'countdown', seats: [human(' Ann '), bot('Bob')], seed: 7 })
    expect(host.record(id)).toEqual({
      game: 'countdown',
      players: [{ name: 'Ann' }, { name: 'Bob' }],
      seed: 7,
      options: { start: 10 },
      log: [],
    })
    expect(host.meta(id)).toEqual({ seats: [human('Ann'), bot('Bob')], finished: false })
  })

  it('draws a seed when none is given, and gives each match its own id', () => {
    const { host } = makeHost({ seedSource: undefined })
    const a = host.createMatch({ game: 'countdown', seats: [human('Ann'), human('Bob')] })
    const b = host.createMatch({ game: 'countdown', seats: [human('Ann'), human('Bob')] })
    expect(a).not.toBe(b)
    expect(host.record(a).seed).toMatch(/^[0-9a-f]{16}$/)
    expect(host.record(a).seed).not.toBe(host.record(b).seed)
  })

  it('offers the random bot for every game, and a bot seat with no level plays random', () => {
    const { host } = makeHost({ bots: {} })
    const id = host.createMatch({ game: 'draw', seats: seats(bot('A'), { name: 'B', kind: 'bot' }) })
    expect(host.meta(id).seats).toEqual([bot('A'), bot('B')])
    void host.close(id)
  })

  it.each([
    [
      'an unknown game',
      'UNKNOWN_GAME',
      { game: 'chess', seats: [human('A'), human('B')] },
      /no game called "chess"/,
    ],
    [
      'a prototype name as game',
      'UNKNOWN_GAME',
      { game: 'toString', seats: [human('A'), human('B')] },
      /no game/,
    ],
    [
      'an unknown bot level',
      'MALFORMED',
      { game: 'countdown', seats: [human('A'), bot('B', 'genius')] },
      /Seat 2 asks for a bot "genius"; this game has: random/,
    ],
    [
      'an empty name',
      'MALFORMED',
      { game: 'countdown', seats: [human('A'), human('  ')] },
      /Seat 2 needs a name/,
    ],
    [
      'a long name',
      'MALFORMED',
      { game: 'countdown', seats: [human('A'.repeat(41)), human('B')] },
      /longer than 40/,
    ],
    [
      'a name that is not text',
      'MALFORMED',
      { game: 'countdown', seats: seats({ name: 5, kind: 'human' }, human('B')) },
      /needs a name/,
    ],
    [
      'an unknown seat kind',
      'MALFORMED',
      { game: 'countdown', seats: seats({ name: 'A', kind: 'alien' }, human('B')) },
      /human or a bot/,
    ],
    [
      'a seat that is not an object',
      'MALFORMED',
      { game: 'countdown', seats: seats(null, human('B')) },
      /Seat 1 is not a seat/,
    ],
    [
      'seats that are not a list',
      'MALFORMED',
      { game: 'countdown', seats: 'A,B' as unknown as SeatConfig[] },
      /must be a list/,
    ],
    [
      'too many players',
      'MALFORMED',
      { game: 'countdown', seats: [human('A'), human('B'), human('C')] },
      /2 to 2 players/,
    ],
    [
      'bad options',
      'MALFORMED',
      { game: 'countdown', seats: [human('A'), human('B')], options: { start: 0 } },
      /start/,
    ],
    [
      'a bad seed',
      'MALFORMED',
      { game: 'countdown', seats: [human('A'), human('B')], seed: {} as unknown as string },
      /seed/,
    ],
  ])('refuses %s', (_what, code, request, message) => {
    const { host } = makeHost()
    const err = refusal(() => host.createMatch(request as CreateMatchRequest))
    expect(err.code).toBe(code)
    expect(err.message).toMatch(message)
    expect(host.list()).toEqual([])
  })

  it('accepts a name of exactly 40 characters', () => {
    const { host } = makeHost()
    const id = host.createMatch({ game: 'countdown', seats: [human('A'.repeat(40)), human('B')] })
    expect(host.meta(id).seats[0]?.name).toHaveLength(40)
  })
})
