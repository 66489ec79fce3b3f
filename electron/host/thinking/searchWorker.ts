/**
 * The worker thread the bots think on (and, as another thread, the stream's win chances are
 * estimated on). It takes one job at a time, in order, and answers each with its answer or the
 * error. A job carries a shared flag the host sets to cancel it; the search reads it between
 * iterations, so a cancelled job ends within one iteration.
 */
import { performance } from 'node:perf_hooks'
import { parentPort } from 'node:worker_threads'
import { bots, games, playoutPolicies } from '../../../engine/index'
import { runChanceJob, runChanceSeries } from './chanceJob'
import { runThinkJob } from './thinkJob'
import type { WorkerReply, WorkerRequest } from './workerMessages'

parentPort?.on('message', (request: WorkerRequest) => {
  const flag = new Int32Array(request.cancel)
  const signal = {
    get aborted() {
      return Atomics.load(flag, 0) !== 0
    },
  }
  const clock = () => performance.now()
  let reply: WorkerReply
  try {
    const { job } = request
    const answer =
      job.kind === 'chances'
        ? runChanceJob(games, playoutPolicies, job, signal, clock)
        : job.kind === 'chanceSeries'
          ? runChanceSeries(games, playoutPolicies, job, signal, clock)
          : runThinkJob(games, bots, job, signal, clock)
    reply = { id: request.id, ok: true, answer }
  } catch (err) {
    reply = { id: request.id, ok: false, error: err instanceof Error ? err.message : String(err) }
  }
  parentPort?.postMessage(reply)
})
