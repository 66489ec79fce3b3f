/**
 * The arena's fixed opponent: Hard as it stood in December 2026 (`hard-2026-12`), set against the
 * app's levels by `npm run arena` and never offered in the app.
 */
import { describe, expect, it } from 'vitest'
import { HARD_2026_12 } from '../../../engine/bots/levels'
import { arenaBots, bots, games } from '../../../engine/index'
import { parseArenaArgs } from '../../../electron/cli/arenaArgs'

describe('the reference level hard-2026-12', () => {
  it('is in the arena for every game, beside the app’s levels, and never among the levels the app offers', () => {
    for (const id of Object.keys(games)) {
      expect(arenaBots[id]?.['hard-2026-12']).toMatchObject({ id: 'hard-2026-12', thinks: true })
      expect(Object.keys(arenaBots[id] ?? {})).toEqual([...Object.keys(bots[id] ?? {}), 'hard-2026-12'])
      expect(bots[id]?.['hard-2026-12']).toBeUndefined()
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
