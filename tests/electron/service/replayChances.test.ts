/**
 * A replay's win chances (replay:chances): worked out on the win-chance thread from the spectator's
 * view at the start, each turn's start and the end; the end gives the winners everything; each point
 * is what the stream showed after that move (the same estimate); a table without the thread says so.
 */
import { describe, expect, it } from 'vitest'
import { CHANCE_THREAD, jobThread } from '../../../electron/host/thinking/jobThread'
import { CHANCE_BUDGET } from '../../../electron/host/winChances'
import { runChanceJob } from '../../../electron/host/thinking/chanceJob'
import { chancePoints } from '../../../electron/service/replays'
import { games, playoutPolicies } from '../../../engine'
import { seedRng } from '../../../engine/core/rng'
import { MatchReplay } from '../../../engine/core/replay'
import type { SeatConfig } from '../../../electron/protocol'
import type { TableRuntime } from '../../../electron/service/tableRuntime'
import { makeRuntime, ok, recordingClient, refused } from './helpers'

const WORKER = new URL('../../../electron/host/thinking/searchWorker.ts', import.meta.url)
const BOTS: SeatConfig[] = ['Ann', 'Bob', 'Cy'].map((name) => ({ name, kind: 'bot', bot: 'heuristic' }))

/** A Selfish match of Medium bots at `runtime`, and Ann's connection. */
async function botMatch(runtime: TableRuntime) {
  const ann = recordingClient()
  const { matchId } = await ok(
    runtime.service,
    'match:create',
    { game: 'selfish', seats: BOTS, seed: 3 },
    ann,
  )
  return { ann, matchId }
}

describe('a replay’s win chances', () => {
  it('come at the start, each turn and the end, each as the stream estimated it', async () => {
    const runtime = await makeRuntime({ chanceThread: jobThread(WORKER, CHANCE_THREAD) })
    const { ann, matchId } = await botMatch(runtime)
    for (let i = 0; i < 400 && !runtime.host.meta(matchId).finished; i++) await runtime.host.idle(matchId)
    const record = runtime.host.record(matchId)
    const outcome = runtime.host.meta(matchId).finished
    expect(outcome).toBe(true)
    const info = await ok(runtime.service, 'replay:open', { matchId }, ann)
    const { points } = await ok(runtime.service, 'replay:chances', { replayId: info.replayId }, ann)

    const turns = info.marks.filter((m) => m.kind === 'turn').map((m) => m.at)
    expect(points.map((p) => p.at)).toEqual(chancePoints(info.length, info.marks))
    expect(points[0]!.at).toBe(0)
    expect(points.at(-1)!.at).toBe(info.length)
    expect(points.length).toBe(new Set([0, ...turns, info.length]).size)
    for (const p of points) expect(p.chances.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9)
    // The end gives the winners everything.
    const replay = MatchReplay.build(games, record)
    const winners = replay.outcome(info.length)!.winners
    points
      .at(-1)!
      .chances.forEach((c, seat) => expect(c).toBeCloseTo(winners.includes(seat) ? 1 / winners.length : 0))
    // A point in the middle is the estimate the stream made after that move.
    const middle = points[Math.floor(points.length / 2)]!
    const job = {
      kind: 'chances' as const,
      game: 'selfish',
      state: replay.stateAt(middle.at),
      rng: seedRng(`chances:${middle.at}`),
      ...CHANCE_BUDGET,
      timeMs: 60_000,
    }
    expect(middle.chances).toEqual(runChanceJob(games, playoutPolicies, job, { aborted: false }, () => 0))
  }, 60_000)

  it('are refused, with words, at a table that does not work them out', async () => {
    const runtime = await makeRuntime()
    const { ann, matchId } = await botMatch(runtime)
    const info = await ok(runtime.service, 'replay:open', { matchId }, ann)
    const error = await refused(runtime.service, 'replay:chances', { replayId: info.replayId }, ann)
    expect(error.message).toBe('This table does not work out win chances.')
  })
})

describe('the points a replay’s chances are worked out at', () => {
  const turn = (at: number) => ({ at, kind: 'turn' as const, type: 'turnStarted', text: '' })
  it('are the start, every turn and the end, thinned evenly in a long match', () => {
    expect(chancePoints(10, [turn(0), turn(3), turn(3), turn(7), { ...turn(5), kind: 'moment' }])).toEqual([
      0, 3, 7, 10,
    ])
    expect(chancePoints(0, [])).toEqual([0])
    const many = Array.from({ length: 1000 }, (_, i) => turn(i + 1))
    const points = chancePoints(2000, many)
    expect(points).toHaveLength(120)
    expect(points[0]).toBe(0)
    expect(points.at(-1)).toBe(2000)
    expect(points[60]! - points[59]!).toBeGreaterThan(5)
  })
})
