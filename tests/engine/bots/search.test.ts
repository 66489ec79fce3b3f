import { describe, expect, it } from 'vitest'
import { searchMove, type SearchBudget } from '../../../engine/bots/search/ismcts'
import { seedRng } from '../../../engine/core/rng'
import { admitted, contextAt, itKeepsTheSearchContract, type Search } from './searchContract'
import { describeEachSearchable, SEARCHABLE } from './searchMoments'

const BUDGET: SearchBudget = { iterations: 60, playoutSteps: 30, exploration: 0.7 }

const search: Search = (game, ctx, iterations = BUDGET.iterations) =>
  searchMove(game, ctx, { ...BUDGET, iterations })

describe('the search bot', () => {
  it('is offered for every game', () => {
    expect(SEARCHABLE).toEqual(['selfish', 'zombielife', 'monopozombie'])
  })

  describeEachSearchable('search', (id, moments) => {
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

    itKeepsTheSearchContract(moments, search, {
      afterFiveReads: () => 5,
      timed: (game, ctx, timeMs) => searchMove(game, ctx, { ...BUDGET, iterations: 1_000_000, timeMs }),
      work: (result) => result.iterations,
    })
  })
})
