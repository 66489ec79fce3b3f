/**
 * The bots' thinking thread as the app starts it (the built out/main/searchWorker.js; `npm test`
 * builds first): it answers with a move the rules take, and a cancelled search answers at once.
 */
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { seedRng } from '../../../engine/core/rng'
import { sameAction } from '../../../engine/core/sameAction'
import type { Thinker } from '../../../electron/host/thinking/thinker'
import { workerThinker } from '../../../electron/host/thinking/workerThinker'
import { momentsOf } from '../../engine/bots/searchMoments'

const BUILT = new URL('../../../out/main/searchWorker.js', import.meta.url)

describe('the thinking thread', () => {
  let thinker: Thinker | null = null
  afterEach(async () => {
    await thinker?.close()
    thinker = null
  })

  it('is built beside the main process', () => {
    expect(existsSync(fileURLToPath(BUILT)), 'run `npm run build` first').toBe(true)
  })

  it('answers a Hard bot with a move the rules take, and hands back its random stream', async () => {
    thinker = workerThinker(BUILT)
    const m = momentsOf('selfish', 'worker', 1, 4, 20)[0]!
    const rng = seedRng('worker')
    const answer = await thinker.think({ game: 'selfish', level: 'hard', state: m.state, seat: m.seat, rng })
      .answer
    const taken =
      m.legal.some((a) => sameAction(a, answer.action)) ||
      m.game.validate?.(m.state, m.seat, answer.action) != null
    expect(taken).toBe(true)
    expect(answer.rng).not.toEqual(rng)
  })

  it('stops an Expert search that is cancelled, long before its time is up', async () => {
    thinker = workerThinker(BUILT)
    const m = momentsOf('selfish', 'worker', 1, 4, 20)[0]!
    const thinking = thinker.think({
      game: 'selfish',
      level: 'expert',
      state: m.state,
      seat: m.seat,
      rng: seedRng(1),
    })
    await new Promise((resolve) => setTimeout(resolve, 100))
    const asked = performance.now()
    thinking.cancel()
    const answer = await thinking.answer
    // Expert thinks 1,500 ms a move; cancelled, it answers within an iteration or two.
    expect(performance.now() - asked).toBeLessThan(1_000)
    expect(
      m.legal.some((a) => sameAction(a, answer.action)) ||
        m.game.validate?.(m.state, m.seat, answer.action) != null,
    ).toBe(true)
  })

  it('fails what it still owes when it is closed, with a sentence', async () => {
    thinker = workerThinker(BUILT)
    const m = momentsOf('selfish', 'worker', 1, 4, 20)[0]!
    const thinking = thinker.think({
      game: 'selfish',
      level: 'expert',
      state: m.state,
      seat: m.seat,
      rng: seedRng(1),
    })
    await thinker.close()
    await expect(thinking.answer).rejects.toThrow('the table is closing')
  })

  it('reports an unknown bot level as an error, and goes on thinking for the next job', async () => {
    thinker = workerThinker(BUILT)
    const m = momentsOf('selfish', 'worker', 1, 4, 20)[0]!
    const job = { game: 'selfish', state: m.state, seat: m.seat, rng: seedRng(1) }
    await expect(thinker.think({ ...job, level: 'grandmaster' }).answer).rejects.toThrow(
      'There is no "grandmaster" bot for the game "selfish".',
    )
    const next = await thinker.think({ ...job, level: 'easy' }).answer
    expect(next.action).toBeDefined()
  })
})
