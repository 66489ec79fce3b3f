import { describe, expect, it } from 'vitest'
import { IllegalAction } from '../../../engine/core/errors'
import { Match } from '../../../engine/core/match'
import { games } from '../../../engine'
import { selfish, type SelfishState } from '../../../engine/games/selfish'
import { problems, refusal } from './scenario'
import { SELFISH, count, kinds } from './reading'

const names = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay']
const players = (n: number) => names.slice(0, n).map((name) => ({ name }))

function newMatch(n: number, seed: string | number = 7, options?: Record<string, unknown>): Match {
  return Match.create(games, { game: 'selfish', players: players(n), seed, options })
}

const stateOf = (m: Match) => m.state as SelfishState

describe('Rulebook: Setting Up', () => {
  describe.each([2, 3, 4, 5])('%i players', (n) => {
    it('deals 1 Double + 4 Singles + 4 random Game cards = 9 cards to each player (first seat also draws its Phase 1 card)', () => {
      const s = stateOf(newMatch(n))
      expect(s.players).toHaveLength(n)
      s.players.forEach((p, seat) => {
        expect(p.hand).toHaveLength(seat === 0 ? 10 : 9)
        expect(count(p.hand, 'double')).toBeGreaterThanOrEqual(1)
        expect(count(p.hand, 'single')).toBeGreaterThanOrEqual(4)
      })
    })

    it('keeps all 81 Game cards (hands + draw pile, empty discard) and all 41 Wasteland cards in the shuffled Wasteland deck', () => {
      const s = stateOf(newMatch(n))
      const handCards = s.players.reduce((sum, p) => sum + p.hand.length, 0)
      expect(handCards + s.deck.length).toBe(81)
      expect(handCards).toBe(9 * n + 1)
      expect(s.discard).toEqual([])
      expect(s.wasteland).toHaveLength(41)
      expect(s.wastelandDiscard).toEqual([])
      expect(problems(s)).toEqual([])
    })

    it('lines every survivor up alive on the start line (level 0) with no Wasteland cards behind them', () => {
      const s = stateOf(newMatch(n))
      for (const p of s.players) {
        expect(p.alive).toBe(true)
        expect(p.level).toBe(0)
        expect(p.trail).toEqual([])
        expect(p.skipNext).toBe(false)
      }
      expect(s.alliances).toEqual([])
      expect(s.winner).toBeNull()
      expect(s.zombiesWin).toBe(false)
    })
  })

  it('deals the 4 extra cards at random from the shuffled rest of the deck (different seeds, different hands)', () => {
    const hands = new Set<string>()
    for (let seed = 0; seed < 12; seed++) {
      const s = stateOf(newMatch(3, seed))
      hands.add(JSON.stringify(s.players.map((p) => kinds(p.hand))))
    }
    expect(hands.size).toBeGreaterThan(6)
    // The random cards can be Actions: at least one seed gives somebody an Action card.
    const withActions = Array.from({ length: 12 }, (_, seed) => stateOf(newMatch(3, seed))).some((s) =>
      s.players.some((p) => count(p.hand, 'single') + count(p.hand, 'double') < p.hand.length),
    )
    expect(withActions).toBe(true)
  })

  it('shuffles the remaining Game cards and the Wasteland deck from the match seed (same seed, same table)', () => {
    expect(stateOf(newMatch(4, 'x'))).toEqual(stateOf(newMatch(4, 'x')))
    expect(stateOf(newMatch(4, 'x')).wasteland).not.toEqual(stateOf(newMatch(4, 'y')).wasteland)
    expect(stateOf(newMatch(4, 'x')).deck).not.toEqual(stateOf(newMatch(4, 'y')).deck)
  })

  it('Phase 1 of the first turn is done at setup: the first player holds 10 cards at their first decision and the draw pile lost 1', () => {
    const m = newMatch(3)
    const s = stateOf(m)
    expect(m.toAct()).toEqual([0])
    expect(s.turn.seat).toBe(0)
    expect(s.turn.phase).toBe('actions')
    expect(s.players[0]?.hand).toHaveLength(10)
    expect(s.deck).toHaveLength(81 - 27 - 1)
  })

  it('firstSeat option: the chosen survivor goes first (e.g. the oldest player) and draws the first card', () => {
    const m = newMatch(4, 3, { firstSeat: 2 })
    const s = stateOf(m)
    expect(m.toAct()).toEqual([2])
    expect(s.players.map((p) => p.hand.length)).toEqual([9, 9, 10, 9])
  })

  it('firstSeat must be a seat at the table', () => {
    expect(refusal(() => newMatch(2, 1, { firstSeat: 3 })).code).toBe('MALFORMED')
    expect(() => newMatch(2, 1, { firstSeat: 3 })).toThrow(/firstSeat/)
    expect(refusal(() => newMatch(3, 1, { firstSeat: 9 })).code).toBe('MALFORMED')
    expect(refusal(() => newMatch(3, 1, { firstSeat: -1 })).code).toBe('MALFORMED')
    expect(refusal(() => newMatch(3, 1, { colour: 'red' })).code).toBe('MALFORMED')
  })

  it.each([1, 6])(
    'Player count: Match.create refuses %i players (Selfish is for 2 to 5: 5 Survivor cards)',
    (n) => {
      const err = refusal(() => newMatch(n))
      expect(err).toBeInstanceOf(IllegalAction)
      expect(err.code).toBe('MALFORMED')
      expect(err.message).toMatch(/2 to 5/)
    },
  )

  it('every seat gets its own Survivor card (5 survivors, functionally identical)', () => {
    const s = stateOf(newMatch(5))
    expect(new Set(s.players.map((p) => p.survivor)).size).toBe(5)
    expect(s.players.map((p) => p.survivor)).toEqual(SELFISH.survivors.slice(0, 5))
  })

  it('the set-up state is plain JSON and carries its own RNG state', () => {
    const s = selfish.setup(players(3), 'json', selfish.resolveOptions({}, 3))
    expect(JSON.parse(JSON.stringify(s))).toEqual(s)
    expect(s.rng).toHaveLength(4)
    expect(s.options.dieFaces).toEqual([0, 1, 1, 2, 2, 3])
  })

  it('hands are secret: a viewer sees their own hand and only counts of the others; deck orders are hidden', () => {
    const m = newMatch(3)
    const v = m.view(1) as ReturnType<typeof selfish.view>
    expect(v.hand?.map((c) => c.id)).toEqual(stateOf(m).players[1]?.hand)
    expect(v.players.map((p) => p.handCount)).toEqual([10, 9, 9])
    expect(v.players.every((p) => !('hand' in p))).toBe(true)
    expect(v.deckCount).toBe(stateOf(m).deck.length)
    expect(v.wastelandCount).toBe(41)
    expect('deck' in v).toBe(false)
    const spectator = m.view('spectator') as ReturnType<typeof selfish.view>
    expect(spectator.hand).toBeNull()
  })
})
