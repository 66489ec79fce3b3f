/**
 * The bots' thinking thread as the app starts it (the built out/main/searchWorker.js; `npm test`
 * builds first): it answers with a move the rules take, and a cancelled search answers at once. The
 * stream's win chances run on another thread from the same file: it answers them the same as here.
 */
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { seedRng } from '../../../engine/core/rng'
import { sameAction } from '../../../engine/core/sameAction'
import type { Thinker, ThinkJob } from '../../../electron/host/thinking/thinker'
import { workerThinker } from '../../../electron/host/thinking/workerThinker'
import { CHANCE_THREAD, jobThread } from '../../../electron/host/thinking/jobThread'
import { runChanceJob, type ChanceAnswer, type ChanceJob } from '../../../electron/host/thinking/chanceJob'
import { games, playoutPolicies } from '../../../engine'
import { momentsOf } from '../../engine/bots/searchMoments'

const BUILT = new URL('../../../out/main/searchWorker.js', import.meta.url)

/** A Selfish moment with a choice, and a think job there for `level`. */
const moment = momentsOf('selfish', 'worker', 1, 4, 20)[0]!
const jobFor = (level: string, rng = seedRng(1)): ThinkJob => ({
  game: 'selfish',
  level,
  state: moment.state,
  seat: moment.seat,
  rng,
})
const takenHere = (action: unknown): boolean =>
  moment.legal.some((a) => sameAction(a, action)) ||
  moment.game.validate?.(moment.state, moment.seat, action) != null

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
    const rng = seedRng('worker')
    const answer = await thinker.think(jobFor('hard', rng)).answer
    expect(takenHere(answer.action)).toBe(true)
    expect(answer.rng).not.toEqual(rng)
  })

  it('stops an Expert search that is cancelled, long before its time is up', async () => {
    thinker = workerThinker(BUILT)
    const thinking = thinker.think(jobFor('expert'))
    await new Promise((resolve) => setTimeout(resolve, 100))
    const asked = performance.now()
    thinking.cancel()
    const answer = await thinking.answer
    // Expert thinks 1,500 ms a move; cancelled, it answers within an iteration or two.
    expect(performance.now() - asked).toBeLessThan(1_000)
    expect(takenHere(answer.action)).toBe(true)
  })

  it('fails what it still owes when it is closed, with a sentence', async () => {
    thinker = workerThinker(BUILT)
    const thinking = thinker.think(jobFor('expert'))
    await thinker.close()
    await expect(thinking.answer).rejects.toThrow('the table is closing')
  })

  it('reports an unknown bot level as an error, and goes on thinking for the next job', async () => {
    thinker = workerThinker(BUILT)
    await expect(thinker.think(jobFor('grandmaster')).answer).rejects.toThrow(
      'There is no "grandmaster" bot for the game "selfish".',
    )
    const next = await thinker.think(jobFor('easy')).answer
    expect(next.action).toBeDefined()
  })
})

describe('the win-chance thread', () => {
  it('answers the chances the engine gives for the same job, adding up to 1', async () => {
    const thread = jobThread(BUILT, CHANCE_THREAD)
    const job: ChanceJob = {
      kind: 'chances',
      game: 'selfish',
      state: moment.state,
      rng: seedRng('chances'),
      worlds: 4,
      playoutSteps: 200,
      timeMs: 60_000,
    }
    try {
      const answer = await thread.run<ChanceAnswer>(job).answer
      expect(answer).toEqual(runChanceJob(games, playoutPolicies, job, { aborted: false }, () => 0))
      expect(answer!.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9)
    } finally {
      await thread.close('done')
    }
  })
})
