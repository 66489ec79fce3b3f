import { describe, expect, it } from 'vitest'
import { botContext } from '../../../engine/bots/context'
import { EXPERT } from '../../../engine/bots/levels'
import { rolloutMove, type Racing, type RolloutBudget } from '../../../engine/bots/search/rollouts'
import type { Bot, BotContext, PolicyBot } from '../../../engine/bots/types'
import { searchMove } from '../../../engine/bots/search/ismcts'
import { nextU32, seedRng, type RngState } from '../../../engine/core/rng'
import type { AnyGame } from '../../../engine/core/types'
import { bots } from '../../../engine/index'
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

const budgetFor = (id: string): RolloutBudget => ({
  iterations: 60,
  playoutSteps: 30,
  confidence: 0.5,
  policy: bots[id]?.heuristic as Bot,
})

const total = (visits: readonly number[]) => visits.reduce((a, b) => a + b, 0)

describe('the rollout search (Hard and Expert)', () => {
  describeEachSearchable('rollouts', (id, moments) => {
    const budget = budgetFor(id)
    const search: Search = (game, ctx, iterations = budget.iterations) =>
      rolloutMove(game, ctx, { ...budget, iterations })

    it('chooses a move the rules take, and plays out every candidate in as many drawn states as the budget allows', () => {
      expect(moments.length).toBe(4)
      for (const m of moments) {
        const result = rolloutMove(m.game, contextAt(m, m.state, seedRng(1)), budget)
        expect(admitted(m, result.action)).toBe(true)
        const candidates = result.visits.length
        expect(candidates).toBeGreaterThanOrEqual(m.legal.length)
        expect(total(result.visits)).toBe(result.iterations)
        expect(result.iterations).toBe(Math.floor(budget.iterations / candidates) * candidates)
      }
    })

    it('chooses the same move, with the same playouts, for the same seed and budget', () => {
      for (const m of moments) {
        const a = rolloutMove(m.game, contextAt(m, m.state, seedRng('same')), budget)
        const b = rolloutMove(m.game, contextAt(m, m.state, seedRng('same')), budget)
        expect(b).toEqual(a)
      }
    })

    it('racing (Expert) answers a move the rules take, the same for the same seed and budget, and never cheats', () => {
      const raced: RolloutBudget = { ...budget, iterations: 240, racing: { firstLook: 4, drop: 1 } }
      const racing: Search = (game, ctx, iterations = raced.iterations) =>
        rolloutMove(game, ctx, { ...raced, iterations })
      for (const m of moments) {
        const result = racing(m.game, contextAt(m, m.state, seedRng('race')))
        expect(admitted(m, result.action)).toBe(true)
        expect(total(result.visits)).toBe(result.iterations)
        expect(result.iterations).toBeLessThanOrEqual(raced.iterations)
        expect(racing(m.game, contextAt(m, m.state, seedRng('race')))).toEqual(result)
      }
      expectNoCheating(moments, racing)
    })

    itKeepsTheSearchContract(moments, search, {
      afterFiveReads: (result) => 5 * result.visits.length,
      timed: (game, ctx, timeMs) => rolloutMove(game, ctx, { ...budget, iterations: 1_000_000, timeMs }),
      // The drawn states: each candidate is played out once in every one.
      work: (result) => result.visits[0] as number,
    })
  })
})

function decide(counter: number, policy: Bot, racing?: Racing) {
  const ctx = botContext(countdown, countdownAt(counter), 0, seedRng('decide'))
  const budget: RolloutBudget = { iterations: 300, playoutSteps: 20, confidence: 0.5, policy }
  return rolloutMove(countdown, ctx, racing ? { ...budget, racing } : budget)
}

describe('the rollout search against its policy', () => {
  it('leaves the policy’s move for one that wins where the policy’s loses', () => {
    // From 2, taking 1 hands the win to a policy that takes 1; taking 2 wins at once.
    const takeOne = always((legal) => legal[0] as CountdownAction)
    expect(decide(2, takeOne).action).toEqual({ type: 'take', amount: 2 })
  })

  it('plays its rollouts by the policy’s quick stand-in where it has one, and still starts from the policy’s move', () => {
    let asked = 0
    let played = 0
    const stand = always((legal) => {
      played++
      return legal[0] as CountdownAction
    })
    const policy: PolicyBot = {
      ...always((legal) => {
        asked++
        return legal.find((a) => a.type === 'roll') as CountdownAction
      }),
      playout: stand,
    }
    // From 1, every move wins: the policy's roll is kept, and only the stand-in played on.
    expect(decide(1, policy).action).toEqual({ type: 'roll' })
    expect(asked).toBe(1)
    const fromFive = decide(5, policy)
    expect(asked).toBe(2)
    expect(played).toBeGreaterThan(fromFive.iterations)
  })

  it('keeps the policy’s move when no other does better', () => {
    // From 1, taking 1 and rolling both reach 0.
    const roll = always((legal) => legal.find((a) => a.type === 'roll') as CountdownAction)
    expect(decide(1, roll).action).toEqual({ type: 'roll' })
    const takeOne = always((legal) => legal[0] as CountdownAction)
    expect(decide(1, takeOne).action).toEqual({ type: 'take', amount: 1 })
  })

  it('with racing, stops playing a move that falls clearly behind, and answers once one move is left', () => {
    // From 2, taking 1 always loses, taking 2 always wins and rolling (1 or 2) wins half the time:
    // at the first look, 8 drawn states, both fall behind, and taking 2 is left alone.
    const takeOne = always((legal) => legal[0] as CountdownAction)
    const result = decide(2, takeOne, { firstLook: 8, drop: 2 })
    expect(result.action).toEqual({ type: 'take', amount: 2 })
    expect(result.visits).toEqual([8, 8, 8])
    expect(result.iterations).toBe(24)
    // Without racing every move is played in every drawn state, to the budget.
    const unraced = decide(2, takeOne)
    expect(unraced.visits).toEqual([100, 100, 100])
    expect(unraced.action).toEqual({ type: 'take', amount: 2 })
  })

  it('with racing, spends the whole budget on moves it cannot tell apart', () => {
    // From 1, taking 1 and rolling both win at once: neither is dropped, and the policy's stays.
    const takeOne = always((legal) => legal[0] as CountdownAction)
    const result = decide(1, takeOne, { firstLook: 8, drop: 2 })
    expect(result.visits).toEqual([150, 150])
    expect(total(result.visits)).toBe(result.iterations)
    expect(result.action).toEqual({ type: 'take', amount: 1 })
  })
})

