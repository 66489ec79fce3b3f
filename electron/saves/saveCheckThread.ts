/**
 * Checks save files on a worker thread (saveCheckWorker), started on first use and stopped after
 * IDLE_STOP_MS without work, so that the memory a burst of large files took goes back to the
 * system. Jobs run one at a time in the order asked. A file's bytes are handed to the thread, not
 * copied, when they own their buffer. A thread that dies (out of memory on a hostile file) fails
 * the jobs it held with a SaveError, and the next job starts a new one.
 */
import type { Worker } from 'node:worker_threads'
import { startWorker } from '../host/thinking/startWorker'
import type { CheckAnswers, CheckJob } from './checkJobs'
import type { CheckReply, CheckRequest } from './saveCheckMessages'
import type { SaveChecker } from './saveChecker'
import { SaveError } from './saveError'

/** An idle thread is stopped after this long; the next check starts another. */
export const IDLE_STOP_MS = 5_000
/** The thread's heap: far above what checking the largest allowed file takes. */
const THREAD_HEAP_MB = 512

/**
 * The built saveCheckWorker.js beside the bundled main process (out/main/), or the TypeScript
 * module beside this one when run through tsx (the served table, tests and benches).
 */
export function saveCheckWorkerUrl(): URL {
  const here = import.meta.url
  if (here.endsWith('.ts')) return new URL('./saveCheckWorker.ts', here)
  // Bundled into main.js, or (should the bundler move it) into one of out/main/chunks/.
  return new URL(here.includes('/chunks/') ? '../saveCheckWorker.js' : './saveCheckWorker.js', here)
}

interface Pending {
  readonly resolve: (answer: never) => void
  readonly reject: (err: Error) => void
}

export interface SaveCheckThread extends SaveChecker {
  /** Whether a thread is running now (one is started by a check, and stops when idle). */
  readonly running: boolean
  /** Stops the thread now; jobs it held fail. */
  close(): Promise<void>
}

export interface SaveCheckThreadOptions {
  /** The worker module (default saveCheckWorkerUrl()). */
  readonly module?: URL
  /** How long an idle thread is kept (default IDLE_STOP_MS). */
  readonly idleStopMs?: number
}

export function saveCheckThread(options: SaveCheckThreadOptions = {}): SaveCheckThread {
  const module = options.module ?? saveCheckWorkerUrl()
  const idleStopMs = options.idleStopMs ?? IDLE_STOP_MS
  let worker: Worker | null = null
  let nextId = 1
  let idleTimer: ReturnType<typeof setTimeout> | null = null
  const pending = new Map<number, Pending>()

  const failAll = (err: Error): void => {
    for (const job of pending.values()) job.reject(err)
    pending.clear()
    worker = null
  }

  const stopWhenIdle = (started: Worker): void => {
    // The thread keeps the process alive only while it owes an answer.
    started.unref()
    idleTimer = setTimeout(() => {
      idleTimer = null
      if (worker === started && pending.size === 0) {
        worker = null
        void started.terminate()
      }
    }, idleStopMs)
    idleTimer.unref()
  }

  const thread = (): Worker => {
    if (worker) return worker
    const started = startWorker(module, { resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB } })
    started.on('message', (reply: CheckReply) => {
      const job = pending.get(reply.id)
      if (!job) return
      pending.delete(reply.id)
      if (reply.ok) job.resolve(reply.answer as never)
      else job.reject(new SaveError(reply.error.kind, reply.error.message))
      if (pending.size === 0 && worker === started) stopWhenIdle(started)
    })
    started.on('error', (err: Error & { code?: string }) => {
      if (worker !== started) return
      const why =
        err.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? 'checking it needed far more memory than any save does'
          : `the check failed (${err.message})`
      failAll(new SaveError('CORRUPT', `This save file could not be checked: ${why}.`))
    })
    started.on('exit', (code) => {
      if (worker === started) {
        failAll(new SaveError('UNREADABLE', `The save could not be checked: its thread stopped (${code}).`))
      }
    })
    worker = started
    return started
  }

  function run<J extends CheckJob>(job: J, transfer: ArrayBuffer[] = []): Promise<CheckAnswers[J['kind']]> {
    const id = nextId++
    const answer = new Promise<CheckAnswers[J['kind']]>((resolve, reject) =>
      pending.set(id, { resolve: resolve as (answer: never) => void, reject }),
    )
    if (idleTimer !== null) {
      clearTimeout(idleTimer)
      idleTimer = null
    }
    let target: Worker
    try {
      target = thread()
    } catch (err) {
      failAll(new SaveError('UNREADABLE', `The save could not be checked: ${(err as Error).message}`))
      return answer
    }
    target.ref()
    const request: CheckRequest = { id, job }
    target.postMessage(request, transfer)
    return answer
  }

  return {
    summarise: (bytes) => {
      const own = owned(bytes)
      return run({ kind: 'summarise', bytes: own }, [own.buffer as ArrayBuffer])
    },
    load: (bytes) => {
      const own = owned(bytes)
      return run({ kind: 'load', bytes: own }, [own.buffer as ArrayBuffer])
    },
    prepareImport: (text, app, now) => run({ kind: 'import', text, app, now: now.toISOString() }),
    get running() {
      return worker !== null
    },
    async close() {
      const closing = worker
      if (idleTimer !== null) clearTimeout(idleTimer)
      idleTimer = null
      failAll(new SaveError('UNREADABLE', 'The save could not be checked: the table is closing.'))
      await closing?.terminate()
    },
  }
}

/**
 * Bytes that own their whole buffer, so that it can move to the thread rather than be copied; a
 * view of part of a buffer (Node's pool, say) is copied first, as moving it would take the rest.
 */
function owned(bytes: Uint8Array): Uint8Array {
  const whole =
    bytes.buffer instanceof ArrayBuffer &&
    bytes.byteOffset === 0 &&
    bytes.byteLength === bytes.buffer.byteLength &&
    bytes.byteLength > 0
  // Not bytes.slice(): a Buffer's slice is a view of the same memory.
  return whole ? bytes : new Uint8Array(bytes)
}

let shared: SaveCheckThread | null = null

/**
 * The process's one save-check thread (the app and the served table have one table each; tests
 * start many, which share it). It stops by itself when idle, so it needs no closing.
 */
export function sharedSaveCheckThread(): SaveChecker {
  shared ??= saveCheckThread()
  return shared
}
