/**
 * What every search level owes, whichever search it runs: a move the rules take, no cheating, and
 * stopping when cancelled or out of time. Shared by the tests of the rollouts (Hard and Expert) and
 * of the tree search.
 */
import { expect, it } from 'vitest'
import { easyBot } from '../../../engine/bots/easy'
import { botContext, type BotContextExtras } from '../../../engine/bots/context'
import type { SearchResult } from '../../../engine/bots/search/ismcts'
import type { BotContext } from '../../../engine/bots/types'
import { seedRng, type RngState } from '../../../engine/core/rng'
import { sameAction } from '../../../engine/core/sameAction'
import type { AnyGame } from '../../../engine/core/types'
import type { Moment } from './searchMoments'

/** One search under test, run with the given iteration cap (or its own budget's). */
export type Search = (game: AnyGame, ctx: BotContext, iterations?: number) => SearchResult<unknown>

/** The rules take the move: it is listed, or it is another form of one (a payment) that validate takes. */
export const admitted = (m: Moment, action: unknown): boolean =>
  m.legal.some((a) => sameAction(a, action)) || (m.game.validate?.(m.state, m.seat, action) ?? null) !== null

export function contextAt(
  m: Moment,
  state: unknown,
  rng: RngState,
  extras: BotContextExtras = {},
): BotContext {
  return botContext(m.game, state, m.seat, rng, extras)
}

/**
 * A state drawn for the moment's seat (it sees it exactly as the real one; other hands, deck order
 * and the game's own random stream are redealt) gets the same search, and the same Easy move.
 */
export function expectNoCheating(moments: readonly Moment[], search: Search): void {
  for (const m of moments) {
    const other = (m.game.sample as (s: unknown, seat: number, r: RngState) => unknown)(
      m.state,
      m.seat,
      seedRng('redeal'),
    )
    expect(m.game.view(other, m.seat)).toEqual(m.game.view(m.state, m.seat))
    expect(other).not.toEqual(m.state)
    const a = search(m.game, contextAt(m, m.state, seedRng('bot')))
    const b = search(m.game, contextAt(m, other, seedRng('bot')))
    expect(b).toEqual(a)
    const easy = easyBot(m.game)
    expect(easy.choose(contextAt(m, other, seedRng('easy')))).toEqual(
      easy.choose(contextAt(m, m.state, seedRng('easy'))),
    )
  }
}

/**
 * A signal that turns after five reads stops a long search after `afterFiveReads(result)` playouts,
 * and one already aborted stops it before any; both still answer with a legal move.
 */
export function expectStopsWhenCancelled(
  m: Moment,
  search: Search,
  afterFiveReads: (result: SearchResult<unknown>) => number,
): void {
  let reads = 0
  const signal = {
    get aborted() {
      reads++
      return reads > 5
    },
  }
  const result = search(m.game, contextAt(m, m.state, seedRng(2), { signal }), 1_000_000)
  expect(result.iterations).toBe(afterFiveReads(result))
  expect(admitted(m, result.action)).toBe(true)
  const cancelled = search(m.game, contextAt(m, m.state, seedRng(2), { signal: { aborted: true } }))
  expect(cancelled.iterations).toBe(0)
  expect(admitted(m, cancelled.action)).toBe(true)
}

/** How one search is run for the contract's tests of stopping. */
export interface StopChecks {
  /** The playouts a search cancelled after five reads of its signal has made, by its result. */
  readonly afterFiveReads: (result: SearchResult<unknown>) => number
  /** Runs the search with a time limit of `timeMs` and an iteration cap it cannot reach. */
  readonly timed: (game: AnyGame, ctx: BotContext, timeMs: number) => SearchResult<unknown>
  /** What the search did, counted one a look at the clock: iterations, or drawn states. */
  readonly work: (result: SearchResult<unknown>) => number
}

/**
 * The contract's tests, in the describe of one game's `moments`: the search never cheats, stops when
 * cancelled, and stops at its time budget by the clock it is given.
 */
export function itKeepsTheSearchContract(
  moments: readonly Moment[],
  search: Search,
  stops: StopChecks,
): void {
  it('never cheats: states that differ only in what its seat cannot see get the same move', () => {
    expectNoCheating(moments, search)
  })

  it('stops when the answer is no longer wanted, and still answers with a legal move', () => {
    expectStopsWhenCancelled(moments[0] as Moment, search, stops.afterFiveReads)
  })

  it('stops at its time budget by the clock it is given', () => {
    const m = moments[1] as Moment
    let now = 0
    // Each look at the clock is one millisecond later: 40 ms is about 40 units of work.
    const clock = () => now++
    const done = stops.work(stops.timed(m.game, contextAt(m, m.state, seedRng(3), { clock }), 40))
    expect(done).toBeGreaterThan(30)
    expect(done).toBeLessThan(41)
  })
}
