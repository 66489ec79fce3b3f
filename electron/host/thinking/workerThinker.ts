/**
 * Thinks on one worker thread, started on first use. Jobs run one at a time in the order asked. A
 * thread that dies fails the jobs it held, and the next job starts a new one.
 */
import type { Worker } from 'node:worker_threads'
import { startWorker } from './startWorker'
import { ThinkingThreadFailed } from './threadFailed'
import type { ThinkAnswer, Thinker, ThinkJob, Thinking } from './thinker'
import type { WorkerReply, WorkerRequest } from './workerMessages'

interface Pending {
  readonly resolve: (answer: ThinkAnswer) => void
  readonly reject: (err: Error) => void
}

/** `module` is the built searchWorker.js, or searchWorker.ts when run through tsx. */
export function workerThinker(module: URL): Thinker {
  let worker: Worker | null = null
  let nextId = 1
  const pending = new Map<number, Pending>()

  const failAll = (err: Error) => {
    for (const job of pending.values()) job.reject(err)
    pending.clear()
    worker = null
  }
  const thread = (): Worker => {
    if (worker) return worker
    const started = startWorker(module)
    started.on('message', (reply: WorkerReply) => {
      const job = pending.get(reply.id)
      if (!job) return
      pending.delete(reply.id)
      if (pending.size === 0) started.unref()
      if (reply.ok) job.resolve(reply.answer)
      else job.reject(new Error(reply.error))
    })
    started.on('error', (err) => {
      if (worker === started)
        failAll(new ThinkingThreadFailed(`The bots' thinking thread failed: ${err.message}`))
    })
    started.on('exit', (code) => {
      if (worker === started)
        failAll(new ThinkingThreadFailed(`The bots' thinking thread stopped (exit code ${code}).`))
    })
    worker = started
    return started
  }

  return {
    think(job: ThinkJob): Thinking {
      const id = nextId++
      const cancel = new SharedArrayBuffer(4)
      const answer = new Promise<ThinkAnswer>((resolve, reject) => pending.set(id, { resolve, reject }))
      // An answer nobody waits for any more (its match closed) must not fail as an unhandled rejection.
      answer.catch(() => undefined)
      const request: WorkerRequest = { id, job, cancel }
      const stop = () => Atomics.store(new Int32Array(cancel), 0, 1)
      let target: Worker
      try {
        target = thread()
      } catch (err) {
        failAll(
          new ThinkingThreadFailed(`The bots' thinking thread could not start: ${(err as Error).message}`),
        )
        return { answer, cancel: stop }
      }
      // The thread keeps the process alive only while it owes an answer.
      target.ref()
      target.postMessage(request)
      return { answer, cancel: stop }
    },
    async close() {
      const closing = worker
      failAll(new Error('The bots stopped thinking: the table is closing.'))
      await closing?.terminate()
    },
  }
}
