/**
 * The arena's fixed opponent: Hard as it stood in December 2026 (`hard-2026-12`), set against the
 * app's levels by `npm run arena` and never offered in the app.
 */
import { isDeepStrictEqual as isEqual } from 'node:util'
import { describe, expect, it } from 'vitest'
import { EXPERT, EXPERT_ROLLOUTS, HARD, HARD_2026_12 } from '../../../engine/bots/levels'
import type { Bot } from '../../../engine/bots/types'
import { seedRng } from '../../../engine/core/rng'
import type { AnyGame } from '../../../engine/core/types'
import { arenaBots, bots, games } from '../../../engine/index'
import { runGame } from '../../../engine/sim/runGame'
import { parseArenaArgs } from '../../../electron/cli/arenaArgs'
import { momentsOf } from './searchMoments'

describe('the reference level hard-2026-12', () => {
  it('is in the arena for every game, beside the app’s levels, and never among the levels the app offers', () => {
    for (const id of Object.keys(games)) {
      expect(arenaBots[id]?.['hard-2026-12']).toMatchObject({ id: 'hard-2026-12', thinks: true })
      expect(Object.keys(arenaBots[id] ?? {})).toEqual([
        ...Object.keys(bots[id] ?? {}),
        'hard-2026-12',
        'expert-rollouts',
        'sees-hands',
        'sees-all',
      ])
      expect(bots[id]?.['hard-2026-12']).toBeUndefined()
      expect(bots[id]?.['expert-rollouts']).toBeUndefined()
    }
  })

  it('keeps the figures Hard had then, whatever Hard becomes', () => {
    const { timeMs, iterations, playoutSteps, confidence, racing } = HARD_2026_12
    // 300 ms a move, rollouts of up to 400 moves, another move taken at half a standard error better.
    expect([timeMs, iterations, playoutSteps, confidence, racing]).toEqual([
      300,
      100_000,
      400,
      0.5,
      undefined,
    ])
  })

  it('sets beside it Expert as rollouts: Hard’s search with Expert’s time and its root raced', () => {
    const { timeMs, playoutSteps, confidence, racing } = EXPERT_ROLLOUTS
    expect([timeMs, playoutSteps, confidence, racing]).toEqual([
      EXPERT.timeMs,
      HARD.playoutSteps,
      HARD.confidence,
      EXPERT.pairedRoot?.racing,
    ])
    expect('search' in EXPERT_ROLLOUTS).toBe(false)
    expect(arenaBots.monopozombie?.['expert-rollouts']).toMatchObject({ id: 'expert-rollouts', thinks: true })
  })

  it('can be named on the arena’s command line', () => {
    const argv = ['--game', 'selfish', '--players', '4', '--games', '8', '--paired']
    const parsed = parseArenaArgs(
      [...argv, '--bots', 'expert,hard-2026-12,hard-2026-12,hard-2026-12'],
      games,
      arenaBots,
    )
    expect(parsed).toMatchObject({
      ok: true,
      args: { paired: true, bots: ['expert', 'hard-2026-12', 'hard-2026-12', 'hard-2026-12'] },
    })
  })
})

/** Hands by seat, and the rest of a state, as JSON: what a ceiling's drawn state keeps or shuffles. */
const handsOf = (state: unknown) => (state as { players: { hand?: unknown }[] }).players.map((p) => p.hand)
const withoutRng = (state: unknown) => ({ ...(state as object), rng: null })

describe('the arena’s ceilings', () => {
  it('are the reference search seeing more, and no level the app offers sees beyond its seat', () => {
    for (const id of Object.keys(games)) {
      expect(arenaBots[id]?.['sees-hands']).toMatchObject({ sees: 'hands', thinks: true })
      expect(arenaBots[id]?.['sees-all']).toMatchObject({ sees: 'all', thinks: true })
      for (const bot of Object.values(bots[id] ?? {})) expect(bot.sees).toBeUndefined()
    }
  })

  for (const id of Object.keys(games)) {
    it(`${id}: seeing every card draws the real state with only its random stream new; seeing hands keeps every hand`, () => {
      const game = games[id] as AnyGame
      for (const m of momentsOf(id, `ceiling:${id}`, 2)) {
        const all = game.reveal?.(m.state, m.seat, seedRng('all'), 'all')
        expect(withoutRng(all)).toEqual(withoutRng(m.state))
        expect((all as { rng: unknown }).rng).not.toEqual((m.state as { rng: unknown }).rng)
        const hands = game.reveal?.(m.state, m.seat, seedRng('hands'), 'hands')
        expect(handsOf(hands)).toEqual(handsOf(m.state))
        expect(game.view(hands, m.seat)).toEqual(game.view(m.state, m.seat))
        // The honest draw deals the other hands again (MonopoZombie has none hidden).
        const honest = game.sample?.(m.state, m.seat, seedRng('hands'))
        if (id !== 'monopozombie') expect(handsOf(honest)).not.toEqual(handsOf(m.state))
      }
    })
  }

  it('get their drawn states from reveal in the simulator, and an honest bot from sample', () => {
    // The state each bot is asked in is the one after the action before (or the deal, left out).
    const after: unknown[] = []
    const asked: { sees: boolean; real: boolean }[] = []
    const recorder = (sees?: 'all'): Bot => ({
      id: 'recorder',
      label: 'Recorder',
      ...(sees ? { sees } : {}),
      choose: (ctx) => {
        const real = after[after.length - 1]
        if (real !== undefined) {
          const drawn = ctx.sample?.(seedRng('draw'))
          asked.push({ sees: sees !== undefined, real: isEqual(withoutRng(drawn), withoutRng(real)) })
        }
        return ctx.legal[0]
      },
    })
    runGame({
      registry: games,
      game: 'selfish',
      players: [{ name: 'A' }, { name: 'B' }],
      seed: 'ceiling',
      bots: [recorder('all'), recorder()],
      maxActions: 12,
      onAction: ({ match }) => {
        after.push(match.state)
      },
    })
    const seeing = asked.filter((a) => a.sees)
    const honest = asked.filter((a) => !a.sees)
    expect(seeing.length).toBeGreaterThan(0)
    expect(seeing.every((a) => a.real)).toBe(true)
    expect(honest.length).toBeGreaterThan(0)
    expect(honest.some((a) => a.real)).toBe(false)
  })
})
