/**
 * The stream's win-chance estimates (electron/host/winChances.ts): one at a time, only the newest
 * request of a match waits (an overtaken one answers null), a move the match has left answers null,
 * and closing answers what waits with null.
 */
import { describe, expect, it } from 'vitest'
import type { ChanceAnswer, ChanceJob, ChanceSeriesJob } from '../../../electron/host/thinking/chanceJob'
import type { ThreadJob } from '../../../electron/host/thinking/jobThread'
import { winChancesOn } from '../../../electron/host/winChances'

function setup() {
  const versions = new Map<string, number>([
    ['a', 1],
    ['b', 1],
  ])
  const jobs: { job: ChanceJob; answer: (a: ChanceAnswer) => void }[] = []
  const chances = winChancesOn({
    position: (matchId) => ({ game: 'selfish', version: versions.get(matchId)!, state: { matchId } }),
    run: <A>(job: ChanceJob | ChanceSeriesJob): ThreadJob<A> => {
      let answer!: (a: ChanceAnswer) => void
      const promise = new Promise<ChanceAnswer>((resolve) => (answer = resolve))
      jobs.push({ job: job as ChanceJob, answer })
      return { answer: promise as Promise<A>, cancel: () => undefined }
    },
  })
  return { versions, jobs, chances }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('win-chance estimates', () => {
  it('run one at a time, and only the newest request of a match waits', async () => {
    const { versions, jobs, chances } = setup()
    const first = chances.estimate('a', 1)
    versions.set('a', 2)
    const overtaken = chances.estimate('a', 2)
    versions.set('a', 3)
    const newest = chances.estimate('a', 3)
    expect(jobs).toHaveLength(1)
    await expect(overtaken).resolves.toBeNull()
    jobs[0]!.answer([0.5, 0.5])
    await expect(first).resolves.toEqual([0.5, 0.5])
    await settle()
    expect(jobs).toHaveLength(2)
    expect(jobs[1]!.job.rng).not.toEqual(jobs[0]!.job.rng)
    jobs[1]!.answer([0.3, 0.7])
    await expect(newest).resolves.toEqual([0.3, 0.7])
  })

  it('answer null for a version the match has already left, and for what waits when closed', async () => {
    const { versions, jobs, chances } = setup()
    versions.set('b', 4)
    await expect(chances.estimate('b', 3)).resolves.toBeNull()
    const running = chances.estimate('a', 1)
    const waiting = chances.estimate('b', 4)
    await chances.close()
    await expect(waiting).resolves.toBeNull()
    jobs[0]!.answer([1, 0])
    await expect(running).resolves.toEqual([1, 0])
    await expect(chances.estimate('a', 1)).resolves.toBeNull()
  })

  it('are the same job for the same version: seeded by the version alone', () => {
    const one = setup()
    const two = setup()
    void one.chances.estimate('a', 1)
    void two.chances.estimate('b', 1)
    expect(one.jobs[0]!.job.rng).toEqual(two.jobs[0]!.job.rng)
  })
})
