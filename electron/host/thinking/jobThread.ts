/**
 * One worker thread that runs jobs, started on first use. Jobs run one at a time in the order
 * asked. A thread that dies fails the jobs it held, and the next job starts a new one. The bots
 * think on one (workerThinker.ts); the stream's win chances are estimated on another.
 */
import type { Worker } from 'node:worker_threads'
import { startWorker } from './startWorker'
import { ThinkingThreadFailed } from './threadFailed'
import type { WorkerJob, WorkerReply, WorkerRequest } from './workerMessages'

export interface ThreadJob<A> {
  readonly answer: Promise<A>
  /** The answer is no longer wanted: the job stops soon, and `answer` settles either way. */
  cancel(): void
}

export interface JobThread {
  run<A>(job: WorkerJob): ThreadJob<A>
  /** Stops the thread; jobs still under way fail. */
  close(reason: string): Promise<void>
}

interface Pending {
  readonly resolve: (answer: unknown) => void
  readonly reject: (err: Error) => void
}

/** `module` is the built searchWorker.js, or searchWorker.ts when run through tsx; `name` starts its failures' words. */
export function jobThread(module: URL, name: string): JobThread {
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
      if (worker === started) failAll(new ThinkingThreadFailed(`${name} failed: ${err.message}`))
    })
    started.on('exit', (code) => {
      if (worker === started) failAll(new ThinkingThreadFailed(`${name} stopped (exit code ${code}).`))
    })
    worker = started
    return started
  }

  return {
    run<A>(job: WorkerJob): ThreadJob<A> {
      const id = nextId++
      const cancel = new SharedArrayBuffer(4)
      const answer = new Promise<A>((resolve, reject) =>
        pending.set(id, { resolve: resolve as (answer: unknown) => void, reject }),
      )
      // An answer nobody waits for any more (its match closed) must not fail as an unhandled rejection.
      answer.catch(() => undefined)
      const request: WorkerRequest = { id, job, cancel }
      const stop = () => Atomics.store(new Int32Array(cancel), 0, 1)
      let target: Worker
      try {
        target = thread()
      } catch (err) {
        failAll(new ThinkingThreadFailed(`${name} could not start: ${(err as Error).message}`))
        return { answer, cancel: stop }
      }
      // The thread keeps the process alive only while it owes an answer.
      target.ref()
      target.postMessage(request)
      return { answer, cancel: stop }
    },
    async close(reason: string) {
      const closing = worker
      failAll(new Error(reason))
      await closing?.terminate()
    },
  }
}

/** The name the stream's win-chance thread's failures start with. */
export const CHANCE_THREAD = 'The stream’s win-chance thread'
