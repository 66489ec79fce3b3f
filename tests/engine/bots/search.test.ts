import { describe, expect, it } from 'vitest'
import { easyBot } from '../../../engine/bots/easy'
import { searchMove, type SearchBudget } from '../../../engine/bots/search/ismcts'
import { botContext, type BotContextExtras } from '../../../engine/bots/context'
import type { BotContext } from '../../../engine/bots/types'
import { seedRng, type RngState } from '../../../engine/core/rng'
import { sameAction } from '../../../engine/core/sameAction'
import { momentsOf, SEARCHABLE, type Moment } from './searchMoments'

const BUDGET: SearchBudget = { iterations: 60, playoutSteps: 30, exploration: 0.7 }

/** The rules take the move: it is listed, or it is another form of one (a payment) that validate takes. */
const admitted = (m: Moment, action: unknown): boolean =>
  m.legal.some((a) => sameAction(a, action)) || (m.game.validate?.(m.state, m.seat, action) ?? null) !== null

function contextAt(m: Moment, state: unknown, rng: RngState, extras: BotContextExtras = {}): BotContext {
  return botContext(m.game, state, m.seat, rng, extras)
}

describe('the search bot', () => {
  it('is offered for every game', () => {
    expect(SEARCHABLE).toEqual(['selfish', 'zombielife', 'monopozombie'])
  })

  for (const id of SEARCHABLE) {
    describe(id, () => {
      const moments = momentsOf(id, `search:${id}`)

      it('finds moments with a choice in a seeded game', () => {
        expect(moments.length).toBe(4)
      })

      it('chooses one of the legal moves, and thinks for its whole budget', () => {
        for (const m of moments) {
          const result = searchMove(m.game, contextAt(m, m.state, seedRng(1)), BUDGET)
          expect(admitted(m, result.action)).toBe(true)
          expect(result.iterations).toBe(BUDGET.iterations)
          expect(result.visits.reduce((a, b) => a + b, 0)).toBe(BUDGET.iterations)
        }
      })

      it('chooses the same move, with the same visits, for the same seed and iteration budget', () => {
        for (const m of moments) {
          const a = searchMove(m.game, contextAt(m, m.state, seedRng('same')), BUDGET)
          const b = searchMove(m.game, contextAt(m, m.state, seedRng('same')), BUDGET)
          expect(b.action).toEqual(a.action)
          expect(b.visits).toEqual(a.visits)
        }
      })

      it('never cheats: states that differ only in what its seat cannot see get the same move', () => {
        for (const m of moments) {
          // A state drawn for this seat: the seat sees it exactly as the real one, the rest is redealt
          // (other hands, deck order, the game's own random stream).
          const other = (m.game.sample as (s: unknown, seat: number, r: RngState) => unknown)(
            m.state,
            m.seat,
            seedRng('redeal'),
          )
          expect(m.game.view(other, m.seat)).toEqual(m.game.view(m.state, m.seat))
          expect(other).not.toEqual(m.state)
          const a = searchMove(m.game, contextAt(m, m.state, seedRng('bot')), BUDGET)
          const b = searchMove(m.game, contextAt(m, other, seedRng('bot')), BUDGET)
          expect(b.action).toEqual(a.action)
          expect(b.visits).toEqual(a.visits)
          const easy = easyBot(m.game)
          expect(easy.choose(contextAt(m, other, seedRng('easy')))).toEqual(
            easy.choose(contextAt(m, m.state, seedRng('easy'))),
          )
        }
      })

      it('stops when the answer is no longer wanted, and still answers with a legal move', () => {
        const m = moments[0] as Moment
        let reads = 0
        const signal = {
          get aborted() {
            reads++
            return reads > 5
          },
        }
        const result = searchMove(m.game, contextAt(m, m.state, seedRng(2), { signal }), {
          ...BUDGET,
          iterations: 1_000_000,
        })
        expect(result.iterations).toBe(5)
        expect(admitted(m, result.action)).toBe(true)
        const cancelled = searchMove(
          m.game,
          contextAt(m, m.state, seedRng(2), { signal: { aborted: true } }),
          BUDGET,
        )
        expect(cancelled.iterations).toBe(0)
        expect(admitted(m, cancelled.action)).toBe(true)
      })

      it('stops at its time budget by the clock it is given', () => {
        const m = moments[1] as Moment
        let now = 0
        // Each look at the clock is one millisecond later: 40 ms is about 40 iterations.
        const clock = () => now++
        const result = searchMove(m.game, contextAt(m, m.state, seedRng(3), { clock }), {
          ...BUDGET,
          iterations: 1_000_000,
          timeMs: 40,
        })
        expect(result.iterations).toBeGreaterThan(30)
        expect(result.iterations).toBeLessThan(41)
      })
    })
  }
})
