import { describe, expect, it } from 'vitest'
import { botContext } from '../../../engine/bots/context'
import { searchMove, type SearchBudget } from '../../../engine/bots/search/ismcts'
import { rolloutMove } from '../../../engine/bots/search/rollouts'
import type { Bot, PolicyBot } from '../../../engine/bots/types'
import { seedRng } from '../../../engine/core/rng'
import { playoutPolicies } from '../../../engine/index'
import type { CountdownAction } from '../../fixtures/countdownGame'
import { always, countdown, countdownAt } from '../../fixtures/searchableCountdown'
import {
  admitted,
  contextAt,
  expectNoCheating,
  itKeepsTheSearchContract,
  type Search,
} from './searchContract'
import { describeEachSearchable } from './searchMoments'

const total = (visits: readonly number[]) => visits.reduce((a, b) => a + b, 0)

/** The tree search as a level runs it: guided by the game's policy bot, the root compared on paired luck. */
const guidedBudget = (id: string): SearchBudget => {
  const guide = playoutPolicies[id] as PolicyBot
  return {
    iterations: 60,
    playoutSteps: 30,
    exploration: 1,
    guide,
    policy: guide.playout ?? guide,
    pairedRoot: { confidence: 0.5, racing: { firstLook: 4, drop: 1 } },
  }
}

describe('the tree search guided by a policy bot', () => {
  describeEachSearchable('tree', (id, moments) => {
    const budget = guidedBudget(id)
    const paired: Search = (game, ctx, iterations = budget.iterations) =>
      searchMove(game, ctx, { ...budget, iterations })
    const { pairedRoot: _, ...plainBudget } = budget
    const plain: Search = (game, ctx, iterations = budget.iterations) =>
      searchMove(game, ctx, { ...plainBudget, iterations, widening: 1 })

    it('answers a move the rules take, within its budget, the same for the same seed and budget', () => {
      for (const m of moments) {
        for (const search of [paired, plain]) {
          const result = search(m.game, contextAt(m, m.state, seedRng('tree')))
          expect(admitted(m, result.action)).toBe(true)
          expect(total(result.visits)).toBe(result.iterations)
          expect(result.iterations).toBeLessThanOrEqual(budget.iterations)
          expect(search(m.game, contextAt(m, m.state, seedRng('tree')))).toEqual(result)
        }
      }
    })

    it('never cheats with PUCT at the root either', () => {
      expectNoCheating(moments, plain)
    })

    // Without racing, which could leave one move and answer before it is cancelled or out of time.
    const unraced: SearchBudget = { ...budget, pairedRoot: { confidence: 0.5 } }
    const pairedUnraced: Search = (game, ctx, iterations = budget.iterations) =>
      searchMove(game, ctx, { ...unraced, iterations })
    itKeepsTheSearchContract(moments, pairedUnraced, {
      afterFiveReads: (result) => 5 * result.visits.length,
      timed: (game, ctx, timeMs) => searchMove(game, ctx, { ...unraced, iterations: 1_000_000, timeMs }),
      // The drawn states: every move still in play is walked once in each.
      work: (result) => result.visits[0] as number,
    })
  })
})

/** A policy that takes 2 whenever it may: from 10 it loses to any player who leaves a multiple of 3. */
const takeTwo = always(
  (legal) => legal.find((a) => a.type === 'take' && a.amount === 2) ?? (legal[0] as CountdownAction),
)

function treeMove(counter: number, guide: Bot, budget: Partial<SearchBudget> = {}) {
  const ctx = botContext(countdown, countdownAt(counter), 0, seedRng('tree'))
  return searchMove(countdown, ctx, {
    iterations: 4_000,
    playoutSteps: 20,
    exploration: 1,
    guide,
    policy: guide,
    ...budget,
  })
}

describe('the tree search in Countdown', () => {
  it('looks past its guide: from 10 it takes 1 (leaving 9, a lost count for the other seat), where rollouts of the guide take 2', () => {
    // Both players taking 2 from 8 leave the taker of the last 2 the winner: rollouts of the guide see
    // 2 win every time. Against best replies (max^n: the other seat chooses by its own reward), only
    // leaving a multiple of 3 wins.
    const rollouts = rolloutMove(countdown, botContext(countdown, countdownAt(10), 0, seedRng('tree')), {
      iterations: 3_000,
      playoutSteps: 20,
      confidence: 0.5,
      policy: takeTwo,
    })
    expect(rollouts.action).toEqual({ type: 'take', amount: 2 })
    expect(treeMove(10, takeTwo).action).toEqual({ type: 'take', amount: 1 })
    expect(treeMove(10, takeTwo, { pairedRoot: { confidence: 0.5 } }).action).toEqual({
      type: 'take',
      amount: 1,
    })
  })

  it('keeps its guide’s move where every move is as good, and its settled move without searching', () => {
    // From 1, taking 1 and rolling both reach 0.
    const roll = always((legal) => legal.find((a) => a.type === 'roll') as CountdownAction)
    expect(treeMove(1, roll, { pairedRoot: { confidence: 0.5 } }).action).toEqual({ type: 'roll' })
    const settled: PolicyBot = { ...takeTwo, settled: () => true }
    const kept = treeMove(10, settled)
    expect(kept).toEqual({ action: { type: 'take', amount: 2 }, iterations: 0, visits: [] })
  })

  it('cancelled before its first walk, answers the guide’s move in the form the rules take', () => {
    // A game whose rules also take a count written as text, and a guide that writes it so.
    const lenient = {
      ...countdown,
      validate: (_s: unknown, _seat: number, a: { type: string; amount?: unknown }) =>
        a.type === 'take' ? { type: 'take', amount: Number(a.amount) } : a,
    } as typeof countdown
    const asText: Bot = { ...takeTwo, choose: () => ({ type: 'take', amount: '2' }) }
    const aborted = new AbortController()
    aborted.abort()
    for (const pairedRoot of [undefined, { confidence: 0.5 }]) {
      const ctx = { ...botContext(lenient, countdownAt(10), 0, seedRng('tree')), signal: aborted.signal }
      const result = searchMove(lenient, ctx, {
        iterations: 100,
        playoutSteps: 20,
        exploration: 1,
        guide: asText,
        policy: takeTwo,
        ...(pairedRoot ? { pairedRoot } : {}),
      })
      expect(result.action).toEqual({ type: 'take', amount: 2 })
    }
  })

  it('with widening, weighs only the guide’s move until a node has been visited often enough for more', () => {
    // 0.5 · √(visits + 1) is below 2 until 15 visits: ten iterations all follow the guide's move.
    expect(treeMove(10, takeTwo, { iterations: 10, widening: 0.5 }).visits).toEqual([10])
    expect(treeMove(10, takeTwo, { iterations: 10 }).visits).toHaveLength(3)
  })
})