/**
 * A lottery: seat 0 picks one of `tickets` tickets and the draw ends the game; every ticket wins
 * half the time, each on its own numbers, so no ticket is better than the one the policy holds.
 */
interface Lottery {
  readonly tickets: number
  /** A ticket that always wins, if any. */
  readonly sure?: number
  readonly rng: RngState
  readonly winner: number | null
}

const lottery = {
  toAct: (s: Lottery) => (s.winner === null ? [0] : []),
  legalActions: (s: Lottery) => Array.from({ length: s.tickets }, (_, ticket) => ({ ticket })),
  apply: (s: Lottery, _seat: number, action: { ticket: number }) => {
    const draw = seedRng(nextU32(s.rng) + action.ticket * 7919)
    return { state: { ...s, winner: action.ticket === s.sure ? 0 : nextU32(draw) % 2 }, events: [] }
  },
  outcome: (s: Lottery) => (s.winner === null ? null : { winners: [s.winner], scores: [0, 0] }),
  sample: (s: Lottery, _seat: number, rng: RngState) => ({ ...s, rng: seedRng(nextU32(rng)) }),
  estimate: () => [0.5, 0.5],
  view: () => null,
} as unknown as AnyGame

/** A policy that always holds the first ticket. */
const firstTicket: Bot = { id: 'heuristic', label: 'Medium', choose: (ctx) => ctx.legal[0] }

/** Sixteen drawn states for every ticket, unless told. */
const lotteryBudget = (tickets: number, perTicket = 16, racing?: Racing): RolloutBudget => ({
  iterations: perTicket * tickets,
  playoutSteps: 5,
  confidence: 0.5,
  policy: firstTicket,
  ...(racing ? { racing } : {}),
})

type LotterySearch = (ctx: BotContext, budget: RolloutBudget) => { action: unknown }

/** The tree search as Expert runs it, its root compared on paired luck, with the same figures. */
const pairedTree: LotterySearch = (ctx, budget) =>
  searchMove(lottery, ctx, {
    iterations: budget.iterations,
    playoutSteps: budget.playoutSteps,
    exploration: EXPERT.exploration,
    guide: budget.policy,
    policy: budget.policy,
    pairedRoot: { confidence: budget.confidence, ...(budget.racing ? { racing: budget.racing } : {}) },
  })

/** How often, over 200 seeds, the search gives up the policy's ticket for another as good. */
function givesUpEqualMove(
  tickets: number,
  perTicket?: number,
  racing?: Racing,
  search: LotterySearch = (ctx, budget) => rolloutMove(lottery, ctx, budget),
): number {
  let replaced = 0
  for (let seed = 0; seed < 200; seed++) {
    const state: Lottery = { tickets, rng: seedRng(`lottery ${seed}`), winner: null }
    const ctx = botContext(lottery, state, 0, seedRng(seed))
    const budget = lotteryBudget(tickets, perTicket, racing)
    if ((search(ctx, budget).action as { ticket: number }).ticket !== 0) replaced++
  }
  return replaced / 200
}

describe('the rollout search among many moves as good as its policy’s', () => {
  it('gives up the policy’s move no more often for nine equal rivals than for one', () => {
    const one = givesUpEqualMove(2)
    const nine = givesUpEqualMove(10)
    expect(nine).toBeLessThanOrEqual(one + 0.05)
  })

  it('with racing, gives up the policy’s move among ten no more often than without', () => {
    // Racing drops moves behind the leader, and among ten equal moves the leader is a lucky one:
    // unless the drop allows for that, the policy's move is dropped for luck.
    const racing = EXPERT.pairedRoot?.racing
    expect(racing).toBeDefined()
    const raced = givesUpEqualMove(10, 80, racing)
    const unraced = givesUpEqualMove(10, 80)
    expect(raced).toBeLessThanOrEqual(unraced + 0.05)
  })

  it('Expert’s tree, comparing its root as the rollouts do, gives up the policy’s move among ten no more often either', () => {
    const racing = EXPERT.pairedRoot?.racing
    const treeRaced = givesUpEqualMove(10, 80, racing, pairedTree)
    const rolloutsUnraced = givesUpEqualMove(10, 80)
    expect(treeRaced).toBeLessThanOrEqual(rolloutsUnraced + 0.05)
    expect(givesUpEqualMove(10, 16, undefined, pairedTree)).toBeLessThanOrEqual(givesUpEqualMove(2) + 0.05)
  })

  it('still finds the one rival of nine that always wins', () => {
    const state: Lottery = { tickets: 10, sure: 7, rng: seedRng('sure'), winner: null }
    const result = rolloutMove(lottery, botContext(lottery, state, 0, seedRng(1)), lotteryBudget(10))
    expect(result.action).toEqual({ ticket: 7 })
  })
})
