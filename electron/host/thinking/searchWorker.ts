/**
 * The bots' thinking thread. It takes one job at a time, in order, and answers each with the move
 * or the error. A job carries a shared flag the host sets to cancel it; the search reads it between
 * iterations, so a cancelled job ends within one iteration.
 */
import { performance } from 'node:perf_hooks'
import { parentPort } from 'node:worker_threads'
import { bots, games } from '../../../engine/index'
import { runThinkJob } from './thinkJob'
import type { WorkerReply, WorkerRequest } from './workerMessages'

parentPort?.on('message', (request: WorkerRequest) => {
  const flag = new Int32Array(request.cancel)
  const signal = {
    get aborted() {
      return Atomics.load(flag, 0) !== 0
    },
  }
  let reply: WorkerReply
  try {
    const answer = runThinkJob(games, bots, request.job, signal, () => performance.now())
    reply = { id: request.id, ok: true, answer }
  } catch (err) {
    reply = { id: request.id, ok: false, error: err instanceof Error ? err.message : String(err) }
  }
  parentPort?.postMessage(reply)
})
