/**
 * The save-check thread: checks save files (runCheckJob) against the engine's games and bots, one
 * at a time in the order asked, so that no file, however hostile, holds up the main thread.
 */
import { parentPort } from 'node:worker_threads'
import { bots, games } from '../../engine/index'
import { runCheckJob } from './checkJobs'
import { SaveError } from './saveError'
import type { CheckReply, CheckRequest } from './saveCheckMessages'

const rules = { registry: games, bots }

parentPort?.on('message', (request: CheckRequest) => {
  let reply: CheckReply
  try {
    reply = { id: request.id, ok: true, answer: runCheckJob(request.job, rules) }
  } catch (err) {
    const error =
      err instanceof SaveError
        ? { kind: err.kind, message: err.message }
        : { kind: 'CORRUPT' as const, message: 'This save file is damaged and cannot be read.' }
    reply = { id: request.id, ok: false, error }
  }
  parentPort?.postMessage(reply)
})
